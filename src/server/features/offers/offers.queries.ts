import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import {
  type ActivePromotions,
  checkPromotionFields,
  type Offer,
  type PublicPromotion,
} from "@shared/offers/offer.schema";
import { CHANNEL_LABELS, type Promotion, type PromotionReward } from "@shared/offers/promotion";
import { COMBINING_RULE } from "@shared/offers/promotion-pricing";
import { rankAdvertisedPromotions } from "@shared/offers/promotion-ranking";
import { describeReward, describeTerms } from "@shared/offers/promotion-terms";
import {
  endsOnLondonDay,
  isPromotionRunning,
  promotionHoursChangeAt,
  runningPromotionsChangeAt,
} from "@shared/offers/promotion-window";
import { generateHeadline, offerWordsSource, trueWordsOrNull } from "@shared/offers/promotion-words";
import { endOfLondonDay } from "@shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { refuseDuplicate } from "../../lib/transactions";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { deleteAudited, insertAudited, updateAudited } from "../audit-log/audited-rows.service";

type OfferRow = typeof offers.$inferSelect;

function toOffer(row: OfferRow): Offer {
  const { createdAt: _createdAt, ...rest } = row;
  return { ...rest, validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString() };
}

export async function listOffers(db: Db): Promise<Offer[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.priority), asc(offers.id));
  return rows.map(toOffer);
}

type OfferColumns = Partial<Omit<typeof offers.$inferInsert, "validFrom" | "validTo">> & {
  validFrom?: string;
  validTo?: string;
};

function toColumns(input: OfferColumns) {
  const { validFrom, validTo, ...rest } = input;
  return {
    ...rest,
    ...(validFrom ? { validFrom: new Date(validFrom) } : {}),
    ...(validTo ? { validTo: new Date(validTo) } : {}),
  };
}

export async function createOffer(
  db: Db,
  input: Omit<OfferColumns, "title"> & {
    title: string;
    description: string;
    validFrom: string;
    validTo: string;
  },
  actor: AuditActor,
): Promise<Offer> {
  const values = toColumns(input) as typeof offers.$inferInsert;
  const row = await refuseDuplicate(duplicateCodeMessage(values.offerCode), () =>
    insertAudited(db, actor, offers, values, (offer) => ({
      kind: "offer.added",
      subject: offer.title,
      after: toOffer(offer),
    })),
  );
  return toOffer(row);
}

export async function updateOffer(
  db: Db,
  id: number,
  patch: OfferColumns,
  actor: AuditActor,
): Promise<Offer> {
  const columns = toColumns(patch);
  const row = await refuseDuplicate(duplicateCodeMessage(columns.offerCode), () =>
    updateAudited(db, actor, offers, id, "Offer not found", columns, offerChanged, (current) =>
      assertValidOffer({ ...current, ...columns }),
    ),
  );
  return toOffer(row);
}

/**
 * A code is one offer's, whatever its case (the unique index on lower(offer_code), decision 0038):
 * two offers with one code would let a one-use code be redeemed twice.
 */
function duplicateCodeMessage(code: string | null | undefined): string {
  return code
    ? `Another offer already has the code ${code}. Please choose a different code.`
    : "Another offer already has this code. Please choose a different code.";
}

/** 400 for an offer that would end before it starts, or whose reward the engine cannot give. */
function assertValidOffer(offer: OfferRow): void {
  if (offer.validTo <= offer.validFrom) throw new HttpError(400, "The offer must end after it starts");
  const problem = checkPromotionFields(offer);
  if (problem) throw new HttpError(400, problem.message);
}

function offerChanged(before: OfferRow, after: OfferRow) {
  return {
    kind: "offer.changed",
    subject: before.title,
    before: toOffer(before),
    after: toOffer(after),
  } as const;
}

export async function deleteOffer(db: Db, id: number, actor: AuditActor): Promise<void> {
  await deleteAudited(db, actor, offers, id, "Offer not found", (offer) => ({
    kind: "offer.removed",
    subject: offer.title,
    before: toOffer(offer),
  }));
}

/** The engine's reward; null for a deal the engine never prices (free delivery is by phone). */
function toReward(row: OfferRow): PromotionReward | null {
  switch (row.discountType) {
    case "percentage":
      return { kind: "percent_off", percent: row.discountValue, capPence: row.maxDiscountPence };
    case "fixed_amount":
      return { kind: "amount_off", amountPence: row.discountValue };
    case "free_item":
      return row.rewardCategory ? { kind: "free_item", category: row.rewardCategory } : null;
    case "bundle_price":
      return row.bundleSlots?.length
        ? { kind: "bundle_price", pricePence: row.discountValue, slots: row.bundleSlots }
        : null;
    default:
      return null;
  }
}

