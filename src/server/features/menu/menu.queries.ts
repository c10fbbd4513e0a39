import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Allergen } from "@shared/menu/allergens";
import type { MenuCategory } from "@shared/menu/categories";
import type { OptionGroup } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { isSoldOutOn } from "@shared/menu/sold-out";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { menuItems, menuOptionChoices, menuOptionGroups } from "../../db/schema";

type MenuItemRow = typeof menuItems.$inferSelect;

/** Whether a dish can be ordered at an instant: on its London day (src/shared/menu/sold-out.ts). */
export function isMenuItemSoldOut(
  row: Pick<MenuItemRow, "isAvailable" | "soldOutUntil">,
  now: Date,
): boolean {
  return isSoldOutOn(row, getLondonMoment(now).date);
}

export function toMenuItem(row: MenuItemRow, now: Date, optionGroups: OptionGroup[] = []): MenuItem {
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
    optionGroups,
  };
}

const linkedDish = alias(menuItems, "linked_dish");

/**
 * The option groups of these dishes (all dishes when ids is omitted), by dish id, in staff's order.
 * A choice that is another dish is sold out whenever that dish is.
 */
export async function loadOptionGroups(
  db: Db,
  now: Date,
  menuItemIds?: readonly number[],
): Promise<Map<number, OptionGroup[]>> {
  const byDish = new Map<number, OptionGroup[]>();
  if (menuItemIds && menuItemIds.length === 0) return byDish;
  const groups = await db
    .select()
    .from(menuOptionGroups)
    .where(menuItemIds ? inArray(menuOptionGroups.menuItemId, [...menuItemIds]) : undefined)
    .orderBy(asc(menuOptionGroups.orderIndex), asc(menuOptionGroups.id));
  if (groups.length === 0) return byDish;
  const choices = await db
    .select({
      choice: menuOptionChoices,
      linked: { isAvailable: linkedDish.isAvailable, soldOutUntil: linkedDish.soldOutUntil },
    })
    .from(menuOptionChoices)
    .leftJoin(linkedDish, eq(linkedDish.id, menuOptionChoices.linkedMenuItemId))
    .where(
      inArray(
        menuOptionChoices.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(menuOptionChoices.orderIndex), asc(menuOptionChoices.id));
  const byGroup = new Map<number, OptionGroup>();
  for (const g of groups) {
    const group: OptionGroup = {
      id: g.id,
      name: g.name,
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      allowRepeats: g.allowRepeats,
      choices: [],
    };
    byGroup.set(g.id, group);
    const list = byDish.get(g.menuItemId) ?? [];
    list.push(group);
    byDish.set(g.menuItemId, list);
  }
  for (const { choice, linked } of choices) {
    const linkedSoldOut =
      linked?.isAvailable != null &&
      isMenuItemSoldOut({ isAvailable: linked.isAvailable, soldOutUntil: linked.soldOutUntil }, now);
    byGroup.get(choice.groupId)?.choices.push({
      id: choice.id,
      name: choice.name,
      priceDeltaPence: choice.priceDeltaPence,
      linkedMenuItemId: choice.linkedMenuItemId,
      isAvailable: choice.isAvailable,
      // The same rule as a dish's: the lasting switch, then 'sold out today' from the board.
      isSoldOut: isMenuItemSoldOut(choice, now) || linkedSoldOut,
    });
  }
  return byDish;
}

export async function listMenuItems(db: Db, now: Date, category?: MenuCategory): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(category ? eq(menuItems.category, category) : undefined)
    .orderBy(asc(menuItems.orderIndex), asc(menuItems.id));
  const groups = await loadOptionGroups(db, now, category ? rows.map((r) => r.id) : undefined);
  return rows.map((row) => toMenuItem(row, now, groups.get(row.id) ?? []));
}
