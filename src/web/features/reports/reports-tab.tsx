/** Admin "Reports" tab (lazy-loaded with Recharts): a week's sales, purchases and labour. */
import { useQuery } from "@tanstack/react-query";
import { Download, Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatHours } from "@shared/employees/pay";
import { formatPence } from "@shared/money";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PURCHASE_CATEGORIES,
  PURCHASE_CATEGORY_LABELS,
} from "@shared/purchases/purchases.schema";
import { LABOUR_ROLE_LABELS, LABOUR_ROLES } from "@shared/reports/labour";
import { formatBasisPoints } from "@shared/reports/percentages";
import { getWeekEnd, getWeekStart } from "@shared/reports/report-week";
import type { WeeklyReport } from "@shared/reports/reports.schema";
import { Button, buttonClasses } from "../../components/ui/button";
import { formatCalendarDate } from "../../lib/format";
import {
  recordsCsvUrl,
  trendQueryOptions,
  weeklyReportCsvUrl,
  weeklyReportQueryOptions,
} from "./api/get-weekly-report";
import { DeliveryMoneyTable } from "./components/delivery-money";
import { ChannelSharesChart, DailySalesChart, LabourTrendChart } from "./components/report-charts";
import "./components/report-print.css";
import { CHANNEL_HEADERS, channelRows, ReportTable } from "./components/report-table";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

/** A part of the report: its heading, its four headline figures, then its tables. */
function ReportSection({
  id,
  title,
  figures,
  children,
}: {
  id: string;
  title: string;
  figures: [label: string, value: string][];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xl font-bold text-maroon-800">
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(([label, value]) => (
          <Figure key={label} label={label} value={value} />
        ))}
      </dl>
      {children}
    </section>
  );
}

function ReportBody({ report }: { report: WeeklyReport }) {
  const { sales, purchases, labour } = report;
  return (
    <div className="space-y-6">
      <ReportSection
        id="report-sales"
        title="Sales"
        figures={[
          ["Total sales", formatPence(sales.totalRevenuePence)],
          ["Online refunds", formatPence(sales.totalOnlineRefundsPence)],
          ["Net cash flow", formatPence(sales.netCashFlowPence)],
          ["Average trading day", formatPence(sales.averageDailySalesPence)],
          ["Tips", formatPence(sales.totalTipsPence)],
        ]}
      >
        <ReportTable caption="Sales by channel" headers={CHANNEL_HEADERS} rows={channelRows(report)} />
        <DeliveryMoneyTable caption="Delivery this week" delivery={sales.delivery} />
        <p className="text-sm text-stone-700">
          Online orders paid {formatPence(sales.onlineGrossPence)}, less{" "}
          {formatPence(sales.totalOnlineRefundsPence)} refunded online this week (on the day of each refund):{" "}
          {formatPence(sales.channelTotals.online)} in the sales above.
        </p>
        <p className="text-sm text-stone-700">
          Net cash flow is sales less refunds from the drawer ({formatPence(sales.totalRefundsPence)}) and
          cash taken out ({formatPence(sales.totalCashOutPence)}). Discounts given:{" "}
          {formatPence(sales.totalDiscountsPence)}. The average counts the {sales.tradingDays} days with
          takings.
        </p>
      </ReportSection>

      <ReportSection
        id="report-purchases"
        title="Purchases"
        figures={[
          ["Total purchases", formatPence(purchases.totalPurchasesPence)],
          [
            "VAT",
            purchases.vatUnknownCount === 0
              ? formatPence(purchases.totalVatPence)
              : `${formatPence(purchases.totalVatPence)} (VAT unknown on ${purchases.vatUnknownCount} ${purchases.vatUnknownCount === 1 ? "receipt" : "receipts"})`,
          ],
          ["Net of VAT", formatPence(purchases.totalNetPence)],
          ["Average daily spend", formatPence(purchases.averageDailySpendPence)],
        ]}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <ReportTable
            caption="By category"
            headers={["Category", "Spend"]}
            rows={PURCHASE_CATEGORIES.map((c) => [
              PURCHASE_CATEGORY_LABELS[c],
              formatPence(purchases.byCategory[c]),
            ])}
          />
          <ReportTable
            caption="By payment method"
            headers={["Paid by", "Spend"]}
            rows={PAYMENT_METHODS.map((m) => [
              PAYMENT_METHOD_LABELS[m],
              formatPence(purchases.byPaymentMethod[m]),
            ])}
          />
        </div>
      </ReportSection>

      <ReportSection
        id="report-labour"
        title="Labour"
        figures={[
          ["Hours", formatHours(labour.totalMinutes)],
          ["Overtime hours", formatHours(labour.totalOvertimeMinutes)],
          ["Labour cost", formatPence(labour.totalCostPence)],
          ["Labour cost as % of sales", formatBasisPoints(labour.labourCostShare)],
        ]}
      >
        <ReportTable
          caption="By role"
          headers={["Role", "Hours", "Cost"]}
          rows={LABOUR_ROLES.map((r) => [
            LABOUR_ROLE_LABELS[r],
            formatHours(labour.byRole[r].minutes),
            formatPence(labour.byRole[r].costPence),
          ])}
        />
      </ReportSection>
    </div>
  );
}

