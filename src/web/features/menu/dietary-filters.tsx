/**
 * Dietary filter toggles (issue 13) for the order page and the home menu: vegetarian, and "without"
 * each of the 14 UK allergens. The rule they drive is src/shared/menu/dietary-filter.ts.
 */
import {
  type DietaryFilter,
  FREE_FROM_LABELS,
  FREE_FROM_ORDER,
  isDietaryFilterActive,
  NO_DIETARY_FILTER,
  toggleWithout,
} from "../../../shared/menu/dietary-filter";

const toggleClasses = (on: boolean) =>
  `rounded-full px-3 py-1 text-sm font-semibold ${on ? "bg-green-800 text-white" : "bg-white text-stone-800 ring-1 ring-stone-400 hover:bg-stone-100"}`;

export function DietaryFilters({
  value,
  onChange,
}: {
  value: DietaryFilter;
  onChange: (next: DietaryFilter) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">Dietary filters</legend>
      <button
        type="button"
        aria-pressed={value.vegetarian}
        onClick={() => onChange({ ...value, vegetarian: !value.vegetarian })}
        className={toggleClasses(value.vegetarian)}
      >
        Vegetarian
      </button>
      {FREE_FROM_ORDER.map((allergen) => {
        const on = value.without.includes(allergen);
        return (
          <button
            key={allergen}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(toggleWithout(value, allergen))}
            className={toggleClasses(on)}
          >
            {FREE_FROM_LABELS[allergen]}
          </button>
        );
      })}
      {isDietaryFilterActive(value) && (
        <button type="button" onClick={() => onChange(NO_DIETARY_FILTER)} className="text-sm underline">
          Clear dietary filters
        </button>
      )}
    </fieldset>
  );
}
