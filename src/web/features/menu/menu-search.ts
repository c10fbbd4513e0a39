import type { MenuCategory } from "@shared/menu/categories";
import { type DietaryFilter, matchesDietaryFilter, NO_DIETARY_FILTER } from "@shared/menu/dietary-filter";
import type { MenuItem } from "@shared/menu/menu.schema";

/** Spec section 5: a case-insensitive match on name or description; a blank search matches all. */
export function matchesSearch(item: Pick<MenuItem, "name" | "description">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle || item.name.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle)
  );
}

/** The dishes of a category ("all" for every one) that match the search and the dietary filters. */
export function filterDishes<
  T extends Pick<MenuItem, "name" | "description" | "category" | "isVegetarian" | "allergens">,
>(
  items: readonly T[],
  category: "all" | MenuCategory,
  search: string,
  dietary: DietaryFilter = NO_DIETARY_FILTER,
): T[] {
  return items.filter(
    (i) =>
      (category === "all" || i.category === category) &&
      matchesSearch(i, search) &&
      matchesDietaryFilter(i, dietary),
  );
}

/** How many of these dishes each category holds, and "all": the chips' counts. */
export function countByCategory(items: readonly Pick<MenuItem, "category">[]): Map<string, number> {
  const counts = new Map<string, number>([["all", items.length]]);
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return counts;
}
