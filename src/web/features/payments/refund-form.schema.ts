/**
 * What the refund form holds (full or part, an amount in pounds as typed, a reason) and how it
 * becomes the shared RefundRequestSchema's body. Nothing is chosen at first and nothing after a
 * refund: the owner picks full or part each time, so a second tap never refunds the rest by itself.
 * A full refund sends the amount left as the form showed it, the amount the owner confirmed (the
 * server refuses it should the page be out of date). Over what is left is refused here with the
 * amount, and by the server with its own words.
 */
import { z } from "zod";
import { formatPence, parsePounds } from "@shared/money";
import { RefundRequestSchema } from "@shared/payments/payment.schema";
import { into } from "@web/lib/form-schema";

export const REFUND_AMOUNT_MESSAGE = "Enter an amount in pounds, e.g. 5.50";
export const REFUND_KIND_MESSAGE = "Choose a full or a part refund";

export const REFUND_FEE_ONLY_MESSAGE = "Enter an amount, or tick the delivery fee";
export const REFUND_TIP_ONLY_MESSAGE = "Enter an amount, or tick the tip";
const REFUND_FEE_OR_TIP_MESSAGE = "Enter an amount, or tick the delivery fee or the tip";

function emptyAmountMessage(feeLeftPence: number, tipLeftPence: number): string {
  if (feeLeftPence > 0 && tipLeftPence > 0) return REFUND_FEE_OR_TIP_MESSAGE;
  if (feeLeftPence > 0) return REFUND_FEE_ONLY_MESSAGE;
  if (tipLeftPence > 0) return REFUND_TIP_ONLY_MESSAGE;
  return REFUND_AMOUNT_MESSAGE;
}

/**
 * `feeLeftPence` is a delivery order's fee not yet given back (0 for collection): a part refund may
 * then add it with a tick, and says how much of the refund is the fee either way, so a dish's
 * refund never counts as the fee (src/shared/payments/refunds.ts). `tipLeftPence` is the diner's
 * tip not yet given back (issue 40): a full refund returns it, a part refund only with its tick.
 */
export function refundFormSchema(refundablePence: number, feeLeftPence = 0, tipLeftPence = 0) {
  return z
    .object({
      kind: z.enum(["", "full", "part"]),
      amount: z.string(),
      withFee: z.boolean(),
      withTip: z.boolean(),
      reason: z.string(),
    })
    .transform(({ kind, amount, withFee, withTip, reason }, ctx) => {
      const body = { reason: reason.trim() || undefined };
      if (kind === "") {
        ctx.addIssue({ code: "custom", path: ["kind"], message: REFUND_KIND_MESSAGE });
        return z.NEVER;
      }
      if (kind === "full") {
        return { ...body, amountPence: refundablePence, ...(tipLeftPence > 0 ? { refundTip: true } : {}) };
      }
      const fee = feeLeftPence > 0 && withFee ? feeLeftPence : 0;
      const tip = tipLeftPence > 0 && withTip;
      const pence = amount.trim() === "" && (fee > 0 || tip) ? 0 : parsePounds(amount);
      if (pence === null || pence < 0 || (pence + fee <= 0 && !tip)) {
        ctx.addIssue({
          code: "custom",
          path: ["amount"],
          message: emptyAmountMessage(feeLeftPence, tipLeftPence),
        });
        return z.NEVER;
      }
      return {
        ...body,
        amountPence: pence + fee,
        ...(feeLeftPence > 0 ? { deliveryFeePence: fee } : {}),
        ...(tipLeftPence > 0 ? { refundTip: tip } : {}),
      };
    })
    .transform(
      into(RefundRequestSchema, { amountPence: "amount", deliveryFeePence: "withFee", refundTip: "withTip" }),
    )
    .refine((body) => body.amountPence === undefined || body.amountPence <= refundablePence, {
      path: ["amount"],
      message: `At most ${formatPence(refundablePence)} can be refunded`,
    });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

const DESTINATIONS = {
  stripe: "the diner's card",
  paypal: "the diner's PayPal account",
  test: "the test payment (no money moves)",
  card: "the diner's card at the counter",
  cash: "the diner in cash at the counter",
  gift_voucher: "the diner's gift voucher",
} as const;

/** The confirmation question, amounts in words: "Refund £3.95 of £33.78 to the diner's card?" */
export function refundQuestion(
  amountPence: number,
  totalPence: number,
  method: keyof typeof DESTINATIONS | null,
): string {
  const to = method ? DESTINATIONS[method] : "the diner";
  return `Refund ${formatPence(amountPence)} of ${formatPence(totalPence)} to ${to}?`;
}
