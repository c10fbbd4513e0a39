/**
 * Changing an order's status (spec section 4: staff may set any status). Used by the admin route
 * here and by the admin panel's own order screens. It queues a mail to a diner who gave an email
 * when the food is ready (in the transaction), and after the commit tells every live stream (staff
 * and the diner's status page).
 * Cancelling frees the order's collection slot and returns the points it spent; restoring a
 * cancelled order books both again. A paid order is cancelled only once it is refunded in full,
 * or as a no-show whose refund is recorded with it (made, or waiting for an owner).
 * A change of status is audited in its transaction ("sara marked order HH-7VSW9Z ready").
 */
import { eq } from "drizzle-orm";
import type { Order, OrderStatus } from "@shared/orders/order.schema";
import type { AppDeps } from "../../app-deps";
import type { DbTransaction } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { announceOrderEvent } from "../../lib/order-events";
import { reconcileOrderPoints } from "../accounts/points-ledger.service";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { withdrawOpenRefundRequest } from "../payments/refund-requests.service";
import { requestReviewOnCollection } from "../reviews/site-reviews.service";
import { orderReadyForCollection } from "./orders.mail";
import { bookCollectionSlot, loadOrderingSettings, releaseCollectionSlot, toOrder } from "./orders.queries";
import { getPublicUrl } from "./orders.service";

/** Payments an order may be cancelled with: none taken, or all of it refunded. */
const CANCELLABLE_PAYMENTS = new Set(["pending", "refunded"]);

const PAID_ORDER_CANCEL_MESSAGE =
  "This order has been paid online, so it cannot be cancelled until the payment is refunded in full. Refund it first (an owner can), then cancel it.";

/**
 * A no-show (payments/no-show.service.ts): a paid order may be cancelled because `record` keeps
 * the refund it is owed (made at once or waiting for an owner) in the same transaction, and writes
 * the audit entry in place of the plain "cancelled".
 */
export interface NoShowCancellation {
  record: (tx: DbTransaction, before: { orderStatus: OrderStatus }, row: OrderRow) => Promise<void>;
}

export async function changeOrderStatus(
  deps: Pick<AppDeps, "db" | "database" | "now" | "env">,
  orderId: number,
  status: OrderStatus,
  actor: AuditActor,
  noShow?: NoShowCancellation,
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
      !CANCELLABLE_PAYMENTS.has(before.paymentStatus) &&
      !noShow
    ) {
      throw new HttpError(409, PAID_ORDER_CANCEL_MESSAGE);
    }
    // The order row is locked, so the transition into or out of "cancelled" is seen exactly once.
    if (status === "cancelled" && before.orderStatus !== "cancelled") {
      await releaseCollectionSlot(tx, before);
    } else if (status !== "cancelled" && before.orderStatus === "cancelled") {
      const { capacityPerSlot } = await loadOrderingSettings(tx);
      if (!(await bookCollectionSlot(tx, before, capacityPerSlot))) {
        throw new HttpError(
          409,
          "This order's collection time is now fully booked, so the order cannot be restored.",
        );
      }
    }
    // Restoring a no-show (the diner came after all) withdraws the refund still waiting for an owner.
    if (status !== "cancelled" && before.orderStatus === "cancelled") {
      await withdrawOpenRefundRequest(tx, orderId, actor);
    }
    const [row] = await tx
      .update(onlineOrders)
      .set({ orderStatus: status, updatedAt: deps.now() })
      .where(eq(onlineOrders.id, orderId))
      .returning();
    if (!row) return null;
    // Cancelling gives the points it spent back; restoring spends them again (409 if gone since).
    if ((status === "cancelled") !== (before.orderStatus === "cancelled")) {
      await reconcileOrderPoints(tx, orderId, deps.now());
    }
    if (noShow) {
      await noShow.record(tx, { orderStatus: before.orderStatus as OrderStatus }, row);
    } else if (before.orderStatus !== status) {
      await writeAudit(tx, {
        actor,
        kind: "order.status",
        subject: row.orderNumber,
        entityId: row.id,
        before: { status: before.orderStatus as OrderStatus },
        after: { status },
      });
    }
    if (status === "ready" && before.orderStatus !== "ready" && row.customerEmail) {
      await queueMail(tx, { to: row.customerEmail, ...orderReadyForCollection(row, getPublicUrl(deps)) });
    }
    // A diner who ticked the box at checkout gets one email asking how it was (decision 0030).
    if (status === "collected" && before.orderStatus !== "collected") {
      await requestReviewOnCollection(tx, row, getPublicUrl(deps));
    }
    return { row, previous: before.orderStatus };
  });
  if (!result) throw new HttpError(404, `Order ${orderId} not found`);
  const { row, previous } = result;

  if (previous !== status) {
    await announceOrderEvent(deps.database, "order.status", row);
  }
  return toOrder(row);
}

type OrderRow = typeof onlineOrders.$inferSelect;
