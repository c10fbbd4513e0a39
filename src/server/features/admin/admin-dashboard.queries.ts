import { and, count, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { AdminStats } from "@shared/admin/admin-dashboard.schema";
import type { ContactMessage } from "@shared/contact/contact.schema";
import type { RestaurantSettings, UpdateSettings } from "@shared/settings/restaurant-settings.schema";
import type { Db, DbTransaction } from "../../db/client";
import { contactMessages, menuItems, offers, onlineOrders, restaurantSettings } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

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
function toSettings({ id: _id, updatedAt: _updatedAt, ...settings }: SettingsRow): RestaurantSettings {
  return { ...settings, orderingPausedUntil: settings.orderingPausedUntil?.toISOString() ?? null };
}

export async function getSettings(db: Db): Promise<RestaurantSettings> {
  // The row is seeded; creating it here too keeps a bare database working.
  await db.insert(restaurantSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  if (!row) throw new Error("settings row missing");
  return toSettings(row);
}

/**
 * An owner's change to the settings, audited in the same transaction: a pause or its end and a new
 * preparation time each have their own entry (the evening's switches); the rest one entry together.
 */
export async function updateSettings(
  db: Db,
  patch: UpdateSettings,
  actor: AuditActor,
): Promise<RestaurantSettings> {
  return db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const { orderingPausedUntil, ...rest } = patch;
    const [row] = await tx
      .update(restaurantSettings)
      .set({
        ...rest,
        ...(orderingPausedUntil !== undefined
          ? { orderingPausedUntil: orderingPausedUntil ? new Date(orderingPausedUntil) : null }
          : {}),
        updatedAt: actor.at,
      })
      .where(eq(restaurantSettings.id, 1))
      .returning();
    if (!row) throw new Error("settings row missing");
    const after = toSettings(row);
    await auditSettingsChange(tx, actor, patch, before, after);
    return after;
  });
}

async function auditSettingsChange(
  tx: DbTransaction,
  actor: AuditActor,
  patch: UpdateSettings,
  before: RestaurantSettings,
  after: RestaurantSettings,
): Promise<void> {
  if (before.orderingPausedUntil !== after.orderingPausedUntil) {
    await writeAudit(
      tx,
      after.orderingPausedUntil
        ? { actor, kind: "ordering.paused", after: { until: after.orderingPausedUntil } }
        : { actor, kind: "ordering.resumed", before: { until: before.orderingPausedUntil ?? "" } },
    );
  }
  if (before.prepTimeMinutes !== after.prepTimeMinutes) {
    await writeAudit(tx, {
      actor,
      kind: "prep-time.changed",
      before: { minutes: before.prepTimeMinutes },
      after: { minutes: after.prepTimeMinutes },
    });
  }
  const { orderingPausedUntil: _p, prepTimeMinutes: _t, ...others } = patch;
  if (Object.keys(others).length > 0) {
    const withoutSwitches = ({ orderingPausedUntil: _a, prepTimeMinutes: _b, ...s }: RestaurantSettings) => s;
    await writeAudit(tx, {
      actor,
      kind: "settings.changed",
      entityId: 1,
      before: withoutSwitches(before),
      after: withoutSwitches(after),
    });
  }
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
