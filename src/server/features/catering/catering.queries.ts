/** The catering terms, menu and requests as stored; the rules that use them are in catering.service.ts. */
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { CateringItem, CateringSettings } from "@shared/catering/catering.schema";
import type { Db, DbTransaction } from "../../db/client";
import { cateringItems, cateringOrders, cateringPayments, cateringSettings } from "../../db/schema";

type Reader = Db | DbTransaction;
export type CateringOrderRow = typeof cateringOrders.$inferSelect;

/** Until the owner saves them: off, 48 hours' notice, no minimum, a quarter as deposit. */
const DEFAULT_SETTINGS: CateringSettings = {
  enabled: false,
  leadTimeHours: 48,
  minimumPence: 0,
  depositPercent: 25,
  deliveryChargePence: 0,
  deliveryOffered: true,
};

export async function loadCateringSettings(db: Reader): Promise<CateringSettings> {
  const [row] = await db.select().from(cateringSettings).where(eq(cateringSettings.id, 1));
  if (!row) return DEFAULT_SETTINGS;
  return {
    enabled: row.enabled,
    leadTimeHours: row.leadTimeHours,
    minimumPence: row.minimumPence,
    depositPercent: row.depositPercent,
    deliveryChargePence: row.deliveryChargePence,
    deliveryOffered: row.deliveryOffered,
  };
}

export async function saveCateringSettings(db: Reader, settings: CateringSettings, at: Date) {
  await db
    .insert(cateringSettings)
    .values({ id: 1, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: cateringSettings.id, set: { ...settings, updatedAt: at } });
  return loadCateringSettings(db);
}

function toItem(row: typeof cateringItems.$inferSelect): CateringItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricing: row.pricing,
    pricePence: row.pricePence,
    serves: row.serves,
    vatRateBasisPoints: row.vatRateBasisPoints,
    isAvailable: row.isAvailable,
    sortOrder: row.sortOrder,
  };
}

/** The menu as the owner keeps it (archived dishes left out), in the owner's order. */
export async function loadCateringMenu(db: Reader): Promise<CateringItem[]> {
  const rows = await db
    .select()
    .from(cateringItems)
    .where(isNull(cateringItems.archivedAt))
    .orderBy(asc(cateringItems.sortOrder), asc(cateringItems.id));
  return rows.map(toItem);
}

/** Requests from this address that still stand: a first-order code is for none of these. */
export async function countEarlierCateringOrders(db: Reader, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cateringOrders)
    .where(and(eq(cateringOrders.email, email), inArray(cateringOrders.status, ["requested", "confirmed"])));
  return row?.n ?? 0;
}

/** Catering orders of a London day that stand (asked for or confirmed), by time. */
export async function loadCateringForDay(db: Reader, date: string): Promise<CateringOrderRow[]> {
  return db
    .select()
    .from(cateringOrders)
    .where(
      and(eq(cateringOrders.eventDate, date), inArray(cateringOrders.status, ["requested", "confirmed"])),
    )
    .orderBy(asc(cateringOrders.eventTime), asc(cateringOrders.id));
}

/** Later days' catering orders that stand, by date and time. */
export async function loadCateringAfter(db: Reader, date: string): Promise<CateringOrderRow[]> {
  return db
    .select()
    .from(cateringOrders)
    .where(
      and(inArray(cateringOrders.status, ["requested", "confirmed"]), gt(cateringOrders.eventDate, date)),
    )
    .orderBy(asc(cateringOrders.eventDate), asc(cateringOrders.eventTime), asc(cateringOrders.id));
}

/**
 * What the site took for catering orders (deposits, balances, whole payments) in [start, end):
 * takings of the moment they were paid, as an online order's are.
 */
export async function sumCateringTakings(db: Reader, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ pence: sql<string | null>`sum(${cateringPayments.amountPence})` })
    .from(cateringPayments)
    .where(and(gte(cateringPayments.paidAt, start), lt(cateringPayments.paidAt, end)));
  return Number(row?.pence ?? 0);
}

/** The same for each London day of `from` to `to` that has any, keyed by date. */
export async function loadCateringTakingsByDay(
  db: Reader,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${cateringPayments.paidAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, pence: sql<string>`sum(${cateringPayments.amountPence})` })
    .from(cateringPayments)
    .where(
      and(
        sql`${cateringPayments.paidAt} >= (${from}::date::timestamp at time zone 'Europe/London')`,
        sql`${cateringPayments.paidAt} < ((${to}::date + 1)::timestamp at time zone 'Europe/London')`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.pence)]));
}
