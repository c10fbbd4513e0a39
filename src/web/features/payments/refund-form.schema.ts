/**
 * What the refund form holds (full or part, an amount in pounds as typed, a reason) and how it
 * becomes the shared RefundRequestSchema's body. Over what is left is refused here with the amount
 * (the server refuses it too, with its own words, should the page be out of date).
 */
import { z } from "zod";
import { formatPence, parsePounds } from "@shared/money";
import { RefundRequestSchema } from "@shared/payments/payment.schema";
import { into } from "@web/lib/form-schema";

export const REFUND_AMOUNT_MESSAGE = "Enter an amount in pounds, e.g. 5.50";

export function refundFormSchema(refundablePence: number) {
  return z
    .object({ kind: z.enum(["full", "part"]), amount: z.string(), reason: z.string() })
    .transform(({ kind, amount, reason }, ctx) => {
      const body = { reason: reason.trim() || undefined };
      if (kind === "full") return body;
      const pence = parsePounds(amount);
      if (pence === null || pence <= 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: REFUND_AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return { ...body, amountPence: pence };
    })
    .transform(into(RefundRequestSchema, { amountPence: "amount" }))
    .refine((body) => body.amountPence === undefined || body.amountPence <= refundablePence, {
      path: ["amount"],
      message: `At most ${formatPence(refundablePence)} can be refunded`,
    });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
