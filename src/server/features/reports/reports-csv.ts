/** The raw records as CSV for the accountant: one row per record, amounts in pounds, hours computed. */
import { DELIVERY_FIGURE_LABELS, DELIVERY_FIGURES } from "@shared/delivery/delivery-money";
import { formatHours } from "@shared/employees/pay";
import { COUNTER_TAKINGS_LABELS, COUNTER_TAKINGS_LINES } from "@shared/payments/online-takings";
import { toCsv } from "@shared/reports/csv";
import { SALES_CHANNEL_LABELS, sumChannels } from "@shared/reports/sales-report";
import type { listDailySales, listPurchaseRecords, listTimeEntryRecords } from "./reports.queries";

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/**
 * A row per day with a cash-up or takings through the site, every column the report uses: each
 * channel, online before and after the refunds made that day, the orders paid at the counter by
 * channel and method (net of their refunds), the day's takings (the report's revenue: the
 * channels' sum), and the drawer's lines. Days without a cash-up leave the drawer's cells blank.
 * Then delivery (issue 35): the deliveries of that collection date, their fees (already in the
 * takings), the delivery fees refunded that day and the cash the drivers took (already in "Online
 * orders, cash at the counter").
 */
export function dailySalesCsv(rows: Rows<typeof listDailySales>): string {
  return toCsv(
    [
      "Date",
      "Cashed up",
      "Opening balance",
      "Closing balance",
      "Counter card",
      "Counter cash",
      "Uber Eats",
      "Just Eat",
      "Deliveroo",
      // The cash-up's catering and the site's catering payments that day.
      SALES_CHANNEL_LABELS.catering,
      "Online orders",
      "Online refunds",
      "Online after refunds",
      ...COUNTER_TAKINGS_LINES.map((line) => COUNTER_TAKINGS_LABELS[line]),
      "Gift vouchers taken (sales when spent)",
      "Total takings",
      "Cash out",
      "Cash out taken by",
      "Cash out reason",
      "Tips",
      "Refunds from the drawer",
      "Discounts",
      "Notes",
      "Entered by",
      ...DELIVERY_FIGURES.map((f) => DELIVERY_FIGURE_LABELS[f]),
    ],
    rows.map(({ day, cashUp, delivery }) => {
      const drawer = (pence: number | undefined) => (cashUp ? { pence: pence ?? 0 } : null);
      return [
        day.date,
        cashUp ? "yes" : "no",
        drawer(cashUp?.openingBalancePence),
        drawer(cashUp?.closingBalancePence),
        { pence: day.channels.counterCard },
        { pence: day.channels.counterCash },
        { pence: day.channels.uberEats },
        { pence: day.channels.justEat },
        { pence: day.channels.deliveroo },
        { pence: day.channels.catering },
        { pence: day.onlineGrossPence },
        { pence: day.onlineRefundsPence },
        { pence: day.channels.online },
        ...COUNTER_TAKINGS_LINES.map((line) => ({ pence: day.channels[line] })),
        { pence: day.channels.giftVoucher },
        { pence: sumChannels(day.channels) },
        { pence: day.cashOutPence },
        cashUp?.cashOutTakenBy ?? null,
        cashUp?.cashOutReason ?? null,
        { pence: day.tipsPence },
        { pence: day.refundsPence },
        { pence: day.discountsPence },
        cashUp?.notes ?? null,
        cashUp?.enteredBy ?? null,
        ...DELIVERY_FIGURES.map((f) => (f === "deliveries" ? delivery[f] : { pence: delivery[f] })),
      ];
    }),
  );
}

export function purchasesCsv(rows: Rows<typeof listPurchaseRecords>): string {
  return toCsv(
    [
      "Date",
      "Receipt number",
      "Vendor",
      "Category",
      "Subcategory",
      "Payment method",
      "Total",
      "VAT",
      "Net",
      "Recurring",
      "Notes",
      "Entered by",
    ],
    rows.map((r) => [
      r.date,
      r.receiptNumber,
      r.vendor,
      r.category,
      r.subcategory,
      r.paymentMethod,
      { pence: r.totalAmountPence },
      // VAT not known: both cells blank, never 0.00.
      r.vatAmountPence === null ? null : { pence: r.vatAmountPence },
      r.vatAmountPence === null ? null : { pence: r.totalAmountPence - r.vatAmountPence },
      r.isRecurring ? r.recurringFrequency : null,
      r.notes,
      r.enteredBy,
    ]),
  );
}

/**
 * A row per time entry with its hours, overtime and pay by the report's rule (overtime is weekly,
 * in shift order), as minutes (exact, they add up) and as hours to two decimals; blank for an open
 * shift.
 */
export function timeEntriesCsv(rows: Rows<typeof listTimeEntryRecords>): string {
  return toCsv(
    [
      "Date",
      "Employee id",
      "First name",
      "Last name",
      "Position",
      "Hourly rate",
      "Clock in",
      "Clock out",
      "Break (minutes)",
      "Worked (minutes)",
      "Hours",
      "Overtime (minutes)",
      "Overtime hours",
      "Pay",
      "Notes",
    ],
    rows.map((r) => [
      r.date,
      r.employeeId,
      r.firstName,
      r.lastName,
      r.position,
      { pence: r.hourlyRatePence },
      r.clockInTime,
      r.clockOutTime,
      r.breakDuration,
      r.priced ? r.priced.workedMinutes : null,
      r.priced ? formatHours(r.priced.workedMinutes) : null,
      r.priced ? r.priced.overtimeMinutes : null,
      r.priced ? formatHours(r.priced.overtimeMinutes) : null,
      r.priced ? { pence: r.priced.payPence } : null,
      r.notes,
    ]),
  );
}
