/**
 * Paying for something that is not an order (a gift voucher, a catering deposit) by card or
 * PayPal: the server makes the Stripe PaymentIntent or PayPal order for the amount it priced,
 * and checks with the provider that exactly that was paid before anything is issued. The browser
 * only says which payment to look at. One module, so a voucher and a deposit are checked alike.
 */
import type Stripe from "stripe";
import { formatPence } from "@shared/money";
import { formatPenceAsDecimal, parseDecimalToPence } from "@shared/payments/provider-amounts";
import type { Env } from "../../env";
import { HttpError } from "../../lib/http-error";
import type { PaypalOrder } from "../../lib/paypal-client";
import { isStripeError } from "../../lib/stripe-client";
import { requirePaypal, requireStripe } from "./payment-providers.service";
import { callPaypal, captureOnce } from "./paypal-payments.service";

export interface PaymentTarget {
  /** Never a plain number ("gift-voucher-12"), so never taken for an order's payment. */
  reference: string;
  /** The Stripe metadata that says the intent is this target's (one key, checked on return). */
  metadata: { key: string; value: string };
  amountPence: number;
  /** The words on the diner's statement and in the provider's dashboard. */
  description: string;
  /** Shown in PayPal's dashboard; unique per target and amount. */
  invoiceId: string;
  email: string | null;
  /** Unique per target and amount: a retry of the same request makes no second payment. */
  idempotencyKey: string;
  /** "the voucher", "the amount due": the end of a mismatch message. */
  what: string;
}

export async function createTargetPaymentIntent(env: Env, target: PaymentTarget) {
  const stripe = requireStripe(env);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: target.amountPence,
        currency: "gbp",
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        description: target.description,
        metadata: { [target.metadata.key]: target.metadata.value },
        ...(target.email ? { receipt_email: target.email } : {}),
      },
      { idempotencyKey: `${target.idempotencyKey}-intent` },
    );
  } catch {
    throw new HttpError(502, "Failed to create payment intent");
  }
  if (!intent.client_secret) throw new HttpError(502, "Failed to create payment intent");
  return { clientSecret: intent.client_secret, intentId: intent.id };
}

/** The PayPal order the payer approves in PayPal's window; the caller remembers its id. */
export async function createTargetPaypalOrder(env: Env, target: PaymentTarget): Promise<{ id: string }> {
  const paypal = requirePaypal(env);
  const created = await callPaypal(() =>
    paypal.createOrder({
      referenceId: target.reference,
      invoiceId: target.invoiceId,
      description: target.description,
      amount: { currency_code: "GBP", value: formatPenceAsDecimal(target.amountPence) },
      requestId: `${target.idempotencyKey}-create`,
    }),
  );
  return { id: created.id };
}

/** Asks Stripe whether the intent paid this target in full; returns the intent's id to keep. */
export async function verifyTargetStripePayment(env: Env, target: PaymentTarget, intentId: string) {
  const stripe = requireStripe(env);
  if (!/^pi_[A-Za-z0-9_]+$/.test(intentId)) throw new HttpError(400, "Not a card payment reference");
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    if (isStripeError(error) && error.type === "StripeInvalidRequestError")
      throw new HttpError(400, "No such card payment");
    throw new HttpError(502, "Could not check the card payment");
  }
  if (intent.metadata?.[target.metadata.key] !== target.metadata.value)
    throw new HttpError(400, "This payment belongs to something else");
  if (intent.status !== "succeeded")
    throw new HttpError(402, `The card payment has not succeeded (status: ${intent.status})`);
  if (intent.currency !== "gbp") throw new HttpError(400, "The payment was not made in pounds sterling");
  const received = intent.amount_received ?? intent.amount;
  if (intent.amount !== target.amountPence || received !== target.amountPence) {
    throw new HttpError(400, `The payment of ${formatPence(received)} does not match ${target.what}`);
  }
  return intent.id;
}

/**
 * Captures the approved PayPal order (once) and checks it paid this target's amount in pounds.
 * Only the order the server made for this target (`expectedOrderId`): another's is refused before
 * PayPal is asked to take anything.
 */
export async function captureTargetPaypalOrder(
  env: Env,
  target: PaymentTarget,
  expectedOrderId: string | null,
  paypalOrderId: string,
): Promise<string> {
  const paypal = requirePaypal(env);
  if (expectedOrderId !== paypalOrderId) throw new HttpError(400, "This payment belongs to something else");
  return checkPaypalCapture(await captureOnce(paypal, paypalOrderId), target);
}

function checkPaypalCapture(paypalOrder: PaypalOrder, target: PaymentTarget): string {
  const unit = paypalOrder.purchase_units?.find((u) => u.reference_id === target.reference);
  if (!unit) throw new HttpError(400, "This payment belongs to something else");
  const capture = unit.payments?.captures?.[0];
  if (paypalOrder.status !== "COMPLETED" || capture?.status !== "COMPLETED") {
    throw new HttpError(
      402,
      `The PayPal payment was not completed (status: ${capture?.status ?? paypalOrder.status})`,
    );
  }
  if (capture.amount?.currency_code !== "GBP")
    throw new HttpError(400, "The payment was not made in pounds sterling");
  const pence = parseDecimalToPence(capture.amount.value);
  if (pence !== target.amountPence) {
    throw new HttpError(400, `The payment of £${capture.amount.value} does not match ${target.what}`);
  }
  return capture.id;
}
