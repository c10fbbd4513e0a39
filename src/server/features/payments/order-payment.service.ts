import { randomUUID } from "node:crypto";
import { amountDuePence } from "@shared/payments/amount-due";
import type { UpdateOrderPaymentRequest } from "@shared/payments/payment.schema";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/http-error";
import { findOrderForGuest } from "../orders/order-access.service";
import {
  acceptVerifiedPayment,
  CANCELLED_ORDER_CANNOT_BE_PAID,
  CANCELLED_ORDER_PAYMENT_REFUNDED,
  requirePayableOrder,
} from "./late-payment.service";
import { getPaymentProviders, requirePaypal, requireStripe } from "./payment-providers.service";
import type { MarkOrderPaidOutcome, OrderRow } from "./payment-recording.service";
import { confirmPaypalPayment } from "./paypal-payments.service";
import { confirmStripePayment } from "./stripe-payments.service";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;

/**
 * PATCH /api/orders/{id}/payment: the browser reports a payment; the server records it only after
 * checking it with the provider. Reporting anything but "completed" changes nothing.
 */
export async function updateOrderPayment(
  deps: Deps,
  orderId: number,
  orderToken: string | undefined,
  request: UpdateOrderPaymentRequest,
): Promise<OrderRow> {
  const order = await findOrderForGuest(deps.db, orderId, orderToken);
  if (request.status !== "completed") return order;
  // A cancelled order that is still unpaid is checked with the provider all the same: if the money
  // was taken, it is refunded (acceptVerifiedPayment) and the diner is told so below.
  if (
    order.orderStatus === "cancelled" &&
    (order.paymentStatus !== "pending" || request.paymentMethod === "test")
  ) {
    throw new HttpError(409, CANCELLED_ORDER_CANNOT_BE_PAID);
  }
  if (order.paymentStatus !== "pending") {
    const sameMethod = order.paymentMethod === request.paymentMethod;
    const samePayment =
      order.paymentId === request.paymentId || order.paymentProviderRef === request.paymentId;
    if (sameMethod && (samePayment || request.paymentMethod === "test")) return order;
    throw new HttpError(409, "This order has already been paid");
  }
  let result: { outcome: MarkOrderPaidOutcome; order: OrderRow };
  if (request.paymentMethod === "stripe") {
    result = await confirmStripePayment(deps, requireStripe(deps.env), order, request.paymentId);
  } else if (request.paymentMethod === "paypal") {
    result = await confirmPaypalPayment(deps, requirePaypal(deps.env), order);
  } else {
    result = await recordTestPayment(deps, order);
  }
  if (result.outcome === "paid_after_cancellation")
    throw new HttpError(409, CANCELLED_ORDER_PAYMENT_REFUNDED);
  if (result.outcome === "paid_by_other_payment") {
    throw new HttpError(409, "This order had already been paid. Please contact us about the second payment.");
  }
  return result.order;
}

/** Test mode's simulated payment of the stored total; refused where real payment is expected. */
export async function payTestOrder(
  deps: Deps,
  orderId: number,
  orderToken: string | undefined,
): Promise<OrderRow> {
  requireTestMode(deps);
  const order = await findOrderForGuest(deps.db, orderId, orderToken);
  const result = await recordTestPayment(deps, order);
  // Paid by someone else between the check and the record (staff at the counter): refused, not "paid".
  if (result.outcome === "paid_by_other_payment")
    throw new HttpError(409, "This order has already been paid");
  return result.order;
}

function requireTestMode(deps: Deps): void {
  if (!getPaymentProviders(deps.env).testMode) {
    throw new HttpError(400, "Test payments are not available on this site");
  }
}

async function recordTestPayment(deps: Deps, order: OrderRow) {
  requireTestMode(deps);
  requirePayableOrder(order, deps.now());
  return acceptVerifiedPayment(deps, {
    orderId: order.id,
    provider: "test",
    paymentId: `test_${randomUUID()}`,
    amountPence: amountDuePence(order),
    currency: "gbp",
  });
}
