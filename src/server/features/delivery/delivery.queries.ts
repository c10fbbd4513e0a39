/** Delivery's rows: the owner's zones and the one row of switches (issue 35). */

import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { DeliveryZone, DeliveryZoneValues } from "@shared/delivery/delivery.schema";
import { type DeliveryHours, describeDeliveryHours } from "@shared/delivery/delivery-hours";
import type { Promotion } from "@shared/offers/promotion";
import { checkPromotionAvailable } from "@shared/offers/promotion-availability";
import { generateHeadline, offerWordsSource } from "@shared/offers/promotion-words";
import type { Db } from "../../db/client";
import { deliverySettings, deliveryZones, offers } from "../../db/schema";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { deleteAudited, insertAudited, updateAudited } from "../audit-log/audited-rows.service";
import { toConditions } from "../offers/offers.queries";

type ZoneRow = typeof deliveryZones.$inferSelect;
const ZONE_NOT_FOUND = "Delivery zone not found";

function toZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    areas: row.areas,
    radiusMiles: row.radiusTenthMiles === null ? null : row.radiusTenthMiles / 10,
    feePence: row.feePence,
    minOrderPence: row.minOrderPence,
    freeOverPence: row.freeOverPence,
    leadTimeMinutes: row.leadTimeMinutes,
    isActive: row.isActive,
  };
}

function toRowValues(zone: DeliveryZoneValues) {
  return {
    name: zone.name,
    kind: zone.kind,
    areas: zone.areas,
    radiusTenthMiles: zone.radiusMiles === null ? null : Math.round(zone.radiusMiles * 10),
    feePence: zone.feePence,
    minOrderPence: zone.minOrderPence,
    freeOverPence: zone.freeOverPence,
    leadTimeMinutes: zone.leadTimeMinutes,
    isActive: zone.isActive,
  };
}

/** What the log keeps of a zone. */
function auditRecord(zone: DeliveryZone) {
  const { id: _id, ...record } = zone;
  return record;
}

export async function listDeliveryZones(db: Db): Promise<DeliveryZone[]> {
  const rows = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));
  return rows.map(toZone);
}

export async function createDeliveryZone(
  db: Db,
  zone: DeliveryZoneValues,
  actor: AuditActor,
): Promise<DeliveryZone> {
  const row = await insertAudited(db, actor, deliveryZones, toRowValues(zone), (r) => ({
    kind: "delivery-zone.added",
    subject: r.name,
    after: auditRecord(toZone(r)),
  }));
  return toZone(row);
}

export async function updateDeliveryZone(
  db: Db,
  id: number,
  zone: DeliveryZoneValues,
  actor: AuditActor,
): Promise<DeliveryZone> {
  const row = await updateAudited(
    db,
    actor,
    deliveryZones,
    id,
    ZONE_NOT_FOUND,
    { ...toRowValues(zone), updatedAt: actor.at },
    (before, after) => ({
      kind: "delivery-zone.changed",
      subject: after.name,
      before: auditRecord(toZone(before)),
      after: auditRecord(toZone(after)),
    }),
  );
  return toZone(row);
}

export async function deleteDeliveryZone(db: Db, id: number, actor: AuditActor): Promise<void> {
  await deleteAudited(db, actor, deliveryZones, id, ZONE_NOT_FOUND, (removed) => ({
    kind: "delivery-zone.removed",
    subject: removed.name,
    before: auditRecord(toZone(removed)),
  }));
}

export interface DeliverySwitches {
  pausedUntil: Date | null;
  deliveriesPerSlot: number;
  cashOnDelivery: boolean;
  hours: DeliveryHours;
}

export async function getDeliverySwitches(db: Db): Promise<DeliverySwitches> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
  // The migration writes the row; a database restored without it reads as the defaults.
  return row ?? { pausedUntil: null, deliveriesPerSlot: 3, cashOnDelivery: false, hours: null };
}

async function lockSwitches(tx: Parameters<Parameters<Db["transaction"]>[0]>[0]): Promise<DeliverySwitches> {
  await tx.insert(deliverySettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(deliverySettings).where(eq(deliverySettings.id, 1)).for("update");
  if (!row) throw new Error("delivery settings row missing");
  return row;
}

/** Staff's pause for the evening (null resumes), audited as ordering's pause is. */
export async function setDeliveryPause(
  db: Db,
  until: Date | null,
  actor: AuditActor,
): Promise<DeliverySwitches> {
  return db.transaction(async (tx) => {
    const before = await lockSwitches(tx);
    const [after] = await tx
      .update(deliverySettings)
      .set({ pausedUntil: until, updatedAt: actor.at })
      .where(eq(deliverySettings.id, 1))
      .returning();
    if (!after) throw new Error("delivery settings row missing");
    if (until) {
      await writeAudit(tx, { actor, kind: "delivery.paused", after: { until: until.toISOString() } });
    } else {
      await writeAudit(tx, {
        actor,
        kind: "delivery.resumed",
        before: { until: before.pausedUntil?.toISOString() ?? "" },
      });
    }
    return after;
  });
}

/** What the audit log keeps of the settings: the hours in words ("same as collection" when unset). */
function switchesRecord(s: DeliverySwitches) {
  return {
    deliveriesPerSlot: s.deliveriesPerSlot,
    cashOnDelivery: s.cashOnDelivery,
    deliveryHours: describeDeliveryHours(s.hours) ?? "the collection hours",
  };
}

export async function updateDeliverySwitches(
  db: Db,
  patch: { deliveriesPerSlot: number; cashOnDelivery: boolean; hours?: DeliveryHours },
  actor: AuditActor,
): Promise<DeliverySwitches> {
  return db.transaction(async (tx) => {
    const before = await lockSwitches(tx);
    const [after] = await tx
      .update(deliverySettings)
      .set({ ...patch, updatedAt: actor.at })
      .where(eq(deliverySettings.id, 1))
      .returning();
    if (!after) throw new Error("delivery settings row missing");
    await writeAudit(tx, {
      actor,
      kind: "delivery.settings",
      before: switchesRecord(before),
      after: switchesRecord(after),
    });
    return after;
  });
}

/**
 * The "Free delivery" offers running now, as promotions: the engine prices no fee, so these are
 * checked here (window, days, hours, uses; code and account terms by checkPromotionAvailable).
 */
export async function loadFreeDeliveryPromotions(db: Db, now: Date): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.discountType, "free_delivery"),
        eq(offers.isActive, true),
        lte(offers.validFrom, now),
        gt(offers.validTo, now),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    title: generateHeadline(offerWordsSource(row)) ?? "Free delivery",
    code: row.offerCode,
    isActive: row.isActive,
    channel: row.channel,
    priority: row.priority,
    usedCount: row.currentRedemptions,
    reward: { kind: "amount_off", amountPence: 0 },
    conditions: toConditions(row),
  }));
}

/** Of those, the ones a diner without a code or account may use now. */
export function usableWithoutCode(promotions: readonly Promotion[], now: Date): Promotion[] {
  return promotions.filter((p) => p.code === null && checkPromotionAvailable(p, now, null) === null);
}
