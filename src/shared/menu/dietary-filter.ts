/**
 * Dietary filters on the menu (issue 13): vegetarian, and "without" any of the 14 UK allergens the
 * dishes declare. Filters combine: a dish shows only when it passes every one chosen. No zod here
 * (the public menu imports it at first paint).
 */
import { ALLERGENS, type Allergen } from "./allergens";
import type { MenuItem } from "./menu.schema";

export interface DietaryFilter {
  vegetarian: boolean;
  without: Allergen[];
}

export const NO_DIETARY_FILTER: DietaryFilter = { vegetarian: false, without: [] };

/**
 * How a "without" filter reads on its toggle: named as the law names the 14 allergens (issue 21:
 * "Nut-free" read as free of every nut while it meant tree nuts only, and peanut dishes showed).
 * Each matches exactly the dishes whose data lacks that allergen.
 */
export const WITHOUT_LABELS: Record<Allergen, string> = {
  celery: "No celery",
  gluten: "No gluten",
  crustaceans: "No crustaceans",
  eggs: "No eggs",
  fish: "No fish",
  lupin: "No lupin",
  milk: "No milk",
  molluscs: "No molluscs",
  mustard: "No mustard",
  nuts: "No tree nuts",
  peanuts: "No peanuts",
  sesame: "No sesame",
  soya: "No soya",
  sulphites: "No sulphites",
};
export const FREE_FROM_ORDER: readonly Allergen[] = ALLERGENS;

export function matchesDietaryFilter(
  item: Pick<MenuItem, "isVegetarian" | "allergens">,
  filter: DietaryFilter,
): boolean {
  if (filter.vegetarian && !item.isVegetarian) return false;
  return filter.without.every((allergen) => !item.allergens.includes(allergen));
}

export function isDietaryFilterActive(filter: DietaryFilter): boolean {
  return filter.vegetarian || filter.without.length > 0;
}

/** Turns one "without" filter on or off, keeping the list in the allergens' order. */
export function toggleWithout(filter: DietaryFilter, allergen: Allergen): DietaryFilter {
  const on = new Set(filter.without);
  if (on.has(allergen)) on.delete(allergen);
  else on.add(allergen);
  return { ...filter, without: ALLERGENS.filter((a) => on.has(a)) };
}
