/**
 * Drivers (issue 35 item 4): staff accounts with isDriver, the deliveries assigned to each, and
 * their one-tap progress. A delivered cash-on-delivery order is paid in cash at that moment, so
 * the cash-up counts it as the driver's cash.
 */

import { and, asc, eq, ne } from "drizzle-orm";
import type { DriverDelivery } from "@shared/delivery/drivers.schema";
import { mapLink, phoneLink } from "@shared/delivery/drivers.schema";
import { amountDuePence } from "@shared/payments/amount-due";
import type { Db } from "../../db/client";
import { onlineOrders, users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

export const NOT_A_DRIVER_MESSAGE = "This account is not a driver";
const DELIVERY_NOT_FOUND_MESSAGE = "Delivery not found";

export async function listDrivers(db: Db): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.isDriver, true), eq(users.isDisabled, false)))
    .orderBy(asc(users.username));
}

export async function isDriver(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isDriver: users.isDriver }).from(users).where(eq(users.id, userId));
  return row?.isDriver ?? false;
}

export async function setDriverRole(
  db: Db,
  userId: number,
  driver: boolean,
  actor: AuditActor,
): Promise<{ id: number; username: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isDriver: driver })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username });
    if (!row) throw new HttpError(404, "Staff account not found");
    await writeAudit(tx, {
      actor,
      kind: "delivery.driver-role",
      subject: row.username,
      entityId: row.id,
      after: { isDriver: driver },
    });
    return row;
  });
}

type OrderRow = typeof onlineOrders.$inferSelect;

/** Assigns (or unassigns) a delivery order's driver. */
export async function assignDriver(
  db: Db,
  orderId: number,
  driverId: number | null,
  actor: AuditActor,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    // Read with the row shared-locked, inside the write: an owner taking the driver flag off at
    // the same moment waits for this assignment (or this one sees the flag gone), never both.
    let driverName: string | null = null;
    if (driverId !== null) {
      const [driver] = await tx
        .select({ username: users.username, isDriver: users.isDriver })
        .from(users)
        .where(eq(users.id, driverId))
        .for("share");
      if (!driver?.isDriver) throw new HttpError(400, NOT_A_DRIVER_MESSAGE);
      driverName = driver.username;
    }
    const [row] = await tx
      .update(onlineOrders)
      .set({ driverId, updatedAt: actor.at })
      .where(and(eq(onlineOrders.id, orderId), eq(onlineOrders.fulfilment, "delivery")))
      .returning();
    if (!row) throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
    await writeAudit(tx, {
      actor,
      kind: "delivery.driver-assigned",
      subject: row.orderNumber,
      entityId: row.id,
      after: { driver: driverName },
    });
    return row;
  });
}

/** What the driver takes in cash for this order: what is due, the diner's tip with it. */
function amountToCollect(
  row: Pick<OrderRow, "payOnDelivery" | "paymentStatus" | "totalPence" | "giftVoucherPence" | "tipPence">,
): number {
  return row.payOnDelivery && row.paymentStatus === "pending" ? amountDuePence(row) : 0;
}

function toDriverDelivery(row: OrderRow): DriverDelivery {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    collectionTime: row.collectionTime,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    phoneLink: phoneLink(row.customerPhone),
    address: row.deliveryAddress ?? "",
    postcode: row.deliveryPostcode ?? "",
    mapLink: mapLink(row.deliveryAddress ?? "", row.deliveryPostcode ?? ""),
    notes: row.deliveryNotes,
    zoneName: row.deliveryZoneName,
    amountToCollectPence: amountToCollect(row),
    tipPence: row.payOnDelivery && row.paymentStatus === "pending" ? row.tipPence : 0,
    status: row.deliveryStatus ?? null,
    failureReason: row.deliveryFailureReason,
  };
}

/** The driver's deliveries of the day, in collection-time order. */
export async function listDriverDeliveries(
  db: Db,
  driverId: number,
  date: string,
): Promise<DriverDelivery[]> {
  const rows = await db
    .select()
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.driverId, driverId),
        eq(onlineOrders.collectionDate, date),
        eq(onlineOrders.fulfilment, "delivery"),
        ne(onlineOrders.orderStatus, "cancelled"),
      ),
    )
    .orderBy(asc(onlineOrders.collectionTime), asc(onlineOrders.id));
  return rows.map(toDriverDelivery);
}

/**
 * The driver's tap on their own delivery: another driver's (or an unassigned) order is not found.
 * Delivered: the order is collected and, paid in cash on the doorstep, marked paid by cash.
 */
export async function recordDeliveryProgress(
  db: Db,
  input: { orderId: number; driverId: number; status: "out" | "delivered" | "failed"; reason: string | null },
  actor: AuditActor,
): Promise<OrderRow> {
  const now = actor.at;
  const [current] = await db
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.id, input.orderId), eq(onlineOrders.driverId, input.driverId)));
  if (current?.fulfilment !== "delivery") throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
  if (current.orderStatus === "cancelled") throw new HttpError(409, "This order was cancelled");
  const cash = amountToCollect(current) > 0;
  const set: Partial<typeof onlineOrders.$inferInsert> =
    input.status === "out"
      ? { deliveryStatus: "out", outForDeliveryAt: now, deliveryFailureReason: null }
      : input.status === "delivered"
        ? {
            deliveryStatus: "delivered",
            deliveredAt: now,
            deliveryFailureReason: null,
            orderStatus: "collected",
            ...(cash ? { paymentStatus: "completed", paymentMethod: "cash", paidAt: now } : {}),
          }
        : { deliveryStatus: "failed", deliveryFailureReason: input.reason };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlineOrders)
      .set({ ...set, updatedAt: now })
      .where(and(eq(onlineOrders.id, current.id), eq(onlineOrders.driverId, input.driverId)))
      .returning();
    if (!row) throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
    await writeAudit(tx, {
      actor,
      kind: "delivery.progress",
      subject: row.orderNumber,
      entityId: row.id,
      after: { status: input.status, reason: input.status === "failed" ? input.reason : null },
    });
    return row;
  });
}
