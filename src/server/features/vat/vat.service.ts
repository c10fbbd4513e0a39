/**
 * VAT on what the restaurant sells (issue 40, docs/decisions/0047): the registration the books read,
 * the owner's rates per dish and choice, and each order's VAT stored once when it is placed. The
 * arithmetic is src/shared/vat (pure, property-tested); this file only reads and writes rows.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { MENU_CATEGORIES } from "@shared/menu/categories";
import {
  DELIVERY_FEE_PART,
  formatVatRate,
  orderVat,
  sumByRate,
  VAT_RATES,
  type VatByRate,
  vatOnFee,
} from "@shared/vat/vat";
import type { VatDishRates, VatRegistration, VatRegistrationInputSchema } from "@shared/vat/vat.schema";
import {
  CATEGORY_VAT_DEFAULTS,
  defaultRateForCategory,
  HMRC_FOOD_RULE,
  type VatOrderItem,
  vatParts,
} from "@shared/vat/vat-rates";
import type { Db, DbOrTx, DbTransaction } from "../../db/client";
import {
  menuChoiceVatRates,
  menuItems,
  menuItemVatRates,
  menuOptionChoices,
  menuOptionGroups,
  orderVatLines,
  restaurantDetails,
  vatSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

const NOT_REGISTERED: VatRegistration = {
  registered: false,
  vatNumber: null,
  stagger: 1,
  basis: "accrual",
  deliveryFeeRateBasisPoints: VAT_RATES.standard,
};

/**
 * The restaurant's VAT registration: registered or not, its VAT number, its quarters' stagger and
 * its accounting basis. The ONE place the books read it. The VAT number is part of the restaurant's
 * legal details (restaurant_details, decision 0042) and is kept only there; the rest is vat_settings.
 */
export async function readVatRegistration(db: DbOrTx): Promise<VatRegistration> {
  const [[row], [details]] = await Promise.all([
    db.select().from(vatSettings).where(eq(vatSettings.id, 1)),
    db.select({ vatNumber: restaurantDetails.vatNumber }).from(restaurantDetails).limit(1),
  ]);
  const vatNumber = details?.vatNumber || null;
  if (!row) return { ...NOT_REGISTERED, vatNumber };
  return {
    registered: row.registered,
    vatNumber,
    stagger: row.stagger,
    basis: row.basis === "cash" ? "cash" : "accrual",
    deliveryFeeRateBasisPoints: row.deliveryFeeRateBasisPoints,
  };
}

export async function saveVatRegistration(
  db: Db,
  input: z.output<typeof VatRegistrationInputSchema>,
  actor: AuditActor,
): Promise<VatRegistration> {
  return db.transaction(async (tx) => {
    const before = await readVatRegistration(tx);
    const { vatNumber, ...settings } = input;
    // The number is the restaurant's legal detail: written there, so the details tab and this one agree.
    if ((vatNumber ?? null) !== before.vatNumber) {
      const changed = await tx
        .update(restaurantDetails)
        .set({ vatNumber: vatNumber ?? "", updatedAt: actor.at })
        .returning({ vatNumber: restaurantDetails.vatNumber });
      if (changed.length === 0)
        throw new HttpError(409, "Enter the restaurant's details first: the VAT number is kept with them");
    }
    await tx
      .insert(vatSettings)
      .values({ id: 1, ...settings, updatedAt: actor.at })
      .onConflictDoUpdate({ target: vatSettings.id, set: { ...settings, updatedAt: actor.at } });
    const after = await readVatRegistration(tx);
    await writeAudit(tx, {
      actor,
      kind: "settings.changed",
      before: auditRecord(before),
      after: auditRecord(after),
    });
    return after;
  });
}

const auditRecord = (r: VatRegistration) => ({
  vatRegistered: r.registered,
  vatNumber: r.vatNumber,
  vatStagger: r.stagger,
  vatBasis: r.basis,
  vatDeliveryFeeRate: formatVatRate(r.deliveryFeeRateBasisPoints),
});

/* ------------------------------------------------------------------ rates per dish and choice */

