import { DELIVERY_FIGURE_LABELS, DELIVERY_FIGURES, driverCashLabel } from "../delivery/delivery-money";
import { formatHours } from "../employees/pay";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PURCHASE_CATEGORIES,
  PURCHASE_CATEGORY_LABELS,
} from "../purchases/purchases.schema";
import { type CsvCell, toCsv } from "./csv";
import { LABOUR_ROLE_LABELS, LABOUR_ROLES } from "./labour";
import type { WeeklyReport } from "./reports.schema";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "./sales-report";

const percent = (bp: number | null): CsvCell => (bp === null ? null : (bp / 100).toFixed(2));

/** One weekly report as CSV: a row per line the owner reads on the screen, amounts in pounds. */
export function weeklyReportCsv(report: WeeklyReport, kind: "sales" | "purchases" | "labour"): string {
  const week = `${report.weekStart} to ${report.weekEnd}`;
  if (kind === "sales") {
    const s = report.sales;
    const rows: CsvCell[][] = [
      ...s.days.map((d) => [week, `Sales ${d.date}`, { pence: d.revenuePence }, null]),
      ...SALES_CHANNELS.map((c) => [
        week,
        SALES_CHANNEL_LABELS[c],
        { pence: s.channelTotals[c] },
        percent(s.channelShares[c]),
      ]),
      [week, "Total revenue", { pence: s.totalRevenuePence }, s.totalRevenuePence > 0 ? "100.00" : null],
      [week, "Online orders before refunds", { pence: s.onlineGrossPence }, null],
      [week, "Online refunds", { pence: s.totalOnlineRefundsPence }, null],
      [week, "Cash out", { pence: s.totalCashOutPence }, null],
      [week, "Tips", { pence: s.totalTipsPence }, null],
      [week, "Refunds from the drawer", { pence: s.totalRefundsPence }, null],
      [week, "Discounts", { pence: s.totalDiscountsPence }, null],
      [week, "Net cash flow", { pence: s.netCashFlowPence }, null],
      [week, "Average trading day", { pence: s.averageDailySalesPence }, null],
      // Delivery (issue 35): a count, then money already within the lines above.
      ...DELIVERY_FIGURES.map((f) => [
        week,
        DELIVERY_FIGURE_LABELS[f],
        f === "deliveries" ? s.delivery[f] : { pence: s.delivery[f] },
        null,
      ]),
      ...s.delivery.drivers.map((d) => [week, driverCashLabel(d), { pence: d.cashCollectedPence }, null]),
    ];
    return toCsv(["Week", "Line", "Amount (GBP)", "Share (%)"], rows);
  }
  if (kind === "purchases") {
    const p = report.purchases;
    const rows: CsvCell[][] = [
      ...PURCHASE_CATEGORIES.map((c) => [
        week,
        `Category: ${PURCHASE_CATEGORY_LABELS[c]}`,
        { pence: p.byCategory[c] },
      ]),
      ...PAYMENT_METHODS.map((m) => [
        week,
        `Paid by: ${PAYMENT_METHOD_LABELS[m]}`,
        { pence: p.byPaymentMethod[m] },
      ]),
      [week, "Total purchases", { pence: p.totalPurchasesPence }],
      [week, "VAT", { pence: p.totalVatPence }],
      [week, "Net of VAT", { pence: p.totalNetPence }],
      [week, "Average daily spend", { pence: p.averageDailySpendPence }],
      [week, "Receipts", p.receiptCount],
      [week, "Receipts with VAT unknown", p.vatUnknownCount],
    ];
    return toCsv(["Week", "Line", "Amount (GBP)"], rows);
  }
  const l = report.labour;
  const rows: CsvCell[][] = [
    ...LABOUR_ROLES.map((r) => [
      week,
      LABOUR_ROLE_LABELS[r],
      formatHours(l.byRole[r].minutes),
      { pence: l.byRole[r].costPence },
    ]),
    [week, "Total", formatHours(l.totalMinutes), { pence: l.totalCostPence }],
    [week, "Overtime", formatHours(l.totalOvertimeMinutes), null],
    [week, "Average hourly cost", null, { pence: l.averageHourlyRatePence }],
    [week, "Average daily cost", null, { pence: l.averageDailyCostPence }],
    [week, "Labour cost as % of sales", percent(l.labourCostShare), null],
  ];
  return toCsv(["Week", "Line", "Hours", "Cost (GBP)"], rows);
}
