/**
 * Dietary filter toggles (issue 13) for the order page and the home menu: vegetarian, and "without"
 * each of the 14 UK allergens, named as the law does ("No peanuts", "No tree nuts"). They fold
 * behind one button, so on a phone the menu comes first. The rule they drive is
 * src/shared/menu/dietary-filter.ts.
 */
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import {
  type DietaryFilter,
  FREE_FROM_ORDER,
  isDietaryFilterActive,
  NO_DIETARY_FILTER,
  toggleWithout,
  WITHOUT_LABELS,
} from "@shared/menu/dietary-filter";

const toggleClasses = (on: boolean) =>
  `rounded-full px-3 py-1 text-sm font-semibold ${on ? "bg-green-800 text-white" : "bg-white text-stone-800 ring-1 ring-stone-400 hover:bg-stone-100"}`;

export function DietaryFilters({
  value,
  onChange,
}: {
  value: DietaryFilter;
  onChange: (next: DietaryFilter) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const on = (value.vegetarian ? 1 : 0) + value.without.length;
  return (
    <div className="min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-400 hover:bg-stone-100"
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        Dietary filters{on > 0 ? ` (${on} on)` : ""}
      </button>
      {open && (
        <fieldset id={panelId} className="mt-2 flex min-w-0 flex-wrap items-center gap-2">
          <legend className="sr-only">Dietary filters</legend>
          <button
            type="button"
            aria-pressed={value.vegetarian}
            onClick={() => onChange({ ...value, vegetarian: !value.vegetarian })}
            className={toggleClasses(value.vegetarian)}
          >
            Vegetarian
          </button>
          {FREE_FROM_ORDER.map((allergen) => {
            const pressed = value.without.includes(allergen);
            return (
              <button
                key={allergen}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(toggleWithout(value, allergen))}
                className={toggleClasses(pressed)}
              >
                {WITHOUT_LABELS[allergen]}
              </button>
            );
          })}
          {isDietaryFilterActive(value) && (
            <button type="button" onClick={() => onChange(NO_DIETARY_FILTER)} className="text-sm underline">
              Clear dietary filters
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
