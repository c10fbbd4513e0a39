/**
 * A cancelled order cannot be paid (decision 0020). Every way in refuses before money moves
 * (requirePayableOrder); but a card confirmed in the diner's browser, or a PayPal capture racing a
 * cancellation, can still bring money for an order staff cancelled. acceptVerifiedPayment is the one
 * door every verified payment goes through: such a payment is refunded at once through the provider
 * that took it, the order says so ("Paid after cancellation - refunded automatically") and the
 * restaurant gets an email.
 */
import { eq } from "drizzle-orm";
import { orderPaymentRefusal } from "@shared/orders/order-payability";
import type { AppDeps } from "../../app-deps";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { announceOrderEvent } from "../../lib/order-events";
import { markOrderPaid, type OrderRow, type VerifiedPayment } from "./payment-recording.service";
import { latePaymentForRestaurant } from "./payments.mail";
import { refundOrder } from "./refunds.service";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;

export { CANCELLED_ORDER_CANNOT_BE_PAID } from "@shared/orders/order-payability";
export const CANCELLED_ORDER_PAYMENT_REFUNDED =
  "This order had been cancelled, so your payment has been refunded. Please contact us if you still want the food.";
const PAID_AFTER_CANCELLATION_REFUNDED = "Paid after cancellation - refunded automatically";
const PAID_AFTER_CANCELLATION_REFUND_FAILED =
  "Paid after cancellation - the automatic refund failed: refund this payment by hand";

/**
 * Before any payment is started or taken: 409 with the reason for an order that cannot be paid
 * online (cancelled, already paid, collected, or its collection day over: orderPaymentRefusal).
 */
export function requirePayableOrder(order: OrderRow, now: Date): void {
  const refusal = orderPaymentRefusal(order, now);
  if (refusal) throw new HttpError(409, refusal);
}

/** markOrderPaid, plus the automatic refund of a payment that arrived for a cancelled order. */
export async function acceptVerifiedPayment(deps: Deps, payment: VerifiedPayment) {
  const result = await markOrderPaid(deps, payment);
  if (result.outcome !== "paid_after_cancellation") return result;
  return { outcome: result.outcome, order: await refundLatePayment(deps, result.order) };
}

async function refundLatePayment(deps: Deps, order: OrderRow): Promise<OrderRow> {
  let refunded: OrderRow | null = null;
  let failure: string | null = null;
  try {
    refunded = await refundOrder(
      deps,
      order.id,
      { reason: "Paid after the order was cancelled" },
      { userId: null, username: "system", via: "late payment", at: deps.now() },
    );
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const note = refunded ? PAID_AFTER_CANCELLATION_REFUNDED : PAID_AFTER_CANCELLATION_REFUND_FAILED;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlineOrders)
      .set({ paymentNote: note, updatedAt: deps.now() })
      .where(eq(onlineOrders.id, order.id))
      .returning();
    const current = row ?? refunded ?? order;
    await queueMail(tx, {
      to: deps.env.RESTAURANT_EMAIL,
      ...latePaymentForRestaurant(current, { refunded: refunded !== null, failure }),
    });
    return current;
  });
  await announceOrderEvent(deps.database, "order.payment", updated);
  return updated;
}
