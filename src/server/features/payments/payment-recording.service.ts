/**
 * The one "payment completed" path. Every provider (Stripe through the PATCH or the webhook,
 * PayPal's capture, test mode) ends here after the server has verified the payment itself.
 */
import { and, eq } from "drizzle-orm";
import { formatPence } from "../../../shared/money";
import type { PaymentMethod } from "../../../shared/orders/order.schema";
import type { OrderPayment } from "../../../shared/payments/payment.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { paymentReceived } from "../../lib/mail-templates";
import { publishOrderEvent } from "../../lib/order-events";
import { recordPaidOrder } from "../accounts/loyalty.service";

export type OrderRow = typeof onlineOrders.$inferSelect;

export async function findOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
  if (!order) throw new HttpError(404, "Order not found");
  return order;
}

export function toOrderPayment(order: OrderRow): OrderPayment {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentStatus: order.paymentStatus as OrderPayment["paymentStatus"],
    paymentMethod: order.paymentMethod as OrderPayment["paymentMethod"],
    paymentId: order.paymentId,
    totalPence: order.totalPence,
    refundedPence: order.refundedPence,
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

export interface VerifiedPayment {
  orderId: number;
  provider: PaymentMethod;
  /** Stripe PaymentIntent id, PayPal capture id, or the test payment's id. */
  paymentId: string;
  amountPence: number;
  /** Lower case ISO code, e.g. "gbp". */
  currency: string;
  /** The provider object created for the order (PayPal order id); kept when absent. */
  providerRef?: string;
}

export type MarkOrderPaidOutcome =
  /** This call recorded the payment. */
  | "recorded"
  /** The same payment was recorded before (a retry, a second webhook delivery, PATCH after webhook). */
  | "already_recorded"
  /** The order was already paid by another payment: the diner may have paid twice; staff must refund one. */
  | "paid_by_other_payment";

/**
 * Records a verified payment once: a conditional UPDATE that only a pending order with this exact
 * total passes, so concurrent calls (webhook and PATCH together) record it exactly once. The receipt
 * (when the diner gave an email) is queued with it; after the commit it publishes `order.payment`.
 */
export async function markOrderPaid(
  deps: Pick<AppDeps, "db" | "database" | "now" | "env">,
  payment: VerifiedPayment,
): Promise<{ outcome: MarkOrderPaidOutcome; order: OrderRow }> {
  if (payment.currency.toLowerCase() !== "gbp") {
    throw new HttpError(400, "The payment was not made in pounds sterling");
  }
  const paidAt = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlineOrders)
      .set({
        paymentStatus: "completed",
        paymentMethod: payment.provider,
        paymentId: payment.paymentId,
        ...(payment.providerRef ? { paymentProviderRef: payment.providerRef } : {}),
        paidAt,
        updatedAt: paidAt,
      })
      .where(
        and(
          eq(onlineOrders.id, payment.orderId),
          eq(onlineOrders.paymentStatus, "pending"),
          eq(onlineOrders.totalPence, payment.amountPence),
        ),
      )
      .returning();
    // Credit the customer's loyalty points and totals in the same transaction, so a recorded
    // payment and its credit never part (recordPaidOrder itself credits an order once).
    if (row) await recordPaidOrder(tx, row.id, paidAt);
    if (row?.customerEmail) {
      await queueMail(
        tx,
        { to: row.customerEmail, ...paymentReceived(row, payment) },
        `payment-receipt:${row.id}`,
      );
    }
    return row ?? null;
  });

  if (!updated) {
    const order = await findOrder(deps.db, payment.orderId);
    if (order.paymentStatus === "pending") {
      throw new HttpError(
        400,
        `The payment of ${formatPence(payment.amountPence)} does not match the order total`,
      );
    }
    const same = order.paymentId === payment.paymentId && order.paymentMethod === payment.provider;
    return { outcome: same ? "already_recorded" : "paid_by_other_payment", order };
  }

  // Live updates are best-effort: the payment is committed, so a failed NOTIFY must not fail the request.
  await publishOrderEvent(deps.database, {
    type: "order.payment",
    orderId: updated.id,
    orderNumber: updated.orderNumber,
  }).catch(() => {});
  return { outcome: "recorded", order: updated };
}