/**
 * The headline generated from the reward and conditions, and the staff's title and description
 * where their figures are the promotion's own (text stored before the rule may not be).
 */
function wordsOf(row: OfferRow): { headline: string; title: string; description: string } {
  const source = offerWordsSource(row);
  // With no figure to generate (a cake at the table), the staff's title is the headline.
  const headline = generateHeadline(source) ?? trueWordsOrNull(row.title, source) ?? "Special offer";
  return {
    headline,
    title: trueWordsOrNull(row.title, source) ?? headline,
    description: trueWordsOrNull(row.description, source) ?? "",
  };
}

/** A stored offer as the promotions engine reads it (null: not something the engine prices). */
export function toPromotion(row: OfferRow): Promotion | null {
  const reward = toReward(row);
  if (!reward) return null;
  return {
    id: row.id,
    // The name on the order's line: never a figure the promotion does not give.
    title: wordsOf(row).title,
    code: row.offerCode,
    isActive: row.isActive,
    // A deal with no reward the engine can price is never given online, whatever its channel says.
    channel: row.channel,
    priority: row.priority,
    usedCount: row.currentRedemptions,
    reward,
    conditions: toConditions(row),
  };
}

/** Every online promotion the engine may give (active and in its dates now; the engine checks the rest). */
export async function loadPromotions(db: Db, now: Date): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), lte(offers.validFrom, now), gt(offers.validTo, now)));
  return rows.map(toPromotion).filter((p): p is Promotion => p !== null);
}

/** The code's promotion whatever its state, so the diner hears why it does not apply. */
export async function findPromotionByCode(db: Db, code: string): Promise<Promotion | null> {
  const [row] = await db.select().from(offers).where(eq(offers.offerCode, code.trim().toUpperCase()));
  if (!row) return null;
  return toPromotion(row) ?? toOfflineShell(row);
}

export function toConditions(row: OfferRow): Promotion["conditions"] {
  return {
    minSpendPence: row.minOrderPence,
    categories: row.applicableCategories,
    menuItemIds: row.applicableMenuItemIds,
    daysOfWeek: row.daysOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    validFrom: row.validFrom,
    validTo: row.validTo,
    firstOrderOnly: row.firstOrderOnly,
    signedInOnly: row.signedInOnly,
    usesPerCustomer: row.usesPerCustomer,
    totalUses: row.maxRedemptions,
    birthdayWeek: row.birthdayWeek,
    collectionOnly: row.collectionOnly,
  };
}

/**
 * A deal the engine cannot price (free delivery, a cake at the table) as a promotion that is never
 * online: its code answers "not for online orders" and its terms still read from its fields.
 */
function toOfflineShell(row: OfferRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    code: row.offerCode,
    isActive: row.isActive,
    channel: row.channel === "online" ? "phone" : row.channel,
    priority: row.priority,
    usedCount: row.currentRedemptions,
    reward: { kind: "amount_off", amountPence: 0 },
    conditions: toConditions(row),
  };
}

function toPublic(row: OfferRow, now: Date): PublicPromotion {
  const words = wordsOf(row);
  const priced = toPromotion(row);
  const promotion = priced ?? toOfflineShell(row);
  const reward = priced
    ? describeReward(priced.reward)
    : row.discountType === "free_delivery"
      ? "Free delivery"
      : row.discountType === "percentage"
        ? `${row.discountValue}% off`
        : row.title;
  const terms = describeTerms(promotion);
  const channel = promotion.channel;
  return {
    id: row.id,
    headline: words.headline,
    title: words.title,
    description: words.description,
    reward,
    terms,
    termsConditions: trueWordsOrNull(row.termsConditions, offerWordsSource(row)),
    code: row.offerCode,
    channel,
    whereLabel: CHANNEL_LABELS[channel],
    isFlashSale: row.isFlashSale,
    endsAt: row.validTo.toISOString(),
    endsToday: endsOnLondonDay(row.validTo, now),
    remaining: row.maxRedemptions === null ? null : Math.max(0, row.maxRedemptions - row.currentRedemptions),
  };
}

/** What the public pages show: only promotions switched on and running now, with their real terms. */
export async function listActivePromotions(db: Db, now: Date): Promise<ActivePromotions> {
  return (await loadActivePromotions(db, now)).active;
}

/**
 * The same, and when it next changes by itself (a promotion starts or ends; null when none is to
 * come): how long a copy can be kept. Those still to start come in the same query.
 */
