import type { MenuCategory } from "@shared/menu/categories";
import type { MenuItem } from "@shared/menu/menu.schema";
import { formatPence } from "@shared/money";

/** A featured card's price: one dish's own price, or the lowest price in a category ("from £…"). */
export type FeaturedPriceSource = { dish: string } | { category: MenuCategory };

/** The price line a featured card states, read from the menu; null when the menu has no such dish. */
export function getFeaturedPrice(menu: readonly MenuItem[], source: FeaturedPriceSource): string | null {
  if ("dish" in source) {
    const dish = menu.find((item) => item.name === source.dish);
    return dish ? formatPence(dish.pricePence) : null;
  }
  const prices = menu.filter((item) => item.category === source.category).map((item) => item.pricePence);
  return prices.length > 0 ? `from ${formatPence(Math.min(...prices))}` : null;
}

/** "A, B and C". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * A featured card's text, from the menu (issue 21: the tandoori card named lamb chops, which the
 * menu does not have): a dish's own description, or the first dishes of a category by name
 * followed by `after`; null when the menu has none.
 */
export function getFeaturedText(
  menu: readonly MenuItem[],
  source: FeaturedPriceSource,
  after: string,
  count = 3,
): string | null {
  if ("dish" in source) return menu.find((item) => item.name === source.dish)?.description ?? null;
  const names = menu.filter((item) => item.category === source.category).map((item) => item.name);
  return names.length > 0 ? `${listNames(names.slice(0, count))}${after}` : null;
}
