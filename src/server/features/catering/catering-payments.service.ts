/**
 * Paying a confirmed catering order online: the deposit (or the whole) first, then what is left.
 * The server makes the card intent or PayPal order for the part chosen and remembers it; paying
 * checks with the provider that exactly that was paid (payment-targets.service.ts).
 */
import { eq } from "drizzle-orm";
import type { CateringPayPart, PayCateringRequest } from "@shared/catering/catering.schema";
import { cateringAmountsDue } from "@shared/catering/catering-pricing";
import { formatPence } from "@shared/money";
import type { AppDeps } from "../../app-deps";
import { cateringOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { getPaymentProviders } from "../payments/payment-providers.service";
import {
  captureTargetPaypalOrder,
  createTargetPaymentIntent,
  createTargetPaypalOrder,
  type PaymentTarget,
  verifyTargetStripePayment,
} from "../payments/payment-targets.service";
import type { CateringOrderRow } from "./catering.queries";
import { cateringReference, recordCateringPayment } from "./catering.service";

type Deps = Pick<AppDeps, "db" | "env" | "now">;

function amountFor(row: CateringOrderRow, part: CateringPayPart): number {
  const due = row.status === "confirmed" ? cateringAmountsDue(row) : null;
  if (!due) {
    throw new HttpError(
      409,
      row.status === "requested"
        ? "The restaurant has not confirmed this request yet: you pay once it is confirmed"
        : "Nothing is due on this catering order",
    );
  }
  return part === "deposit" ? due.depositPence : due.fullPence;
}

function cateringTarget(row: CateringOrderRow, amountPence: number): PaymentTarget {
  const reference = cateringReference(row.id);
  return {
    reference: `catering-${row.id}`,
    metadata: { key: "catering_order_id", value: String(row.id) },
    amountPence,
    description: `Catering ${reference}: ${formatPence(amountPence)}`,
    invoiceId: `${reference}-${row.paidPence}-${amountPence}`,
    email: row.email,
    idempotencyKey: `catering-${row.id}-${row.paidPence}-${amountPence}`,
    what: "the amount due",
  };
}

async function remember(deps: Deps, row: CateringOrderRow, ref: string, amountPence: number) {
  await deps.db
    .update(cateringOrders)
    .set({ paymentProviderRef: ref, paymentPendingPence: amountPence })
    .where(eq(cateringOrders.id, row.id));
}

export async function createCateringPaymentIntent(deps: Deps, row: CateringOrderRow, part: CateringPayPart) {
  const amount = amountFor(row, part);
  const { clientSecret, intentId } = await createTargetPaymentIntent(deps.env, cateringTarget(row, amount));
  await remember(deps, row, intentId, amount);
  return { clientSecret };
}

export async function createCateringPaypalOrder(deps: Deps, row: CateringOrderRow, part: CateringPayPart) {
  const amount = amountFor(row, part);
  const created = await createTargetPaypalOrder(deps.env, cateringTarget(row, amount));
  await remember(deps, row, created.id, amount);
  return created;
}

/** Checks the payment with its provider (or takes the demo's simulated one) and records it. */
export async function payCatering(deps: Deps, row: CateringOrderRow, request: PayCateringRequest) {
  if (request.paymentMethod === "test") {
    if (!getPaymentProviders(deps.env).testMode)
      throw new HttpError(400, "Simulated payments are only for the demo: pay by card or PayPal");
    const amountPence = amountFor(row, request.part);
    return recordCateringPayment(deps, row.id, { amountPence, method: "test", paymentId: null });
  }
  if (row.paymentPendingPence === null || row.paymentProviderRef !== request.paymentId)
    throw new HttpError(400, "This payment belongs to something else");
  const target = cateringTarget(row, row.paymentPendingPence);
  const paymentId =
    request.paymentMethod === "stripe"
      ? await verifyTargetStripePayment(deps.env, target, request.paymentId)
      : await captureTargetPaypalOrder(deps.env, target, row.paymentProviderRef, request.paymentId);
  return recordCateringPayment(deps, row.id, {
    amountPence: row.paymentPendingPence,
    method: request.paymentMethod,
    paymentId,
  });
}
