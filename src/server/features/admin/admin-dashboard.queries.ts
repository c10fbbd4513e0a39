import { and, asc, count, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type {
  AdminStats,
  RestaurantSettings,
  UpdateSettings,
} from "../../../shared/admin/admin-dashboard.schema";
import type { ContactMessage } from "../../../shared/contact/contact.schema";
import type { Reservation } from "../../../shared/reservations/reservation.schema";
import type { Db } from "../../db/client";
import {
  contactMessages,
  menuItems,
  offers,
  onlineOrders,
  reservations,
  restaurantSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";

export async function getAdminStats(db: Db, now: Date): Promise<AdminStats> {
  const [[orders], [items], [pending], [active]] = await Promise.all([
    db.select({ n: count() }).from(onlineOrders),
    db.select({ n: count() }).from(menuItems),
    db
      .select({ n: count() })
      .from(onlineOrders)
      .where(inArray(onlineOrders.orderStatus, ["received", "preparing"])),
    db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.isActive, true), lte(offers.validFrom, now), gte(offers.validTo, now))),
  ]);
  return {
    totalOrders: orders?.n ?? 0,
    menuItems: items?.n ?? 0,
    pendingOrders: pending?.n ?? 0,
    activeOffers: active?.n ?? 0,
  };
}

type SettingsRow = typeof restaurantSettings.$inferSelect;
function toSettings(row: SettingsRow): RestaurantSettings {
  return {
    kitchenCapacityPerSlot: row.kitchenCapacityPerSlot,
    loyaltyPointsPerPound: row.loyaltyPointsPerPound,
    prepTimeMinutes: row.prepTimeMinutes,
    minOrderPence: row.minOrderPence,
    deliveryFeePence: row.deliveryFeePence,
    orderingPausedUntil: row.orderingPausedUntil?.toISOString() ?? null,
    maxOrderPence: row.maxOrderPence,
    maxOrderItems: row.maxOrderItems,
  };
}

export async function getSettings(db: Db): Promise<RestaurantSettings> {
  // The row is seeded; creating it here too keeps a bare database working.
  await db.insert(restaurantSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  if (!row) throw new Error("settings row missing");
  return toSettings(row);
}

export async function updateSettings(db: Db, patch: UpdateSettings, now: Date): Promise<RestaurantSettings> {
  await getSettings(db);
  const { orderingPausedUntil, ...rest } = patch;
  const [row] = await db
    .update(restaurantSettings)
    .set({
      ...rest,
      ...(orderingPausedUntil !== undefined
        ? { orderingPausedUntil: orderingPausedUntil ? new Date(orderingPausedUntil) : null }
        : {}),
      updatedAt: now,
    })
    .where(eq(restaurantSettings.id, 1))
    .returning();
  if (!row) throw new Error("settings row missing");
  return toSettings(row);
}

export async function listReservations(db: Db, date?: string): Promise<Reservation[]> {
  const rows = await db
    .select()
    .from(reservations)
    .where(date ? eq(reservations.date, date) : undefined)
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id))
    .limit(500);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Confirms or declines a pending reservation; only the first decision counts. */
export async function decideReservation(
  db: Db,
  id: number,
  status: "confirmed" | "declined",
): Promise<{ reservation: Reservation; changed: boolean }> {
  const [updated] = await db
    .update(reservations)
    .set({ status })
    .where(and(eq(reservations.id, id), eq(reservations.status, "pending")))
    .returning();
  const row = updated ?? (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  if (!row) throw new HttpError(404, "Reservation not found");
  if (!updated && row.status !== status) {
    throw new HttpError(409, `This reservation was already ${row.status}`);
  }
  return { reservation: { ...row, createdAt: row.createdAt.toISOString() }, changed: Boolean(updated) };
}

export async function listMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(500);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function markMessageRead(db: Db, id: number): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ status: "read" })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new HttpError(404, "Message not found");
  return { ...row, createdAt: row.createdAt.toISOString() };
}