/** Every dish with its rate (the owner's or its category's) and its choices' rates. */
export async function listVatRates(db: Db): Promise<VatDishRates> {
  const [dishes, dishRates, choices, choiceRates] = await Promise.all([
    db
      .select({
        id: menuItems.id,
        name: menuItems.name,
        category: menuItems.category,
        pricePence: menuItems.pricePence,
        orderIndex: menuItems.orderIndex,
      })
      .from(menuItems)
      .orderBy(asc(menuItems.orderIndex), asc(menuItems.id)),
    db.select().from(menuItemVatRates),
    db
      .select({
        id: menuOptionChoices.id,
        menuItemId: menuOptionGroups.menuItemId,
        group: menuOptionGroups.name,
        name: menuOptionChoices.name,
        priceDeltaPence: menuOptionChoices.priceDeltaPence,
      })
      .from(menuOptionChoices)
      .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptionChoices.groupId))
      .orderBy(
        asc(menuOptionGroups.orderIndex),
        asc(menuOptionChoices.orderIndex),
        asc(menuOptionChoices.id),
      ),
    db.select().from(menuChoiceVatRates),
  ]);
  const dishRate = new Map(dishRates.map((r) => [r.menuItemId, r.rateBasisPoints]));
  const choiceRate = new Map(choiceRates.map((r) => [r.choiceId, r.rateBasisPoints]));
  const categoryOrder = (c: string) => {
    const i = (MENU_CATEGORIES as readonly string[]).indexOf(c);
    return i < 0 ? MENU_CATEGORIES.length : i;
  };
  return {
    rule: HMRC_FOOD_RULE,
    dishes: dishes
      .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category))
      .map((d) => ({
        menuItemId: d.id,
        name: d.name,
        category: d.category,
        pricePence: d.pricePence,
        defaultRateBasisPoints: defaultRateForCategory(d.category),
        defaultNote:
          (CATEGORY_VAT_DEFAULTS as Record<string, { note: string } | undefined>)[d.category]?.note ??
          "Standard rate",
        rateBasisPoints: dishRate.get(d.id) ?? null,
        choices: choices
          .filter((c) => c.menuItemId === d.id)
          .map((c) => ({
            choiceId: c.id,
            group: c.group,
            name: c.name,
            priceDeltaPence: c.priceDeltaPence,
            rateBasisPoints: choiceRate.get(c.id) ?? null,
          })),
      })),
  };
}

const rateWords = (rate: number | null) => (rate === null ? "default" : `${rate / 100}%`);

export async function setDishVatRate(
  db: Db,
  menuItemId: number,
  rate: number | null,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [dish] = await tx.select().from(menuItems).where(eq(menuItems.id, menuItemId));
    if (!dish) throw new HttpError(404, "Dish not found");
    const [before] = await tx
      .select()
      .from(menuItemVatRates)
      .where(eq(menuItemVatRates.menuItemId, menuItemId));
    if (rate === null) {
      await tx.delete(menuItemVatRates).where(eq(menuItemVatRates.menuItemId, menuItemId));
    } else {
      await tx
        .insert(menuItemVatRates)
        .values({ menuItemId, rateBasisPoints: rate })
        .onConflictDoUpdate({ target: menuItemVatRates.menuItemId, set: { rateBasisPoints: rate } });
    }
    await writeAudit(tx, {
      actor,
      kind: "dish.changed",
      subject: dish.name,
      entityId: menuItemId,
      before: { vatRate: rateWords(before?.rateBasisPoints ?? null) },
      after: { vatRate: rateWords(rate) },
    });
  });
}

export async function setChoiceVatRate(
  db: Db,
  choiceId: number,
  rate: number | null,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [choice] = await tx
      .select({ name: menuOptionChoices.name, dish: menuItems.name, dishId: menuItems.id })
      .from(menuOptionChoices)
      .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptionChoices.groupId))
      .innerJoin(menuItems, eq(menuItems.id, menuOptionGroups.menuItemId))
      .where(eq(menuOptionChoices.id, choiceId));
    if (!choice) throw new HttpError(404, "Choice not found");
    const [before] = await tx
      .select()
      .from(menuChoiceVatRates)
      .where(eq(menuChoiceVatRates.choiceId, choiceId));
    if (rate === null) {
      await tx.delete(menuChoiceVatRates).where(eq(menuChoiceVatRates.choiceId, choiceId));
    } else {
      await tx
        .insert(menuChoiceVatRates)
        .values({ choiceId, rateBasisPoints: rate })
        .onConflictDoUpdate({ target: menuChoiceVatRates.choiceId, set: { rateBasisPoints: rate } });
    }
    await writeAudit(tx, {
      actor,
      kind: "dish.changed",
      subject: `${choice.dish} (${choice.name})`,
      entityId: choice.dishId,
      before: { vatRate: rateWords(before?.rateBasisPoints ?? null) },
      after: { vatRate: rateWords(rate) },
    });
  });
}

