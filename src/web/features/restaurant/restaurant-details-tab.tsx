import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  LEGAL_PAGE_SLUGS,
  LEGAL_PAGE_TITLES,
  LEGAL_PLACEHOLDERS,
  type LegalPageSlug,
  type OwnerLegalPage,
} from "@shared/restaurant/legal-pages";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { Loaded } from "@web/components/ui/loaded";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { legalPageAdminQueryOptions, ownerDetailsQueryOptions, saveLegalPage } from "./api/restaurant-admin";
import { RestaurantDetailsForm } from "./components/restaurant-details-form";

/** The owner's "Restaurant details" tab: the details every page states, and the legal pages' wording. */
export function RestaurantDetailsTab() {
  const details = useQuery(ownerDetailsQueryOptions());
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <h2 className="text-xl font-bold text-maroon-800">Restaurant details</h2>
        <p className="mt-1 mb-4 text-sm text-stone-700">
          The site, emails, kitchen tickets and the printed menu state these. Saving publishes them at once.
        </p>
        <Loaded query={details} what="the restaurant's details">
          {(data) => <RestaurantDetailsForm details={data.details} confirmLabel="Save details" />}
        </Loaded>
      </Card>
      <LegalPagesCard />
    </div>
  );
}

function LegalPagesCard() {
  const [slug, setSlug] = useState<LegalPageSlug>("privacy");
  const page = useQuery(legalPageAdminQueryOptions(slug));
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Legal pages</h2>
      <p className="mt-1 text-sm text-stone-700">
        The wording of /privacy, /terms and /allergens. These words are filled in from your details:{" "}
        {Object.keys(LEGAL_PLACEHOLDERS).join(" ")}.
      </p>
      <fieldset className="mt-3 flex flex-wrap gap-2" aria-label="Legal page">
        {LEGAL_PAGE_SLUGS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === slug ? "primary" : "ghost"}
            aria-pressed={s === slug}
            onClick={() => setSlug(s)}
          >
            {LEGAL_PAGE_TITLES[s]}
          </Button>
        ))}
      </fieldset>
      <Loaded query={page} what="the page's wording">
        {(data) => <LegalPageEditor key={`${data.slug}-${data.body.length}`} page={data} />}
      </Loaded>
    </Card>
  );
}

function LegalPageEditor({ page }: { page: OwnerLegalPage }) {
  const [body, setBody] = useState(page.body);
  const save = useAdminMutation({
    mutationFn: saveLegalPage,
    success: `${page.title} saved`,
    failure: `Failed to save the ${page.title.toLowerCase()}`,
    replaceData: legalPageAdminQueryOptions(page.slug).queryKey,
  });
  const id = `legal-${page.slug}`;
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ slug: page.slug, body });
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        Wording of the {page.title.toLowerCase()} {page.isSample && "(the sample wording: check it fits you)"}
      </label>
      <textarea
        id={id}
        rows={16}
        className="w-full rounded-md border border-stone-300 p-2 font-mono text-sm"
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <Button type="submit" disabled={save.isPending || body.trim().length < 20}>
        Save wording
      </Button>
    </form>
  );
}
