/** The raw records as CSV for the accountant: one row per record, amounts in pounds, hours computed. */
import { formatHours, getWorkedMinutes } from "../../../shared/employees/pay";
import { toCsv } from "../../../shared/reports/csv";
import type { listDailySales, listPurchaseRecords, listTimeEntryRecords } from "./reports.queries";

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export function dailySalesCsv(rows: Rows<typeof listDailySales>): string {
  return toCsv(
    [
      "Date",
      "Opening balance",
      "Closing balance",
      "Counter card",
      "Counter cash",
      "Uber Eats",
      "Just Eat",
      "Deliveroo",
      "Catering",
      "Cash out",
      "Cash out taken by",
      "Cash out reason",
      "Tips",
      "Refunds",
      "Discounts",
      "Notes",
      "Entered by",
    ],
    rows.map((r) => [
      r.date,
      { pence: r.openingBalancePence },
      { pence: r.closingBalancePence },
      { pence: r.counterSalesCardPence },
      { pence: r.counterSalesCashPence },
      { pence: r.uberEatsSalesPence },
      { pence: r.justEatSalesPence },
      { pence: r.deliverooSalesPence },
      { pence: r.cateringSalesPence },
      { pence: r.cashOutAmountPence },
      r.cashOutTakenBy,
      r.cashOutReason,
      { pence: r.tipsPence },
      { pence: r.refundsPence },
      { pence: r.discountsPence },
      r.notes,
      r.enteredBy,
    ]),
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

/** Hours by the employees feature's rule (real elapsed London time); blank for an open shift. */
function workedHours(r: Rows<typeof listTimeEntryRecords>[number]): string | null {
  if (!r.clockOutTime) return null;
  const worked = getWorkedMinutes({ ...r, clockOutTime: r.clockOutTime });
  return "minutes" in worked ? formatHours(worked.minutes) : null;
}

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
      "Hours",
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
      workedHours(r),
      r.notes,
    ]),
  );
}