/* ------------------------------------------------------------------ each order's VAT */

/**
 * Stores a just-placed order's VAT part by part, inside the transaction that places it: the rates of
 * this moment, the order's discounts (promotions and points: subtotal less total) shared across its
 * parts. A restaurant not registered for VAT charges none, so its orders' parts carry 0%.
 */
export async function recordOrderVat(
  tx: DbTransaction,
  order: {
    id: number;
    items: readonly VatOrderItem[];
    subtotalPence: number;
    totalPence: number;
    /** Part of totalPence (issue 35): its own line at the standard rate, not a negative discount. */
    deliveryFeePence?: number;
  },
): Promise<void> {
  const registration = await readVatRegistration(tx);
  const feePence = order.deliveryFeePence ?? 0;
  const dishIds = [...new Set(order.items.map((i) => i.id))];
  const choiceIds = [...new Set(order.items.flatMap((i) => (i.options ?? []).map((o) => o.choiceId)))];
  const [dishRates, choiceRates] = await Promise.all([
    dishIds.length
      ? tx.select().from(menuItemVatRates).where(inArray(menuItemVatRates.menuItemId, dishIds))
      : [],
    choiceIds.length
      ? tx.select().from(menuChoiceVatRates).where(inArray(menuChoiceVatRates.choiceId, choiceIds))
      : [],
  ]);
  const dish = new Map(dishRates.map((r) => [r.menuItemId, r.rateBasisPoints]));
  const choice = new Map(choiceRates.map((r) => [r.choiceId, r.rateBasisPoints]));
  const parts = vatParts(order.items, {
    dish: (id) => (registration.registered ? dish.get(id) : 0),
    choice: (id) => (registration.registered ? choice.get(id) : undefined),
  });
  const vat = orderVat(parts, order.subtotalPence - (order.totalPence - feePence));
  if (parts.length === 0) return;
  // A delivery fee follows the food it carries in HMRC's eyes: standard for a hot-food takeaway,
  // the owner's setting otherwise (a cold-food shop's may be zero).
  const feeRate = registration.registered ? registration.deliveryFeeRateBasisPoints : 0;
  const feeLine =
    feePence > 0
      ? [
          {
            orderId: order.id,
            partKey: DELIVERY_FEE_PART,
            menuItemId: null,
            choiceId: null,
            name: "Delivery",
            rateBasisPoints: feeRate,
            grossPence: feePence,
            discountPence: 0,
            paidPence: feePence,
            vatPence: vatOnFee(feePence, feeRate),
          },
        ]
      : [];
  await tx.insert(orderVatLines).values([
    ...parts.map((p, i) => {
      const line = vat.lines[i];
      return {
        orderId: order.id,
        partKey: p.key,
        menuItemId: p.menuItemId,
        choiceId: p.choiceId,
        name: p.name,
        rateBasisPoints: p.rateBasisPoints,
        grossPence: line?.grossPence ?? 0,
        discountPence: line?.discountPence ?? 0,
        paidPence: line?.paidPence ?? 0,
        vatPence: line?.vatPence ?? 0,
      };
    }),
    ...feeLine,
  ]);
}

export interface StoredOrderVat {
  lines: (typeof orderVatLines.$inferSelect)[];
  byRate: VatByRate[];
  vatPence: number;
}

/** An order's stored VAT (no lines: an order from before VAT was kept). */
export async function loadOrderVat(db: DbOrTx, orderId: number): Promise<StoredOrderVat> {
  const lines = await db
    .select()
    .from(orderVatLines)
    .where(eq(orderVatLines.orderId, orderId))
    .orderBy(asc(orderVatLines.id));
  const byRate = sumByRate(lines);
  return { lines, byRate, vatPence: byRate.reduce((n, r) => n + r.vatPence, 0) };
}
