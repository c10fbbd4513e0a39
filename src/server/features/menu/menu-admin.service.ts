import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { MenuItemInputSchema, MenuItemPatchSchema } from "../../../shared/admin/admin-menu.schema";
import type { DishOptionsInputSchema, OptionGroup } from "../../../shared/menu/dish-options";
import type { MenuItem } from "../../../shared/menu/menu.schema";
import { parsePounds } from "../../../shared/money";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import { getNextOpeningDate } from "../../../shared/opening-hours/next-opening-day";
import type { Db } from "../../db/client";
import { images, menuItems, menuOptionChoices, menuOptionGroups, menuPdfs } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { encodeImageSizes } from "../../lib/uploads";
import { loadOptionGroups, toMenuItem } from "../menu/menu.queries";
import { loadHoursData } from "../opening-hours/opening-hours.queries";

type Input = ReturnType<typeof MenuItemInputSchema.parse>;

function toColumns(input: Partial<Input>) {
  const { price, ...rest } = input;
  return {
    ...rest,
    ...(price !== undefined ? { pricePence: parsePounds(price) ?? 0 } : {}),
  };
}

export async function createMenuItem(db: Db, input: Input, now: Date): Promise<MenuItem> {
  const [row] = await db
    .insert(menuItems)
    .values({
      ...toColumns(input),
      name: input.name,
      category: input.category,
      pricePence: parsePounds(input.price) ?? 0,
      // A new dish goes to the end of the menu unless staff chose a place.
      orderIndex:
        input.orderIndex ?? sql`(select coalesce(max(${menuItems.orderIndex}), -1) + 1 from ${menuItems})`,
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toMenuItem(row, now);
}

export async function updateMenuItem(
  db: Db,
  id: number,
  patch: ReturnType<typeof MenuItemPatchSchema.parse>,
  now: Date,
): Promise<MenuItem> {
  const { soldOutToday, ...fields } = patch;
  let soldOutUntil: string | null | undefined;
  if (soldOutToday === true) {
    soldOutUntil = getNextOpeningDate(getLondonMoment(now).date, await loadHoursData(db));
  } else if (soldOutToday === false) {
    soldOutUntil = null;
  }
  const [row] = await db
    .update(menuItems)
    .set({
      ...toColumns(fields),
      ...(soldOutUntil !== undefined ? { soldOutUntil } : {}),
      updatedAt: now,
    })
    .where(eq(menuItems.id, id))
    .returning();
  if (!row) throw new HttpError(404, "Menu item not found");
  return toMenuItem(row, now, (await loadOptionGroups(db, now, [row.id])).get(row.id) ?? []);
}

export async function deleteMenuItem(db: Db, id: number): Promise<void> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
  if (rows.length === 0) throw new HttpError(404, "Menu item not found");
}

/** Sets orderIndex to each id's position in the list, in one transaction. */
export async function reorderMenuItems(db: Db, ids: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx.update(menuItems).set({ orderIndex: index, updatedAt: now }).where(eq(menuItems.id, id));
    }
  });
}

export async function storeImage(db: Db, bytes: Buffer) {
  let encoded: Awaited<ReturnType<typeof encodeImageSizes>>;
  try {
    encoded = await encodeImageSizes(bytes);
  } catch {
    throw new HttpError(400, "The image could not be read. Please upload a JPEG, PNG or WebP photo.");
  }
  const groupId = randomUUID();
  // `width` is the size's name in its URL; a small original is stored unenlarged under each name.
  await db.insert(images).values(
    encoded.map(({ nominalWidth, image }) => ({
      groupId,
      width: nominalWidth,
      height: image.height,
      mimeType: "image/webp",
      byteSize: image.data.length,
      data: image.data,
    })),
  );
  const sizes = encoded.map(({ nominalWidth }) => ({
    width: nominalWidth,
    url: `/api/images/${groupId}/${nominalWidth}.webp`,
  }));
  const largest = sizes.at(-1);
  if (!largest) throw new Error("no sizes");
  return {
    imageUrl: largest.url,
    imageData: groupId,
    imageMimeType: "image/webp" as const,
    srcset: sizes.map((s) => `${s.url} ${s.width}w`).join(", "),
    sizes,
  };
}

export async function storeMenuPdf(db: Db, fileName: string, bytes: Buffer, now: Date) {
  await db.insert(menuPdfs).values({ fileName, byteSize: bytes.length, data: bytes, uploadedAt: now });
}

type DishOptions = ReturnType<typeof DishOptionsInputSchema.parse>;

/** A dish's option groups as staff edit them (404 for an unknown dish). */
export async function getDishOptions(db: Db, menuItemId: number, now: Date): Promise<OptionGroup[]> {
  const [dish] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.id, menuItemId));
  if (!dish) throw new HttpError(404, "Menu item not found");
  return (await loadOptionGroups(db, now, [menuItemId])).get(menuItemId) ?? [];
}

