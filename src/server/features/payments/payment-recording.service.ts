/**
 * The one "payment completed" path. Every provider (Stripe through the PATCH or the webhook,
 * PayPal's capture, test mode) ends here after the server has verified the payment itself.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { formatPence } from "@shared/money";
import type { PaymentMethod } from "@shared/orders/order.schema";
import type { OrderPayment } from "@shared/payments/payment.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { announceOrderEvent } from "../../lib/order-events";
import { recordPaidOrder } from "../accounts/loyalty.service";
import { queueTicketOnPayment } from "../printing/printing.service";
import { paymentReceived } from "./payments.mail";

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
  | "paid_by_other_payment"
  /**
   * The order had been cancelled: the money arrived all the same (recorded with a note, no points),
   * and must go back (late-payment.service.ts refunds it).
   */
  | "paid_after_cancellation";

/** The note on an order whose payment arrived after it was cancelled, until the refund is made. */
const PAID_AFTER_CANCELLATION_PENDING = "Paid after cancellation - refund pending";

/**
 * Records a verified payment once: a conditional UPDATE that only a pending order with this exact
 * total passes, so concurrent calls (webhook and PATCH together) record it exactly once. The receipt
 * (when the diner gave an email) is queued with it; after the commit it publishes `order.payment`.
 * Callers go through acceptVerifiedPayment (late-payment.service.ts), which refunds a cancelled
 * order's payment.
 */
export async function markOrderPaid(
  deps: Pick<AppDeps, "db" | "database" | "now" | "env">,
  payment: VerifiedPayment,
): Promise<{ outcome: MarkOrderPaidOutcome; order: OrderRow }> {
  if (payment.currency.toLowerCase() !== "gbp") {
    throw new HttpError(400, "The payment was not made in pounds sterling");
  }
  const paidAt = deps.now();
  const paid = {
    paymentStatus: "completed" as const,
    paymentMethod: payment.provider,
    paymentId: payment.paymentId,
    ...(payment.providerRef ? { paymentProviderRef: payment.providerRef } : {}),
    paidAt,
    updatedAt: paidAt,
  };
  const pendingWithThisTotal = and(
    eq(onlineOrders.id, payment.orderId),
    eq(onlineOrders.paymentStatus, "pending"),
    sql`${onlineOrders.totalPence} - ${onlineOrders.giftVoucherPence} + ${onlineOrders.tipPence} = ${payment.amountPence}`,
  );
  const recorded = await deps.db.transaction(async (tx) => {
    // A cancelled order is never paid (changeOrderStatus locks the row, so the two never cross).
    const [row] = await tx
      .update(onlineOrders)
      .set(paid)
      .where(and(pendingWithThisTotal, ne(onlineOrders.orderStatus, "cancelled")))
      .returning();
    // Credit the customer's loyalty points and totals in the same transaction, so a recorded
    // payment and its credit never part (recordPaidOrder itself credits an order once).
    if (row) {
      await recordPaidOrder(tx, row.id, paidAt);
      // An order to be paid online prints now, saying PAID; one whose ticket printed before the
      // payment gets a short PAID slip (decision 0034).
      await queueTicketOnPayment(tx, deps.env.KITCHEN_PRINTER, row.id);
      if (row.customerEmail) {
        await queueMail(
          tx,
          { to: row.customerEmail, ...paymentReceived(row, payment) },
          `payment-receipt:${row.id}`,
        );
      }
      return { row, late: false };
    }
    // The provider took the money for an order staff had cancelled: record it (it has to be
    // refunded through the same payment), without points or a receipt.
    const [late] = await tx
      .update(onlineOrders)
      .set({ ...paid, paymentNote: PAID_AFTER_CANCELLATION_PENDING })
      .where(and(pendingWithThisTotal, eq(onlineOrders.orderStatus, "cancelled")))
      .returning();
    return late ? { row: late, late: true } : null;
  });
  if (recorded?.late) return { outcome: "paid_after_cancellation", order: recorded.row };
  const updated = recorded?.row ?? null;

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

  await announceOrderEvent(deps.database, "order.payment", updated);
  return { outcome: "recorded", order: updated };
}
