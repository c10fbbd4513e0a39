/**
 * Changing an order's status (spec section 4: staff may set any status). Used by the admin route
 * here and by the admin panel's own order screens. After the commit it tells every live stream
 * (staff and the diner's status page) and emails a diner who gave an email when the food is ready.
 * Cancelling frees the order's collection slot and returns the points it spent; restoring a
 * cancelled order books both again. A paid order is cancelled only once it is refunded in full.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Order, OrderStatus } from "../../../shared/orders/order.schema";
import type { AppDeps } from "../../app-deps";
import { collectionSlotBookings, onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { orderReadyForCollection } from "../../lib/mail-templates";
import { publishOrderEvent } from "../../lib/order-events";
import { reconcileOrderPoints } from "../accounts/points-ledger.service";
import { loadOrderingSettings, toOrder } from "./orders.queries";
import { getPublicUrl } from "./orders.service";

/** Payments an order may be cancelled with: none taken, or all of it refunded. */
const CANCELLABLE_PAYMENTS = new Set(["pending", "refunded"]);

export const PAID_ORDER_CANCEL_MESSAGE =
  "This order has been paid online, so it cannot be cancelled until the payment is refunded in full. Refund it first (an owner can), then cancel it.";

export async function changeOrderStatus(
  deps: Pick<AppDeps, "db" | "database" | "mailer" | "now" | "env">,
  orderId: number,
  status: OrderStatus,
): Promise<Order> {
  const result = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        orderStatus: onlineOrders.orderStatus,
        paymentStatus: onlineOrders.paymentStatus,
        collectionDate: onlineOrders.collectionDate,
        collectionTime: onlineOrders.collectionTime,
      })
      .from(onlineOrders)
      .where(eq(onlineOrders.id, orderId))
      .for("update");
    if (!before) return null;
    // A paid order keeps the diner's money until it is refunded: cancelling it first would leave the
    // diner paid for nothing (decision 0020). Locked above, so a payment arriving now waits for us.
    if (
      status === "cancelled" &&
      before.orderStatus !== "cancelled" &&
      !CANCELLABLE_PAYMENTS.has(before.paymentStatus)
    ) {
      throw new HttpError(409, PAID_ORDER_CANCEL_MESSAGE);
    }
    // The order row is locked, so the transition into or out of "cancelled" is seen exactly once.
    const slot = and(
      eq(collectionSlotBookings.collectionDate, before.collectionDate),
      eq(collectionSlotBookings.collectionTime, before.collectionTime),
    );
    if (status === "cancelled" && before.orderStatus !== "cancelled") {
      await tx
        .update(collectionSlotBookings)
        .set({ ordersCount: sql`${collectionSlotBookings.ordersCount} - 1` })
        .where(and(slot, gt(collectionSlotBookings.ordersCount, 0)));
    } else if (status !== "cancelled" && before.orderStatus === "cancelled") {
      const { capacityPerSlot } = await loadOrderingSettings(tx);
      const rebooked = await tx
        .insert(collectionSlotBookings)
        .values({
          collectionDate: before.collectionDate,
          collectionTime: before.collectionTime,
          ordersCount: 1,
        })
        .onConflictDoUpdate({
          target: [collectionSlotBookings.collectionDate, collectionSlotBookings.collectionTime],
          set: { ordersCount: sql`${collectionSlotBookings.ordersCount} + 1` },
          setWhere: lt(collectionSlotBookings.ordersCount, capacityPerSlot),
        })
        .returning({ ordersCount: collectionSlotBookings.ordersCount });
      if (rebooked.length === 0) {
        throw new HttpError(
          409,
          "This order's collection time is now fully booked, so the order cannot be restored.",
        );
      }
    }
    const [row] = await tx
      .update(onlineOrders)
      .set({ orderStatus: status, updatedAt: deps.now() })
      .where(eq(onlineOrders.id, orderId))
      .returning();
    // Cancelling gives the points it spent back; restoring spends them again (409 if gone since).
    if (row && (status === "cancelled") !== (before.orderStatus === "cancelled")) {
      await reconcileOrderPoints(tx, orderId, deps.now());
    }
    return row ? { row, previous: before.orderStatus } : null;
  });
  if (!result) throw new HttpError(404, `Order ${orderId} not found`);
  const { row, previous } = result;

  if (previous !== status) {
    await publishOrderEvent(deps.database, {
      type: "order.status",
      orderId: row.id,
      orderNumber: row.orderNumber,
    }).catch(() => {});
    if (status === "ready" && row.customerEmail) {
      await deps.mailer.send({ to: row.customerEmail, ...orderReadyForCollection(row, getPublicUrl(deps)) });
    }
  }
  return toOrder(row);
}
