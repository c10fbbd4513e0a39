/**
 * What the cash-up form holds (pounds as typed) and how it becomes the shared CashUpInputSchema,
 * whose rules (no negative amounts, who and why for cash out) then apply to the same fields.
 */
import { z } from "zod";
import { isFutureDate } from "@shared/cash-up/cash-up";
import type { CashUp } from "@shared/cash-up/cash-up.schema";
import {
  CASH_UP_AMOUNT_FIELDS,
  type CashUpAmountField,
  CashUpInputSchema,
  FUTURE_CASH_UP_MESSAGE,
  NEGATIVE_AMOUNT_MESSAGE,
} from "@shared/cash-up/cash-up.schema";
import { formatPounds, parsePounds } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { into } from "@web/lib/form-schema";

/** Pounds typed ("12.50", "£12.50", blank for none) to pence; a minus sign says what is wrong. */
export function poundsToPence(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return parsePounds(trimmed);
}

const PoundsField = z.string().transform((text, ctx) => {
  if (text.trim().startsWith("-")) {
    ctx.addIssue({ code: "custom", message: NEGATIVE_AMOUNT_MESSAGE });
    return z.NEVER;
  }
  const pence = poundsToPence(text);
  if (pence === null) {
    ctx.addIssue({ code: "custom", message: "Enter an amount in pounds, like 12.50" });
    return z.NEVER;
  }
  return pence;
});

export const CashUpFormSchema = z
  .object({
    date: z.string(),
    ...(Object.fromEntries(CASH_UP_AMOUNT_FIELDS.map(([name]) => [name, PoundsField])) as Record<
      CashUpAmountField,
      typeof PoundsField
    >),
    cashOutTakenBy: z.string(),
    cashOutReason: z.string(),
    notes: z.string(),
  })
  .superRefine((v, ctx) => {
    if (isFutureDate(v.date, getLondonMoment(new Date()).date)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: FUTURE_CASH_UP_MESSAGE });
    }
  })
  .transform(into(CashUpInputSchema));
export type CashUpFormValues = z.input<typeof CashUpFormSchema>;

export function emptyCashUpForm(date: string): CashUpFormValues {
  return {
    date,
    ...(Object.fromEntries(CASH_UP_AMOUNT_FIELDS.map(([name]) => [name, ""])) as Record<
      CashUpAmountField,
      string
    >),
    cashOutTakenBy: "",
    cashOutReason: "",
    notes: "",
  };
}

/** A saved cash-up back in the form, to correct it (amounts as pounds, blanks for none). */
export function cashUpToForm(cashUp: CashUp): CashUpFormValues {
  return {
    date: cashUp.date,
    ...(Object.fromEntries(
      CASH_UP_AMOUNT_FIELDS.map(([name]) => [name, formatPounds(cashUp[name])]),
    ) as Record<CashUpAmountField, string>),
    cashOutTakenBy: cashUp.cashOutTakenBy ?? "",
    cashOutReason: cashUp.cashOutReason ?? "",
    notes: cashUp.notes ?? "",
  };
}
