import { useFieldArray } from "react-hook-form";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS } from "@shared/menu/categories";
import type { MenuItem } from "@shared/menu/menu.schema";
import type { SiteWords } from "@shared/site-content/site-content.schema";
import { Button } from "@web/components/ui/button";
import { AddRowButton, RemoveRowButton } from "@web/components/ui/form-actions";
import { FormCard } from "@web/components/ui/form-card";
import { BoundField, InputField } from "@web/components/ui/form-field";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { siteContentQueryKey } from "../api/get-site-content";
import { saveSiteWords } from "../api/site-content-writes";
import { SiteWordsFormSchema, type SiteWordsFormValues } from "../site-content-form.schema";

const Field = InputField<SiteWordsFormValues>;
const Bound = BoundField<SiteWordsFormValues>;

function Heading({ children, hint }: { children: string; hint?: string }) {
  return (
    <div className="mt-2 border-t border-stone-200 pt-4">
      <h3 className="font-display text-lg font-bold text-stone-900">{children}</h3>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
    </div>
  );
}

/** The home page's words: every section may be left empty, and is then not shown. */
export function SiteWordsForm({ words, menu }: { words: SiteWords; menu: readonly MenuItem[] }) {
  const form = useSchemaForm(SiteWordsFormSchema, words);
  const services = useFieldArray({ control: form.control, name: "catering.services" });
  const figures = useFieldArray({ control: form.control, name: "catering.figures" });
  const featured = useFieldArray({ control: form.control, name: "featured" });
  const save = useAdminMutation({
    mutationFn: saveSiteWords,
    success: "Site content saved",
    failure: "Failed to save site content",
    invalidate: [siteContentQueryKey],
    onSuccess: (saved) => form.reset(saved),
  });
  const kinds = form.watch("featured");
  return (
    <FormCard label="Words on the home page" form={form} save={save}>
      <h2 className="font-display text-lg font-bold text-stone-900">Words on the home page</h2>
      <p className="text-sm text-stone-700">A section you leave empty is not shown on the site.</p>
      <Heading>Welcome (the top of the home page)</Heading>
      <Field name="hero.heading" label="Heading" optional />
      <Bound name="hero.text" label="Text" optional>
        <textarea rows={2} />
      </Bound>

      <Heading hint="Shown above the chefs.">About</Heading>
      <Field name="about.title" label="About title" optional />
      <Bound name="about.text" label="About text" optional>
        <textarea rows={3} />
      </Bound>

      <Heading hint="Leave a blank line between paragraphs.">Story</Heading>
      <Field name="story.title" label="Story title" optional />
      <Bound name="story.text" label="Story text" optional>
        <textarea rows={5} />
      </Bound>
      <div className="grid gap-4 sm:grid-cols-2">
        <Bound name="story.quote" label="Quote" optional>
          <textarea rows={2} />
        </Bound>
        <Field name="story.quoteBy" label="Quote by" optional />
      </div>

      <Heading hint="Services each get a Get a Quote button. Figures are stated as fact: give only true ones.">
        Catering
      </Heading>
      <Field name="catering.title" label="Catering title" optional />
      <Bound name="catering.intro" label="Catering introduction" optional>
        <textarea rows={2} />
      </Bound>
      {services.fields.map((row, index) => (
        <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
          <Field name={`catering.services.${index}.title`} label={`Service ${index + 1}`} />
          <Field name={`catering.services.${index}.text`} label={`Service ${index + 1} text`} optional />
          <RemoveRowButton label={`Remove service ${index + 1}`} onClick={() => services.remove(index)} />
        </div>
      ))}
      <AddRowButton onClick={() => services.append({ title: "", text: "" })}>Add a service</AddRowButton>
      {figures.fields.map((row, index) => (
        <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
          <Field name={`catering.figures.${index}.value`} label={`Figure ${index + 1}`} placeholder="500+" />
          <Field
            name={`catering.figures.${index}.label`}
            label={`Figure ${index + 1} says`}
            placeholder="Events catered"
          />
          <RemoveRowButton label={`Remove figure ${index + 1}`} onClick={() => figures.remove(index)} />
        </div>
      ))}
      <AddRowButton onClick={() => figures.append({ value: "", label: "" })}>Add a figure</AddRowButton>

      <Heading hint="Chosen from the menu: names, texts and prices come from the dishes.">Featured</Heading>
      {featured.fields.map((row, index) => (
        <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[2fr_1fr_2fr_auto]">
          {kinds[index]?.kind === "dish" ? (
            <Bound name={`featured.${index}.menuItemId`} label={`Featured ${index + 1}: dish`} valueAsNumber>
              <select>
                {menu.map((dish) => (
                  <option key={dish.id} value={dish.id}>
                    {dish.name}
                  </option>
                ))}
              </select>
            </Bound>
          ) : (
            <>
              <Field name={`featured.${index}.title`} label={`Featured ${index + 1}: title`} />
              <Bound name={`featured.${index}.category`} label="Category">
                <select>
                  {MENU_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {MENU_CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </select>
              </Bound>
              <Field name={`featured.${index}.note`} label="Said after its dishes" optional />
            </>
          )}
          <RemoveRowButton label={`Remove featured ${index + 1}`} onClick={() => featured.remove(index)} />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {menu[0] && (
          <AddRowButton onClick={() => featured.append({ kind: "dish", menuItemId: menu[0]?.id ?? 1 })}>
            Feature a dish
          </AddRowButton>
        )}
        <AddRowButton
          onClick={() => featured.append({ kind: "category", category: "curries", title: "", note: "" })}
        >
          Feature a category
        </AddRowButton>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          Save words
        </Button>
      </div>
    </FormCard>
  );
}