/**
 * Saves a dish's whole set of option groups in one transaction: groups and choices sent with an id
 * are kept (so carts holding them stay valid), new ones are added, the rest removed. Placed orders
 * keep their own copy of what was chosen, so removing a choice never changes one.
 */
export async function saveDishOptions(
  db: Db,
  menuItemId: number,
  input: DishOptions,
  now: Date,
): Promise<OptionGroup[]> {
  await db.transaction(async (tx) => {
    const [dish] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.id, menuItemId))
      .for("update");
    if (!dish) throw new HttpError(404, "Menu item not found");

    const linkedIds = [
      ...new Set(
        input.groups.flatMap((g) =>
          g.choices.flatMap((c) => (c.linkedMenuItemId ? [c.linkedMenuItemId] : [])),
        ),
      ),
    ];
    if (linkedIds.includes(menuItemId)) throw new HttpError(400, "A dish cannot be a choice of itself");
    if (linkedIds.length > 0) {
      const found = await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(inArray(menuItems.id, linkedIds));
      const missing = linkedIds.find((id) => !found.some((f) => f.id === id));
      if (missing !== undefined) throw new HttpError(400, `Dish ${missing} is not on the menu`);
    }

    const existingGroups = await tx
      .select({ id: menuOptionGroups.id })
      .from(menuOptionGroups)
      .where(eq(menuOptionGroups.menuItemId, menuItemId));
    const groupIds = new Set(existingGroups.map((g) => g.id));
    const existingChoices =
      groupIds.size === 0
        ? []
        : await tx
            .select({ id: menuOptionChoices.id, groupId: menuOptionChoices.groupId })
            .from(menuOptionChoices)
            .where(inArray(menuOptionChoices.groupId, [...groupIds]));
    const choiceGroup = new Map(existingChoices.map((c) => [c.id, c.groupId]));

    const keptGroups = new Set<number>();
    const keptChoices = new Set<number>();
    for (const group of input.groups) {
      if (group.id !== undefined) {
        if (!groupIds.has(group.id) || keptGroups.has(group.id)) {
          throw new HttpError(400, `Option group ${group.id} is not one of this dish's groups`);
        }
        keptGroups.add(group.id);
      }
      for (const choice of group.choices) {
        if (choice.id === undefined) continue;
        if (choiceGroup.get(choice.id) !== group.id || keptChoices.has(choice.id)) {
          throw new HttpError(400, `Choice ${choice.id} is not one of the group ${group.name}'s choices`);
        }
        keptChoices.add(choice.id);
      }
    }

    const removedGroups = [...groupIds].filter((id) => !keptGroups.has(id));
    if (removedGroups.length > 0)
      await tx.delete(menuOptionGroups).where(inArray(menuOptionGroups.id, removedGroups));
    const removedChoices = existingChoices.filter((c) => !keptChoices.has(c.id) && keptGroups.has(c.groupId));
    if (removedChoices.length > 0) {
      await tx.delete(menuOptionChoices).where(
        inArray(
          menuOptionChoices.id,
          removedChoices.map((c) => c.id),
        ),
      );
    }

    for (const [groupIndex, group] of input.groups.entries()) {
      const groupValues = {
        name: group.name,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        allowRepeats: group.allowRepeats,
        orderIndex: groupIndex,
      };
      let groupId: number;
      if (group.id !== undefined) {
        groupId = group.id;
        await tx.update(menuOptionGroups).set(groupValues).where(eq(menuOptionGroups.id, groupId));
      } else {
        const [row] = await tx
          .insert(menuOptionGroups)
          .values({ ...groupValues, menuItemId })
          .returning({ id: menuOptionGroups.id });
        if (!row) throw new Error("insert returned nothing");
        groupId = row.id;
      }
      for (const [choiceIndex, choice] of group.choices.entries()) {
        const choiceValues = {
          name: choice.name,
          priceDeltaPence: choice.priceDeltaPence,
          linkedMenuItemId: choice.linkedMenuItemId,
          isAvailable: choice.isAvailable,
          orderIndex: choiceIndex,
        };
        if (choice.id !== undefined) {
          await tx.update(menuOptionChoices).set(choiceValues).where(eq(menuOptionChoices.id, choice.id));
        } else {
          await tx.insert(menuOptionChoices).values({ ...choiceValues, groupId });
        }
      }
    }
    // Changing a dish's options is an edit of the dish.
    await tx.update(menuItems).set({ updatedAt: now }).where(eq(menuItems.id, menuItemId));
  });
  return getDishOptions(db, menuItemId, now);
}
