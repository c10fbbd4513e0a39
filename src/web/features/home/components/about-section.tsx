import { useQuery } from "@tanstack/react-query";
import { ChefHat } from "lucide-react";
import { getImageSrcSet } from "@shared/image-sizes";
import { PageSection } from "@web/components/layout/page-section";
import { Spinner } from "@web/components/ui/spinner";
import { chefsQueryOptions } from "../../chefs/api/get-chefs";
import { siteContentQueryOptions } from "../../site-content/api/get-site-content";

function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
}

export function AboutSection() {
  const chefs = useQuery(chefsQueryOptions());
  const about = useQuery(siteContentQueryOptions()).data?.about;
  const hasChefs = chefs.isSuccess && chefs.data.length > 0;
  // The owner's words (Site content) and the chefs; with neither, no section.
  if (!about?.title && !about?.text.trim() && !hasChefs && !chefs.isPending) return null;
  return (
    <PageSection id="about" title={about?.title || "About us"}>
      {about?.text.trim() && (
        <p className="mx-auto mt-4 max-w-3xl whitespace-pre-line text-center text-lg text-stone-700">
          {about.text}
        </p>
      )}
      {(hasChefs || chefs.isPending || chefs.isError) && (
        <h3 className="mt-12 text-center font-display text-2xl font-bold text-stone-900">Meet Our Chefs</h3>
      )}
      {chefs.isPending && <Spinner label="Loading our chefs" />}
      {chefs.isError && (
        <p role="alert" className="mt-6 text-center text-red-800">
          We couldn't load our chefs just now. Please refresh the page.
        </p>
      )}
      {chefs.isSuccess && chefs.data.length > 0 && (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {chefs.data.map((chef) => (
            <li
              key={chef.id}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
            >
              {chef.photo ? (
                <img
                  src={chef.photo}
                  srcSet={getImageSrcSet(chef.photo) ?? undefined}
                  sizes="112px"
                  alt={`${chef.name}, ${chef.specialty}`}
                  loading="lazy"
                  decoding="async"
                  width={112}
                  height={112}
                  className="mx-auto h-28 w-28 rounded-full object-cover"
                />
              ) : (
                <div
                  className="mx-auto flex h-28 w-28 items-center justify-center rounded-full bg-maroon-800 font-display text-3xl font-bold text-white"
                  aria-hidden="true"
                >
                  {getInitials(chef.name)}
                </div>
              )}
              <h4 className="mt-4 font-display text-xl font-bold text-stone-900">{chef.name}</h4>
              <p className="mt-1 inline-flex items-center gap-1 font-semibold text-maroon-800">
                <ChefHat className="h-4 w-4" aria-hidden="true" /> {chef.specialty}
              </p>
              <p className="text-sm text-stone-700">{chef.experience} experience</p>
              <p className="mt-3 text-stone-700">{chef.description}</p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
