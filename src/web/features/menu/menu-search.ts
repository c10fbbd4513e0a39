import type { MenuCategory } from "../../../shared/menu/categories";
import type { MenuItem } from "../../../shared/menu/menu.schema";

/** Spec section 5: a case-insensitive match on name or description; a blank search matches all. */
export function matchesSearch(item: Pick<MenuItem, "name" | "description">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle || item.name.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle)
  );
}

/** The dishes of a category ("all" for every one) that match the search. */
export function filterDishes<T extends Pick<MenuItem, "name" | "description" | "category">>(
  items: readonly T[],
  category: "all" | MenuCategory,
  search: string,
): T[] {
  return items.filter((i) => (category === "all" || i.category === category) && matchesSearch(i, search));
}
