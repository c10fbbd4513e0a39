/**
 * Paying for a voucher by card (a Stripe PaymentIntent) or PayPal (an Orders v2 order), each made
 * by the server for the voucher's amount and checked with the provider before the voucher is
 * issued: the browser only says which payment to look at.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { PayGiftVoucherRequest } from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatPence } from "@shared/money";
import { formatPenceAsDecimal, parseDecimalToPence } from "@shared/payments/provider-amounts";
import type { AppDeps } from "../../app-deps";
import { giftVouchers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { PaypalOrder } from "../../lib/paypal-client";
import { isStripeError } from "../../lib/stripe-client";
import { requirePaypal, requireStripe } from "../payments/payment-providers.service";
import { callPaypal, captureOnce } from "../payments/paypal-payments.service";
import type { VoucherRow } from "./gift-vouchers.service";

type Deps = Pick<AppDeps, "db" | "env">;

/** What PayPal's purchase unit is keyed by: never a plain number, so never taken for an order's. */
const paypalReference = (v: Pick<VoucherRow, "id">) => `gift-voucher-${v.id}`;

function requireAwaitingPayment(v: VoucherRow) {
  if (v.status !== "awaiting_payment") throw new HttpError(409, "This voucher has already been paid");
}

export async function createVoucherPaymentIntent(deps: Deps, v: VoucherRow) {
  const stripe = requireStripe(deps.env);
  requireAwaitingPayment(v);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: v.amountPence,
        currency: "gbp",
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        description: `Gift voucher ${v.id}`,
        metadata: { gift_voucher_id: String(v.id) },
        receipt_email: v.buyerEmail,
      },
      { idempotencyKey: `gift-voucher-${v.id}-${v.code.slice(0, 4)}-intent-${v.amountPence}` },
    );
  } catch {
    throw new HttpError(502, "Failed to create payment intent");
  }
  if (!intent.client_secret) throw new HttpError(502, "Failed to create payment intent");
  await deps.db.update(giftVouchers).set({ paymentProviderRef: intent.id }).where(eq(giftVouchers.id, v.id));
  return { clientSecret: intent.client_secret };
}

/** The PayPal order the buyer approves in PayPal's window; its id is remembered on the voucher. */
export async function createVoucherPaypalOrder(deps: Deps, v: VoucherRow): Promise<{ id: string }> {
  const paypal = requirePaypal(deps.env);
  requireAwaitingPayment(v);
  const created = await callPaypal(() =>
    paypal.createOrder({
      referenceId: paypalReference(v),
      invoiceId: `GV-${v.id}-${v.code.slice(0, 4)}`,
      description: `Gift voucher ${formatPence(v.amountPence)}`,
      amount: { currency_code: "GBP", value: formatPenceAsDecimal(v.amountPence) },
      requestId: `gift-voucher-${v.id}-${v.code.slice(0, 4)}-create-${v.amountPence}`,
    }),
  );
  await deps.db.update(giftVouchers).set({ paymentProviderRef: created.id }).where(eq(giftVouchers.id, v.id));
  return { id: created.id };
}

/** Asks the provider whether the voucher was paid in full; returns the payment's id to keep. */
export function verifyVoucherPayment(
  deps: Deps,
  v: VoucherRow,
  request: Exclude<PayGiftVoucherRequest, { paymentMethod: "test" }>,
): Promise<string> {
  return request.paymentMethod === "stripe"
    ? verifyStripeVoucherPayment(deps, v, request.paymentId)
    : captureVoucherPaypalOrder(deps, v, request.paymentId);
}

async function verifyStripeVoucherPayment(deps: Deps, v: VoucherRow, intentId: string): Promise<string> {
  const stripe = requireStripe(deps.env);
  if (!/^pi_[A-Za-z0-9_]+$/.test(intentId)) throw new HttpError(400, "Not a card payment reference");
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    if (isStripeError(error) && error.type === "StripeInvalidRequestError")
      throw new HttpError(400, "No such card payment");
    throw new HttpError(502, "Could not check the card payment");
  }
  if (intent.metadata?.gift_voucher_id !== String(v.id))
    throw new HttpError(400, "This payment belongs to something else");
  if (intent.status !== "succeeded")
    throw new HttpError(402, `The card payment has not succeeded (status: ${intent.status})`);
  if (intent.currency !== "gbp") throw new HttpError(400, "The payment was not made in pounds sterling");
  const received = intent.amount_received ?? intent.amount;
  if (intent.amount !== v.amountPence || received !== v.amountPence) {
    throw new HttpError(400, `The payment of ${formatPence(received)} does not match the voucher`);
  }
  return intent.id;
}

/** Captures the approved PayPal order (once) and checks it paid this voucher's amount in pounds. */
async function captureVoucherPaypalOrder(deps: Deps, v: VoucherRow, paypalOrderId: string) {
  const paypal = requirePaypal(deps.env);
  // Only the order the server made for this voucher: another voucher's or an order's is refused
  // before PayPal is asked to take anything.
  if (v.paymentProviderRef !== paypalOrderId)
    throw new HttpError(400, "This payment belongs to something else");
  return checkPaypalCapture(await captureOnce(paypal, paypalOrderId), v);
}

function checkPaypalCapture(paypalOrder: PaypalOrder, v: VoucherRow): string {
  const unit = paypalOrder.purchase_units?.find((u) => u.reference_id === paypalReference(v));
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
  if (pence !== v.amountPence) {
    throw new HttpError(400, `The payment of £${capture.amount.value} does not match the voucher`);
  }
  return capture.id;
}
