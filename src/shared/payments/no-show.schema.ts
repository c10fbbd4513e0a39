/**
 * Staff clear a paid no-show (issue 32, item 10): the order is cancelled, and its refund is made at
 * once when the owner lets staff refund that much (settings: staffRefundLimitPence, 0 = never), or
 * waits in "Refunds to approve" for an owner, whose approval makes the real refund.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { OrderPaymentMethodSchema, OrderSchema } from "../orders/order.schema";
import type { StaffRole } from "../staff-accounts/staff-account.schema";
import { multiLineText, penceSchema } from "../text.schema";

export const REFUND_REQUEST_STATUSES = [
  "pending",
  "in_progress",
  "refunded",
  "declined",
  "withdrawn",
] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** What cancelling this order as a no-show does with its money, for this person. */
const NO_SHOW_OUTCOMES = ["refund_now", "to_approve", "nothing_to_refund"] as const;
export type NoShowOutcome = (typeof NO_SHOW_OUTCOMES)[number];

/** The reason every no-show refund carries (the diner's refund email and the audit log show it). */
export const NO_SHOW_REASON = "No-show";

/**
 * The one rule: nothing left to refund, nothing to do; an owner's refund is made at once; staff's
 * is made at once only up to the owner's limit (0 = never), otherwise it waits for an owner.
 */
export function decideNoShowRefund(
  refundablePence: number,
  role: StaffRole,
  staffLimitPence: number,
): NoShowOutcome {
  if (refundablePence <= 0) return "nothing_to_refund";
  if (role === "owner" || refundablePence <= staffLimitPence) return "refund_now";
  return "to_approve";
}

/** What the no-show dialog says before staff confirm it (GET /api/admin/orders/:id/no-show). */
export const NoShowPreviewSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** What is left of the order's total: refunded (the body's refundPence confirms it). */
  refundPence: z.number().int(),
  /** The diner's tip left, given back with it: a no-show had no service (decision 0055). */
  tipPence: z.number().int(),
  outcome: z.enum(NO_SHOW_OUTCOMES),
  staffRefundLimitPence: z.number().int(),
});
export type NoShowPreview = z.infer<typeof NoShowPreviewSchema>;

/** The refund the person confirmed: refused (409) when the order's refundable amount changed since. */
export const NoShowRequestSchema = z.strictObject({ refundPence: penceSchema() });

export const NoShowResultSchema = z.object({
  order: OrderSchema,
  /** refunded: made now; to_approve: waits for an owner (also when the provider refused just now). */
  outcome: z.enum(["refunded", "to_approve", "nothing_to_refund"]),
  refundPence: z.number().int(),
  tipPence: z.number().int(),
  /** The sentence staff are shown. */
  message: z.string(),
});
export type NoShowResult = z.infer<typeof NoShowResultSchema>;

/** A no-show's refund in words: "£17.00 (with the £2.00 tip)", "the £2.00 tip", "£15.00". */
export function describeNoShowMoney({ refundPence, tipPence }: { refundPence: number; tipPence: number }) {
  if (tipPence <= 0) return formatPence(refundPence);
  if (refundPence <= 0) return `the ${formatPence(tipPence)} tip`;
  return `${formatPence(refundPence + tipPence)} (with the ${formatPence(tipPence)} tip)`;
}

/** The sentence staff read once a no-show is cleared. */
export function describeNoShowResult(
  orderNumber: string,
  outcome: NoShowResult["outcome"],
  money: { refundPence: number; tipPence: number },
  providerError: string | null = null,
): string {
  if (outcome === "nothing_to_refund")
    return `Order ${orderNumber} cancelled as a no-show: nothing to refund.`;
  if (outcome === "refunded")
    return `Order ${orderNumber} cancelled as a no-show and ${describeNoShowMoney(money)} refunded.`;
  return (
    `Order ${orderNumber} cancelled as a no-show. The refund of ${describeNoShowMoney(money)} waits for an owner's approval` +
    (providerError ? ` (it could not be made now: ${providerError})` : "") +
    "."
  );
}

/** A refund in "Refunds to approve" (and its history), as the owner's list shows it. */
export const PendingRefundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  collectionDate: z.string(),
  collectionTime: z.string(),
  orderTotalPence: z.number().int(),
  paymentMethod: OrderPaymentMethodSchema.nullable(),
  amountPence: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type PendingRefund = z.infer<typeof PendingRefundSchema>;

export const PendingRefundListSchema = z.object({
  /** Waiting for an owner, oldest first. */
  pending: z.array(PendingRefundSchema),
  /** The last ones decided, newest first. */
  decided: z.array(PendingRefundSchema),
});
export type PendingRefundList = z.infer<typeof PendingRefundListSchema>;

export const DeclineRefundSchema = z.strictObject({
  note: multiLineText().max(500, "must be at most 500 characters").optional(),
});
export type DeclineRefund = z.infer<typeof DeclineRefundSchema>;
