import { z } from "zod";
import { DeliveryMoneySchema } from "../delivery/drivers.schema";
import { UnpaidOrdersSchema } from "../payments/unpaid-orders.schema";
import { calendarDate } from "../text.schema";
import { countDays, MAX_REPORT_DAYS } from "./range-report";

export const RangeQuerySchema = z
  .object({
    from: calendarDate("from must be a real date (YYYY-MM-DD)"),
    to: calendarDate("to must be a real date (YYYY-MM-DD)"),
  })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine((q) => q.from > q.to || countDays(q.from, q.to) <= MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days`,
    path: ["to"],
  });

const pence = z.number().int();

export const PeriodFiguresSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), label: z.string(), pence })),
  grossPence: pence,
  refundsPence: pence,
  netPence: pence,
  orders: z.number().int(),
  averageOrderPence: pence,
  cashedUp: z.boolean(),
});

export const TodayReportSchema = z.object({
  /** London date of "today" on the server's clock. */
  date: z.string(),
  /** The London time the figures run to, "HH:MM". */
  time: z.string(),
  today: PeriodFiguresSchema,
  lastWeek: z.object({
    date: z.string(),
    /** Up to the same London time as today's figures. */
    soFar: PeriodFiguresSchema,
    wholeDay: PeriodFiguresSchema,
  }),
  /** Today's orders still unpaid (collected first): missing from the takings until resolved. */
  unpaidOrders: UnpaidOrdersSchema,
  /** Today's tips so far (online tips of today's paid collections, the cash-up's): not takings. */
  tipsPence: z.number().int(),
  /** Today's delivery fees and each driver's cash (issue 35). */
  delivery: DeliveryMoneySchema.optional(),
  /**
   * Today's catering orders (issue 39 item 3): the confirmed ones whose event is today, their
   * guests, totals and what is paid of them so far (paid on whichever day; the takings count each
   * payment on its own day, in the catering channel).
   */
  catering: z.object({
    orders: z.number().int(),
    guests: z.number().int(),
    totalPence: pence,
    paidPence: pence,
  }),
});
export type TodayReport = z.infer<typeof TodayReportSchema>;

export const RangeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: PeriodFiguresSchema.extend({ discountsPence: pence }),
  days: z.array(
    z.object({ date: z.string(), grossPence: pence, orders: z.number().int(), refundsPence: pence }),
  ),
  bestSellers: z.array(z.object({ name: z.string(), quantity: z.number().int(), salesPence: pence })),
  byHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), salesPence: pence })),
  promotions: z.array(
    z.object({
      title: z.string(),
      code: z.string().nullable(),
      kind: z.string(),
      uses: z.number().int(),
      costPence: pence,
    }),
  ),
  refunds: z.object({ count: z.number().int(), totalPence: pence }),
  /**
   * Gift vouchers (issue 38): sold in the range is money held (a liability, not takings), redeemed
   * is what they paid of orders (already in the takings' "Gift vouchers taken"), outstanding is
   * what is still held at the range's end.
   */
  giftVouchers: z.object({ soldPence: pence, redeemedPence: pence, outstandingPence: pence }),
  /**
   * Delivery (issue 35): deliveries, their fees (within the takings) and the cash each driver took,
   * by the deliveries' collection dates; the fees refunded by the refunds made in the range.
   */
  delivery: DeliveryMoneySchema,
});
export type RangeReport = z.infer<typeof RangeReportSchema>;