export async function loadActivePromotions(
  db: Db,
  now: Date,
): Promise<{ active: ActivePromotions; changesAt: Date | null }> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), gt(offers.validTo, now)))
    .orderBy(desc(offers.priority), asc(offers.id));
  const running = rows.filter((row) => isPromotionRunning(row, now));
  const promotions = running.map((row) => toPublic(row, now));
  const priced = running.map(toPromotion).filter((p): p is Promotion => p !== null);
  const advertisedIds = rankAdvertisedPromotions(priced, now);
  // Starting a sale ends the running one, but a sale made through the offer form may still
  // overlap another: the pages name the one a cart gets first (the engine's ranking), never
  // a smaller one the cart does not apply (issue 32), then the latest ending.
  const rank = (id: number) => {
    const at = advertisedIds.indexOf(id);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const flashSales = promotions.filter((p) => p.isFlashSale && p.channel === "online");
  const flashSale =
    flashSales.sort((a, b) => rank(a.id) - rank(b.id) || b.endsAt.localeCompare(a.endsAt))[0] ?? null;
  // Which one a cart gets depends on the days and hours some are given in, and "ends today" on
  // the date: kept until those change.
  const changes = [
    runningPromotionsChangeAt(rows, now),
    promotionHoursChangeAt(running, now),
    endOfLondonDay(now),
  ]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  return {
    active: {
      combiningRule: COMBINING_RULE,
      flashSale,
      promotions,
      advertisedIds,
    },
    changesAt: changes[0] ?? null,
  };
}

// Key space of pg_advisory_xact_lock(int, int) for starting a flash sale (one lock for all).
const FLASH_SALE_LOCK = 71_010;

/** A running flash sale as the staff who replaced it are told (and the audit log keeps). */
export interface ReplacedFlashSale {
  id: number;
  title: string;
  percent: number;
  validTo: string;
}

/**
 * Staff start a flash sale now, ending at `endsAt` or at closing time today (else the day's end).
 * One flash sale runs at a time: the one running now is ended at this instant in the same
 * transaction, under one advisory lock, so two staff starting sales at once leave exactly one
 * running (the second to commit, which ends the first). Each step is audited.
 */
export async function startFlashSale(
  db: Db,
  actor: AuditActor,
  input: { title?: string | null; description?: string | null; percent: number; endsAt?: string | null },
  closingTimeToday: Date | null,
): Promise<{ sale: Offer; replaced: ReplacedFlashSale[] }> {
  const now = actor.at;
  const validTo = input.endsAt ? new Date(input.endsAt) : (closingTimeToday ?? endOfLondonDay(now));
  if (validTo <= now) throw new HttpError(400, "The flash sale must end in the future");
  // Its words follow its percentage unless staff wrote their own (checked by the schema).
  const headline =
    generateHeadline(
      offerWordsSource({ discountType: "percentage", discountValue: input.percent, collectionOnly: true }),
    ) ?? `COLLECTION ${input.percent}% OFF`;
  const sale = {
    title: input.title ?? headline,
    description: input.description ?? `${input.percent}% off every collection order while the sale runs.`,
    discountType: "percentage",
    discountValue: input.percent,
    validFrom: now,
    validTo,
    isActive: true,
    isFlashSale: true,
    // The spec's flash sale is "30% off all collection orders" (issue 35: not deliveries).
    collectionOnly: true,
    priority: 2,
  } as const;
  return db.transaction(async (tx) => {
    // Taken before reading: a second start waits here, then sees the first one's sale as running.
    await tx.execute(sql`select pg_advisory_xact_lock(${FLASH_SALE_LOCK}::int, 0)`);
    const running = await tx
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.isFlashSale, true),
          eq(offers.isActive, true),
          lte(offers.validFrom, now),
          gt(offers.validTo, now),
        ),
      )
      .for("update");
    const replaced: ReplacedFlashSale[] = [];
    const [row] = await tx.insert(offers).values(sale).returning();
    if (!row) throw new Error("insert returned nothing");
    for (const old of running) {
      await tx.update(offers).set({ validTo: now }).where(eq(offers.id, old.id));
      const ending = {
        id: old.id,
        title: wordsOf(old).title,
        percent: old.discountValue,
        validTo: old.validTo.toISOString(),
      };
      replaced.push(ending);
      await writeAudit(tx, {
        actor,
        kind: "offer.flash-sale-ended",
        subject: ending.title,
        entityId: old.id,
        before: { validTo: ending.validTo },
        after: { validTo: now.toISOString(), replacedBy: row.title },
      });
    }
    await writeAudit(tx, {
      actor,
      kind: "offer.flash-sale",
      subject: row.title,
      entityId: row.id,
      after: { percent: input.percent, validTo: validTo.toISOString() },
    });
    return { sale: toOffer(row), replaced };
  });
}
