/**
 * Paying for a voucher by card (a Stripe PaymentIntent) or PayPal (an Orders v2 order), each made
 * by the server for the voucher's amount and checked with the provider before the voucher is
 * issued (payment-targets.service.ts, which catering deposits share).
 */
import { eq } from "drizzle-orm";
import type { PayGiftVoucherRequest } from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatPence } from "@shared/money";
import type { AppDeps } from "../../app-deps";
import { giftVouchers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import {
  captureTargetPaypalOrder,
  createTargetPaymentIntent,
  createTargetPaypalOrder,
  type PaymentTarget,
  verifyTargetStripePayment,
} from "../payments/payment-targets.service";
import type { VoucherRow } from "./gift-vouchers.service";

type Deps = Pick<AppDeps, "db" | "env">;

function voucherTarget(v: VoucherRow): PaymentTarget {
  const key = `gift-voucher-${v.id}-${v.code.slice(0, 4)}`;
  return {
    reference: `gift-voucher-${v.id}`,
    metadata: { key: "gift_voucher_id", value: String(v.id) },
    amountPence: v.amountPence,
    description: `Gift voucher ${formatPence(v.amountPence)}`,
    invoiceId: `GV-${v.id}-${v.code.slice(0, 4)}`,
    email: v.buyerEmail,
    idempotencyKey: `${key}-${v.amountPence}`,
    what: "the voucher",
  };
}

function requireAwaitingPayment(v: VoucherRow) {
  if (v.status !== "awaiting_payment") throw new HttpError(409, "This voucher has already been paid");
}

export async function createVoucherPaymentIntent(deps: Deps, v: VoucherRow) {
  requireAwaitingPayment(v);
  const { clientSecret, intentId } = await createTargetPaymentIntent(deps.env, voucherTarget(v));
  await deps.db.update(giftVouchers).set({ paymentProviderRef: intentId }).where(eq(giftVouchers.id, v.id));
  return { clientSecret };
}

/** The PayPal order the buyer approves in PayPal's window; its id is remembered on the voucher. */
export async function createVoucherPaypalOrder(deps: Deps, v: VoucherRow): Promise<{ id: string }> {
  requireAwaitingPayment(v);
  const created = await createTargetPaypalOrder(deps.env, voucherTarget(v));
  await deps.db.update(giftVouchers).set({ paymentProviderRef: created.id }).where(eq(giftVouchers.id, v.id));
  return created;
}

/** Asks the provider whether the voucher was paid in full; returns the payment's id to keep. */
export function verifyVoucherPayment(
  deps: Deps,
  v: VoucherRow,
  request: Exclude<PayGiftVoucherRequest, { paymentMethod: "test" }>,
): Promise<string> {
  return request.paymentMethod === "stripe"
    ? verifyTargetStripePayment(deps.env, voucherTarget(v), request.paymentId)
    : captureTargetPaypalOrder(deps.env, voucherTarget(v), v.paymentProviderRef, request.paymentId);
}
