import { eq, inArray, sql } from "drizzle-orm";
import type { DishOptionsInputSchema, OptionGroup } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import type {
  MenuAvailability,
  MenuItemInputSchema,
  MenuItemPatchSchema,
} from "@shared/menu/menu-admin.schema";
import { parsePounds } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { getNextOpeningDate } from "@shared/opening-hours/next-opening-day";
import type { Db, DbOrTx } from "../../db/client";
import { menuItems, menuOptionChoices, menuOptionGroups } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { deleteAudited, insertAudited } from "../audit-log/audited-rows.service";
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

type MenuItemRow = typeof menuItems.$inferSelect;

/** A dish as the audit log keeps it: what the owner edits (sale state is recorded on its own). */
function toDishRecord(row: MenuItemRow) {
  return {
    name: row.name,
    description: row.description,
    pricePence: row.pricePence,
    category: row.category,
    isVegetarian: row.isVegetarian,
    isNonVegetarian: row.isNonVegetarian,
    isSpicy: row.isSpicy,
    allergens: row.allergens,
    image: row.image,
  };
}

export async function createMenuItem(db: Db, input: Input, actor: AuditActor): Promise<MenuItem> {
  const dish = {
    ...toColumns(input),
    name: input.name,
    category: input.category,
    pricePence: parsePounds(input.price) ?? 0,
    // A new dish goes to the end of the menu unless staff chose a place.
    orderIndex:
      input.orderIndex ?? sql`(select coalesce(max(${menuItems.orderIndex}), -1) + 1 from ${menuItems})`,
  };
  const row = await insertAudited(db, actor, menuItems, dish, (added) => ({
    kind: "dish.added",
    subject: added.name,
    after: toDishRecord(added),
  }));
  return toMenuItem(row, actor.at);
}

/**
 * What 'sold out today' (true) or 'back on' (false) stores: sold out until the next opening day, so
 * a dish the kitchen ran out of is back on tomorrow without anyone remembering; undefined: no change.
 */
async function soldOutUntilFor(
  tx: DbOrTx,
  soldOutToday: boolean | undefined,
  now: Date,
): Promise<string | null | undefined> {
  if (soldOutToday === undefined) return undefined;
  if (!soldOutToday) return null;
  return getNextOpeningDate(getLondonMoment(now).date, await loadHoursData(tx));
}

/**
 * An owner's edit, or staff's sold-out and availability switches (the same patch, narrowed by the
 * staff route's schema). The sale state and the other fields are audited as separate entries.
 */
export async function updateMenuItem(
  db: Db,
  id: number,
  patch: ReturnType<typeof MenuItemPatchSchema.parse>,
  actor: AuditActor,
): Promise<MenuItem> {
  const now = actor.at;
  const { soldOutToday, ...fields } = patch;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for("update");
    if (!before) throw new HttpError(404, "Menu item not found");
    const soldOutUntil = await soldOutUntilFor(tx, soldOutToday, now);
    const [after] = await tx
      .update(menuItems)
      .set({
        ...toColumns(fields),
        ...(soldOutUntil !== undefined ? { soldOutUntil } : {}),
        updatedAt: now,
      })
      .where(eq(menuItems.id, id))
      .returning();
    if (!after) throw new HttpError(404, "Menu item not found");
    const sale = (r: MenuItemRow) => ({ soldOutUntil: r.soldOutUntil, isAvailable: r.isAvailable });
    // A switch tapped into the state it was already in changes nothing: no entry.
    if (JSON.stringify(sale(before)) !== JSON.stringify(sale(after))) {
      await writeAudit(tx, {
        actor,
        kind: "dish.availability",
        subject: after.name,
        entityId: after.id,
        before: sale(before),
        after: sale(after),
      });
    }
    const { isAvailable: _isAvailable, ...edited } = fields;
    if (Object.values(edited).some((v) => v !== undefined)) {
      await writeAudit(tx, {
        actor,
        kind: "dish.changed",
        subject: before.name,
        entityId: after.id,
        before: toDishRecord(before),
        after: toDishRecord(after),
      });
    }
    return after;
  });
  return toMenuItem(row, now, (await loadOptionGroups(db, now, [row.id])).get(row.id) ?? []);
}

export async function deleteMenuItem(db: Db, id: number, actor: AuditActor): Promise<void> {
  await deleteAudited(db, actor, menuItems, id, "Menu item not found", (dish) => ({
    kind: "dish.removed",
    subject: dish.name,
    before: toDishRecord(dish),
  }));
}

