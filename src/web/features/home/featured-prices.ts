import type { MenuCategory } from "../../../shared/menu/categories";
import type { MenuItem } from "../../../shared/menu/menu.schema";
import { formatPence } from "../../../shared/money";

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
