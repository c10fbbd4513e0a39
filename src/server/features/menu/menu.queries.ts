import { asc, eq } from "drizzle-orm";
import type { Allergen } from "../../../shared/menu/allergens";
import type { MenuCategory } from "../../../shared/menu/categories";
import type { MenuItem } from "../../../shared/menu/menu.schema";
import { formatPence } from "../../../shared/money";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { menuItems } from "../../db/schema";

type MenuItemRow = typeof menuItems.$inferSelect;

/** Whether a dish can be ordered at an instant: the lasting switch and 'sold out today'. */
export function isMenuItemSoldOut(
  row: Pick<MenuItemRow, "isAvailable" | "soldOutUntil">,
  now: Date,
): boolean {
  if (!row.isAvailable) return true;
  return row.soldOutUntil !== null && getLondonMoment(now).date < row.soldOutUntil;
}

export function toMenuItem(row: MenuItemRow, now: Date): MenuItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: formatPence(row.pricePence),
    pricePence: row.pricePence,
    category: row.category as MenuCategory,
    image: row.image,
    isVegetarian: row.isVegetarian,
    isNonVegetarian: row.isNonVegetarian,
    isSpicy: row.isSpicy,
    allergens: row.allergens as Allergen[],
    isAvailable: row.isAvailable,
    soldOutUntil: row.soldOutUntil,
    isSoldOut: isMenuItemSoldOut(row, now),
    orderIndex: row.orderIndex,
  };
}

export async function listMenuItems(db: Db, now: Date, category?: MenuCategory): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(category ? eq(menuItems.category, category) : undefined)
    .orderBy(asc(menuItems.orderIndex), asc(menuItems.id));
  return rows.map((row) => toMenuItem(row, now));
}