/** Sets orderIndex to each id's position in the list, in one transaction. */
export async function reorderMenuItems(db: Db, ids: number[], actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx.update(menuItems).set({ orderIndex: index, updatedAt: actor.at }).where(eq(menuItems.id, id));
    }
    await writeAudit(tx, { actor, kind: "menu.reordered" });
  });
}

/**
 * Staff's sold-out switches for one of a dish's choices (the board's 86 list): 'sold out today' and
 * the lasting switch, audited as the dish's sale state is ("Butter Chicken: Papad"). Answers the
 * dish with its choices as diners now see them (404 for an unknown choice).
 */
export async function updateChoiceAvailability(
  db: Db,
  choiceId: number,
  patch: MenuAvailability,
  actor: AuditActor,
): Promise<MenuItem> {
  const now = actor.at;
  const dishId = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ choice: menuOptionChoices, dishId: menuItems.id, dishName: menuItems.name })
      .from(menuOptionChoices)
      .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptionChoices.groupId))
      .innerJoin(menuItems, eq(menuItems.id, menuOptionGroups.menuItemId))
      .where(eq(menuOptionChoices.id, choiceId))
      .for("update", { of: menuOptionChoices });
    if (!before) throw new HttpError(404, "Choice not found");
    const soldOutUntil = await soldOutUntilFor(tx, patch.soldOutToday, now);
    const [after] = await tx
      .update(menuOptionChoices)
      .set({
        ...(patch.isAvailable !== undefined ? { isAvailable: patch.isAvailable } : {}),
        ...(soldOutUntil !== undefined ? { soldOutUntil } : {}),
      })
      .where(eq(menuOptionChoices.id, choiceId))
      .returning();
    if (!after) throw new HttpError(404, "Choice not found");
    const sale = (c: typeof after) => ({ soldOutUntil: c.soldOutUntil, isAvailable: c.isAvailable });
    if (JSON.stringify(sale(before.choice)) !== JSON.stringify(sale(after))) {
      await writeAudit(tx, {
        actor,
        kind: "dish.availability",
        subject: `${before.dishName}: ${after.name}`,
        entityId: before.dishId,
        before: sale(before.choice),
        after: sale(after),
      });
    }
    return before.dishId;
  });
  const [dish] = await db.select().from(menuItems).where(eq(menuItems.id, dishId));
  if (!dish) throw new HttpError(404, "Menu item not found");
  return toMenuItem(dish, now, (await loadOptionGroups(db, now, [dishId])).get(dishId) ?? []);
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
  actor: AuditActor,
): Promise<OptionGroup[]> {
  const now = actor.at;
  await db.transaction(async (tx) => {
    const [dish] = await tx
      .select({ id: menuItems.id, name: menuItems.name })
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
      .select({ id: menuOptionGroups.id, name: menuOptionGroups.name })
      .from(menuOptionGroups)
      .where(eq(menuOptionGroups.menuItemId, menuItemId))
      .orderBy(menuOptionGroups.orderIndex);
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

    // The parsed input holds exactly the columns (zod drops unknown keys), so the rest is the row.
    for (const [groupIndex, { id, choices, ...group }] of input.groups.entries()) {
      const groupValues = { ...group, orderIndex: groupIndex };
      let groupId: number;
      if (id !== undefined) {
        groupId = id;
        await tx.update(menuOptionGroups).set(groupValues).where(eq(menuOptionGroups.id, groupId));
      } else {
        const [row] = await tx
          .insert(menuOptionGroups)
          .values({ ...groupValues, menuItemId })
          .returning({ id: menuOptionGroups.id });
        if (!row) throw new Error("insert returned nothing");
        groupId = row.id;
      }
      for (const [choiceIndex, { id: choiceId, ...choice }] of choices.entries()) {
        const choiceValues = { ...choice, orderIndex: choiceIndex };
        if (choiceId !== undefined) {
          await tx.update(menuOptionChoices).set(choiceValues).where(eq(menuOptionChoices.id, choiceId));
        } else {
          await tx.insert(menuOptionChoices).values({ ...choiceValues, groupId });
        }
      }
    }
    // Changing a dish's options is an edit of the dish.
    await tx.update(menuItems).set({ updatedAt: now }).where(eq(menuItems.id, menuItemId));
    await writeAudit(tx, {
      actor,
      kind: "dish.options",
      subject: dish.name,
      entityId: dish.id,
      before: { groups: existingGroups.map((g) => g.name) },
      after: { groups: input.groups.map((g) => g.name) },
    });
  });
  return getDishOptions(db, menuItemId, now);
}
