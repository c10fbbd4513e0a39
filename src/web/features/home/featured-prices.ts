import type { MenuItem } from "@shared/menu/menu.schema";
import { formatPence } from "@shared/money";
import type { FeaturedEntry } from "@shared/site-content/site-content.schema";

/** A featured card as the page draws it: every word and price from the menu (or the owner's title). */
export interface FeaturedCard {
  title: string;
  price: string;
  text: string;
}

/** "A, B and C". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * A featured card from the owner's choice (Site content), priced and worded from the menu: a dish's
 * own name, price and description, or a category's lowest price ("from £…") and its first dishes by
 * name followed by the owner's note (issue 21: a card named lamb chops, which the menu did not have).
 * Null when the menu no longer has the dish or anything in the category: the card is not shown.
 */
export function getFeaturedCard(
  menu: readonly MenuItem[],
  entry: FeaturedEntry,
  count = 3,
): FeaturedCard | null {
  if (entry.kind === "dish") {
    const dish = menu.find((item) => item.id === entry.menuItemId);
    return dish ? { title: dish.name, price: formatPence(dish.pricePence), text: dish.description } : null;
  }
  const dishes = menu.filter((item) => item.category === entry.category);
  if (dishes.length === 0) return null;
  return {
    title: entry.title,
    price: `from ${formatPence(Math.min(...dishes.map((d) => d.pricePence)))}`,
    text: `${listNames(dishes.slice(0, count).map((d) => d.name))}${entry.note}`,
  };
}
