/**
 * The daily cash-up (spec's daily_sales): what was taken on each channel, what left the drawer,
 * and what was counted. Every amount is integer pence; online orders are never typed, the server
 * adds them from the orders paid that London day.
 */
import { z } from "zod";
import { DeliveryMoneySchema } from "../delivery/drivers.schema";
import { UnpaidOrdersSchema } from "../payments/unpaid-orders.schema";
import { calendarDate, MAX_PENCE, multiLineText, singleLineText } from "../text.schema";

export const NEGATIVE_AMOUNT_MESSAGE = "Amounts cannot be negative";
export const FUTURE_CASH_UP_MESSAGE = "A cash-up cannot be for a date in the future";
export const CASH_OUT_DETAILS_MESSAGE = "Say who took the cash out and why";
export const cashUpExistsMessage = (date: string) =>
  `A cash-up for ${date} already exists. Open it to correct it instead of adding another.`;

/** The typed amounts, in the form's order. */
export const CASH_UP_AMOUNT_FIELDS = [
  ["openingBalancePence", "Opening balance (cash in the drawer at opening)"],
  ["counterSalesCardPence", "Counter sales by card"],
  ["counterSalesCashPence", "Counter sales in cash"],
  ["uberEatsSalesPence", "Uber Eats"],
  ["justEatSalesPence", "Just Eat"],
  ["deliverooSalesPence", "Deliveroo"],
  // What the till took for catering; the site's catering payments count in the reports by themselves.
  ["cateringSalesPence", "Catering taken at the till"],
  ["cashOutAmountPence", "Cash taken out of the drawer"],
  ["tipsPence", "Tips"],
  ["refundsPence", "Refunds paid from the drawer"],
  ["discountsPence", "Discounts given"],
  ["closingBalancePence", "Closing balance (cash counted at close)"],
] as const;
export type CashUpAmountField = (typeof CASH_UP_AMOUNT_FIELDS)[number][0];

const amount = z
  .number({ error: "Enter an amount" })
  .int("Amounts are whole pence")
  .min(0, NEGATIVE_AMOUNT_MESSAGE)
  .max(MAX_PENCE, "That amount is too large for one day");

const optionalLine = (max: number) =>
  singleLineText()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const CashUpInputSchema = z
  .object({
    date: calendarDate("Choose the date of the cash-up"),
    ...(Object.fromEntries(CASH_UP_AMOUNT_FIELDS.map(([name]) => [name, amount])) as Record<
      CashUpAmountField,
      typeof amount
    >),
    cashOutTakenBy: optionalLine(100),
    cashOutReason: optionalLine(300),
    notes: multiLineText()
      .max(2000)
      .transform((v) => v || null)
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.cashOutAmountPence > 0 && (!v.cashOutTakenBy || !v.cashOutReason)) {
      ctx.addIssue({
        code: "custom",
        message: CASH_OUT_DETAILS_MESSAGE,
        path: [v.cashOutTakenBy ? "cashOutReason" : "cashOutTakenBy"],
      });
    }
  });
export type CashUpInput = z.infer<typeof CashUpInputSchema>;

const CashUpSummarySchema = z.object({
  totalTakingsPence: z.number().int(),
  expectedCashPence: z.number().int(),
  /** Counted minus expected: above zero the drawer is over, below zero short. */
  differencePence: z.number().int(),
  outcome: z.enum(["over", "short", "balanced"]),
});
export type CashUpSummary = z.infer<typeof CashUpSummarySchema>;

export const CashUpSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  ...(Object.fromEntries(CASH_UP_AMOUNT_FIELDS.map(([name]) => [name, z.number().int()])) as Record<
    CashUpAmountField,
    z.ZodNumber
  >),
  onlineSalesPence: z.number().int(),
  /** Refunds of online orders made that day; the takings are net of them. */
  onlineRefundsPence: z.number().int(),
  /** Phone orders marked paid on the site that day (decision 0026), net of that day's refunds. */
  phoneCardSalesPence: z.number().int(),
  phoneCashSalesPence: z.number().int(),
  /** Online orders paid at the counter that day (decision 0035), net of that day's refunds. */
  onlineCounterCardSalesPence: z.number().int(),
  onlineCounterCashSalesPence: z.number().int(),
  /** Gift vouchers taken as payment on the day's orders (issue 38), net of those put back. */
  giftVoucherSalesPence: z.number().int(),
  cashOutTakenBy: z.string().nullable(),
  cashOutReason: z.string().nullable(),
  notes: z.string().nullable(),
  enteredBy: z.string().nullable(),
  createdAt: z.string(),
  summary: CashUpSummarySchema,
});
export type CashUp = z.infer<typeof CashUpSchema>;

/** A day's online takings as the cash-up shows them: paid, refunded that day, and the net. */
export const OnlineSalesSchema = z.object({
  date: z.string(),
  onlineSalesPence: z.number().int(),
  onlineRefundsPence: z.number().int(),
  netOnlineSalesPence: z.number().int(),
  /** Phone orders the site marked paid that day, by card and in cash, net of that day's refunds. */
  phoneCardSalesPence: z.number().int(),
  phoneCashSalesPence: z.number().int(),
  /** Online orders the site marked paid at the counter that day, by card and in cash, net. */
  onlineCounterCardSalesPence: z.number().int(),
  onlineCounterCashSalesPence: z.number().int(),
  /** Gift vouchers taken as payment on the day's orders, net of those put back by refunds. */
  giftVoucherSalesPence: z.number().int(),
  /** The day's orders still unpaid (collected ones first): to resolve before closing. */
  unpaidOrders: UnpaidOrdersSchema,
  /** Delivery fees and the cash each driver took (issue 35), within the lines above. */
  delivery: DeliveryMoneySchema.optional(),
});
export type OnlineSales = z.infer<typeof OnlineSalesSchema>;
