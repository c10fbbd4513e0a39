/** The owner's order-ahead setting (one row; none reads today only) and what the days ask of the database. */
import { and, eq, gte, lte } from "drizzle-orm";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import {
  DEFAULT_ORDER_AHEAD_SETTINGS,
  getOrderAheadDays,
  type OrderAheadDays,
  type OrderAheadSettings,
} from "@shared/order-ahead/order-ahead-days";
import type { Db, DbOrTx } from "../../db/client";
import { collectionSlotBookings, orderAheadSettings } from "../../db/schema";
import { loadHoursData } from "../opening-hours/opening-hours.queries";
import { loadOrderingSettings } from "../orders/orders.queries";

export async function loadOrderAheadSettings(db: DbOrTx): Promise<OrderAheadSettings> {
  const [row] = await db.select().from(orderAheadSettings).where(eq(orderAheadSettings.id, 1));
  if (!row) return DEFAULT_ORDER_AHEAD_SETTINGS;
  return {
    daysAhead: row.daysAhead,
    printMinutesBefore: row.printMinutesBefore,
    cancelCutoffMinutes: row.cancelCutoffMinutes,
  };
}

export async function saveOrderAheadSettings(
  db: DbOrTx,
  settings: OrderAheadSettings,
): Promise<OrderAheadSettings> {
  await db
    .insert(orderAheadSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: orderAheadSettings.id, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

async function loadBookedByDate(db: Db, from: string, to: string) {
  const rows = await db
    .select()
    .from(collectionSlotBookings)
    .where(
      and(gte(collectionSlotBookings.collectionDate, from), lte(collectionSlotBookings.collectionDate, to)),
    );
  const byDate: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    const day = byDate[r.collectionDate] ?? {};
    day[r.collectionTime] = r.ordersCount;
    byDate[r.collectionDate] = day;
  }
  return byDate;
}

/**
 * The days the checkout offers now. `ignoreBookings` gives the slots the hours allow, so the
 * server tells "not a slot" (400) from "slot full" (409, decided on insert), as for today.
 */
export async function loadOrderAheadDays(
  db: Db,
  now: Date,
  options: { ignoreBookings?: boolean } = {},
): Promise<OrderAheadDays> {
  const today = getLondonMoment(now).date;
  const [settings, hours, ordering] = await Promise.all([
    loadOrderAheadSettings(db),
    loadHoursData(db),
    loadOrderingSettings(db),
  ]);
  const bookedByDate = options.ignoreBookings
    ? {}
    : await loadBookedByDate(db, today, addDays(today, settings.daysAhead));
  return getOrderAheadDays({
    now,
    hours,
    daysAhead: settings.daysAhead,
    bookedByDate,
    capacityPerSlot: options.ignoreBookings ? Number.POSITIVE_INFINITY : ordering.capacityPerSlot,
    orderingPausedUntil: ordering.orderingPausedUntil,
    leadMinutes: ordering.prepTimeMinutes,
  });
}
