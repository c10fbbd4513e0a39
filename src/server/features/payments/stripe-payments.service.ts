import type Stripe from "stripe";
import { formatPence } from "@shared/money";
import { amountDuePence } from "@shared/payments/amount-due";
import type { CreatePaymentIntentRequest } from "@shared/payments/payment.schema";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/http-error";
import { isStripeError } from "../../lib/stripe-client";
import { acceptVerifiedPayment } from "./late-payment.service";
import type { OrderRow, VerifiedPayment } from "./payment-recording.service";
import { findPayableOrder, rememberProviderRef } from "./payment-start.service";
import { providerError } from "./provider-errors";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;

/**
 * A PaymentIntent for the stored order's total (never the client's), with the order id in its
 * metadata. The idempotency key is per order (number too, so two databases sharing one Stripe
 * account never collide) and amount, so a retried call gets the same intent.
 */
export async function createPaymentIntentForOrder(
  deps: Deps,
  stripe: Stripe,
  request: CreatePaymentIntentRequest,
  orderToken: string | undefined,
): Promise<{ clientSecret: string }> {
  const order = await findPayableOrder(deps.db, request.orderId, orderToken, deps.now());
  if (request.amount !== undefined && request.amount !== amountDuePence(order)) {
    throw new HttpError(400, `The amount (${request.amount} pence) does not match the order total`);
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: amountDuePence(order),
        currency: "gbp",
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        description: `Order ${order.orderNumber}`,
        metadata: { order_id: String(order.id), order_number: order.orderNumber },
        ...(order.customerEmail ? { receipt_email: order.customerEmail } : {}),
      },
      { idempotencyKey: `order-${order.id}-${order.orderNumber}-intent-${amountDuePence(order)}` },
    );
  } catch (error) {
    throw providerError(error, "Failed to create payment intent");
  }
  if (!intent.client_secret) throw new HttpError(502, "Failed to create payment intent");
  await rememberProviderRef(deps.db, order.id, intent.id);
  return { clientSecret: intent.client_secret };
}

/** Checks that an intent is a finished payment of this order's total in pounds. */
export function verifyStripeIntent(intent: Stripe.PaymentIntent, order: OrderRow): VerifiedPayment {
  if (intent.metadata?.order_id !== String(order.id)) {
    throw new HttpError(400, "This payment belongs to another order");
  }
  if (intent.status !== "succeeded") {
    throw new HttpError(402, `The card payment has not succeeded (status: ${intent.status})`);
  }
  if (intent.currency !== "gbp") throw new HttpError(400, "The payment was not made in pounds sterling");
  const received = intent.amount_received ?? intent.amount;
  if (intent.amount !== amountDuePence(order) || received !== amountDuePence(order)) {
    throw new HttpError(400, `The payment of ${formatPence(received)} does not match the order total`);
  }
  return {
    orderId: order.id,
    provider: "stripe",
    paymentId: intent.id,
    amountPence: received,
    currency: intent.currency,
  };
}

/** Asks Stripe about the intent the browser says succeeded, and records it only if Stripe agrees. */
export async function confirmStripePayment(
  deps: Deps,
  stripe: Stripe,
  order: OrderRow,
  paymentIntentId: string,
) {
  if (!/^pi_[A-Za-z0-9_]+$/.test(paymentIntentId)) throw new HttpError(400, "Not a card payment reference");
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    if (isStripeError(error) && error.type === "StripeInvalidRequestError") {
      throw new HttpError(400, "No such card payment");
    }
    throw providerError(error, "Could not check the card payment");
  }
  return acceptVerifiedPayment(deps, verifyStripeIntent(intent, order));
}