export function ReportsTab() {
  const [weekStart, setWeekStart] = useState(() => getWeekStart(getLondonMoment(new Date()).date));
  const weekEnd = getWeekEnd(weekStart);
  const report = useQuery(weeklyReportQueryOptions(weekStart));
  const trend = useQuery(trendQueryOptions(weekStart));

  return (
    <div id="weekly-report" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-2xl font-bold text-stone-900">
          Week of {formatCalendarDate(weekStart)} to {formatCalendarDate(weekEnd)}
        </h2>
        <div className="report-no-print flex flex-wrap items-end gap-2">
          <Button variant="ghost" onClick={() => setWeekStart(addDays(weekStart, -7))}>
            Previous week
          </Button>
          <label className="text-sm font-semibold text-stone-800">
            Any day of the week
            <input
              type="date"
              className="ml-2 rounded border border-stone-400 px-2 py-1"
              value={weekStart}
              onChange={(e) => e.target.value && setWeekStart(getWeekStart(e.target.value))}
            />
          </label>
          <Button variant="ghost" onClick={() => setWeekStart(addDays(weekStart, 7))}>
            Next week
          </Button>
          <Button onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" /> Print
          </Button>
        </div>
      </div>

      <nav aria-label="CSV downloads" className="report-no-print flex flex-wrap gap-2 text-sm">
        {(["sales", "purchases", "labour"] as const).map((kind) => (
          <a
            key={kind}
            className={buttonClasses("ghost", "sm")}
            href={weeklyReportCsvUrl(weekStart, kind)}
            download
          >
            <Download size={16} aria-hidden="true" /> {kind[0]?.toUpperCase()}
            {kind.slice(1)} report CSV
          </a>
        ))}
        {(
          [
            ["daily-sales", "Daily sales records"],
            ["purchases", "Purchase records"],
            ["time-entries", "Time entry records"],
          ] as const
        ).map(([records, label]) => (
          <a
            key={records}
            className={buttonClasses("ghost", "sm")}
            href={recordsCsvUrl(records, weekStart, weekEnd)}
            download
          >
            <Download size={16} aria-hidden="true" /> {label} CSV
          </a>
        ))}
      </nav>

      {report.isPending && <p>Loading the report...</p>}
      {report.isError && <p role="alert">Could not load the report.</p>}
      {report.data && (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <DailySalesChart report={report.data} />
            <ChannelSharesChart report={report.data} />
          </div>
          <ReportBody report={report.data} />
        </>
      )}
      {trend.data && <LabourTrendChart trend={trend.data} />}
    </div>
  );
}
