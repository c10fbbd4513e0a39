import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { amountDuePence } from "@shared/payments/amount-due";
import type { CreatePaypalOrderRequest } from "@shared/payments/payment.schema";
import { formatPenceAsDecimal, parseDecimalToPence } from "@shared/payments/provider-amounts";
import type { AppDeps } from "../../app-deps";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { PaypalApiError, type PaypalClient, type PaypalOrder } from "../../lib/paypal-client";
import { requireOrderAccess } from "../orders/order-access.service";
import {
  acceptVerifiedPayment,
  CANCELLED_ORDER_CANNOT_BE_PAID,
  CANCELLED_ORDER_PAYMENT_REFUNDED,
} from "./late-payment.service";
import type { OrderRow, VerifiedPayment } from "./payment-recording.service";
import { findPayableOrder, rememberProviderRef } from "./payment-start.service";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;

export async function createPaypalOrderForOrder(
  deps: Deps,
  paypal: PaypalClient,
  request: CreatePaypalOrderRequest,
  orderToken: string | undefined,
): Promise<{ id: string }> {
  const order = await findPayableOrder(deps.db, request.orderId, orderToken, deps.now());
  if (request.amount !== undefined && parseDecimalToPence(request.amount) !== amountDuePence(order)) {
    throw new HttpError(400, `The amount (${request.amount}) does not match the order total`);
  }
  if (request.currency !== undefined && request.currency.toUpperCase() !== "GBP") {
    throw new HttpError(400, "Orders are paid in pounds sterling (GBP)");
  }
  const created = await callPaypal(() =>
    paypal.createOrder({
      referenceId: String(order.id),
      invoiceId: order.orderNumber,
      description: `Order ${order.orderNumber}`,
      amount: { currency_code: "GBP", value: formatPenceAsDecimal(amountDuePence(order)) },
      requestId: `order-${order.id}-${order.orderNumber}-create-${amountDuePence(order)}`,
    }),
  );
  await rememberProviderRef(deps.db, order.id, created.id);
  return { id: created.id };
}

/** Checks a captured PayPal order: completed, our order, our total, in pounds. */
function verifyPaypalCapture(paypalOrder: PaypalOrder, order: OrderRow): VerifiedPayment {
  const unit = paypalOrder.purchase_units?.find(
    (u) => u.reference_id === String(order.id) || u.custom_id === String(order.id),
  );
  if (!unit) throw new HttpError(400, "This PayPal payment belongs to another order");
  const capture = unit.payments?.captures?.[0];
  if (paypalOrder.status !== "COMPLETED" || capture?.status !== "COMPLETED") {
    throw new HttpError(
      402,
      `The PayPal payment was not completed (status: ${capture?.status ?? paypalOrder.status})`,
    );
  }
  if (capture.custom_id !== undefined && capture.custom_id !== String(order.id)) {
    throw new HttpError(400, "This PayPal payment belongs to another order");
  }
  if (capture.amount?.currency_code !== "GBP") {
    throw new HttpError(400, "The payment was not made in pounds sterling");
  }
  const pence = parseDecimalToPence(capture.amount.value);
  if (pence !== amountDuePence(order)) {
    throw new HttpError(400, `The payment of £${capture.amount.value} does not match the order total`);
  }
  return {
    orderId: order.id,
    provider: "paypal",
    paymentId: capture.id,
    amountPence: pence,
    currency: "gbp",
    providerRef: paypalOrder.id,
  };
}

/**
 * Captures the PayPal order the server created for one of our orders, then records the payment if
 * PayPal says it completed for the right amount. A repeated call finds the capture already made.
 */
export async function capturePaypalOrder(
  deps: Deps,
  paypal: PaypalClient,
  paypalOrderId: string,
  orderToken: string | undefined,
) {
  const [found] = await deps.db
    .select()
    .from(onlineOrders)
    .where(eq(onlineOrders.paymentProviderRef, paypalOrderId));
  const order = requireOrderAccess(found, orderToken);
  // Refused before PayPal takes anything.
  if (order.orderStatus === "cancelled") throw new HttpError(409, CANCELLED_ORDER_CANNOT_BE_PAID);
  if (order.paymentStatus !== "pending") {
    if (order.paymentMethod === "paypal")
      return { paypalOrder: { id: paypalOrderId, status: "COMPLETED" }, order };
    throw new HttpError(409, "This order has already been paid");
  }
  const captured = await captureOnce(paypal, paypalOrderId);
  const result = await acceptVerifiedPayment(deps, verifyPaypalCapture(captured, order));
  // Staff cancelled the order while PayPal was capturing: the money has gone back already.
  if (result.outcome === "paid_after_cancellation")
    throw new HttpError(409, CANCELLED_ORDER_PAYMENT_REFUNDED);
  return { paypalOrder: { id: captured.id, status: captured.status }, order: result.order };
}

/**
 * Captures a PayPal order; one captured already (a retry, a second tab) is read back instead.
 * Each attempt has its own PayPal-Request-Id: PayPal answers a repeated id with the first answer,
 * so after a declined capture the buyer's second try (another funding source) would be declined
 * again without reaching the bank. PayPal itself refuses a second capture of one order.
 */
export async function captureOnce(paypal: PaypalClient, paypalOrderId: string): Promise<PaypalOrder> {
  try {
    return await paypal.captureOrder(paypalOrderId, `capture-${paypalOrderId}-${randomUUID()}`);
  } catch (error) {
    if (error instanceof PaypalApiError && error.issue === "ORDER_ALREADY_CAPTURED") {
      return callPaypal(() => paypal.getOrder(paypalOrderId));
    }
    throw paypalHttpError(error);
  }
}

/** For the PATCH: look at the PayPal order the server created and record it if it was captured. */
export async function confirmPaypalPayment(deps: Deps, paypal: PaypalClient, order: OrderRow) {
  if (!order.paymentProviderRef) throw new HttpError(402, "The PayPal payment has not been completed");
  const paypalOrder = await callPaypal(() => paypal.getOrder(order.paymentProviderRef as string));
  return acceptVerifiedPayment(deps, verifyPaypalCapture(paypalOrder, order));
}

/** A PayPal API error as the client should see it: 400 for the request's fault, else 502. */
function paypalHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof PaypalApiError) {
    if (error.status >= 400 && error.status < 500 && error.status !== 401) {
      return new HttpError(400, error.message);
    }
    return new HttpError(502, error.message);
  }
  return new HttpError(502, "PayPal could not be reached. Please try again.");
}

export async function callPaypal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw paypalHttpError(error);
  }
}
