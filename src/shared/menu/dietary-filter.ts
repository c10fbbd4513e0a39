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

/** How a "without" filter reads on its toggle. */
export const FREE_FROM_LABELS: Record<Allergen, string> = {
  celery: "Celery-free",
  gluten: "Gluten-free",
  crustaceans: "Crustacean-free",
  eggs: "Egg-free",
  fish: "Fish-free",
  lupin: "Lupin-free",
  milk: "Milk-free",
  molluscs: "Mollusc-free",
  mustard: "Mustard-free",
  nuts: "Nut-free",
  peanuts: "Peanut-free",
  sesame: "Sesame-free",
  soya: "Soya-free",
  sulphites: "Sulphite-free",
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
