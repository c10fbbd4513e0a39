/** Admin "Reports" tab (lazy-loaded with Recharts): a week's sales, purchases and labour. */
import { useQuery } from "@tanstack/react-query";
import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { formatHours } from "../../../shared/employees/pay";
import { formatPence } from "../../../shared/money";
import { addDays, getLondonMoment } from "../../../shared/opening-hours/london-time";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PURCHASE_CATEGORIES,
  PURCHASE_CATEGORY_LABELS,
} from "../../../shared/purchases/purchases.schema";
import { LABOUR_ROLE_LABELS, LABOUR_ROLES } from "../../../shared/reports/labour";
import { formatBasisPoints } from "../../../shared/reports/percentages";
import { getWeekEnd, getWeekStart } from "../../../shared/reports/report-week";
import type { WeeklyReport } from "../../../shared/reports/reports.schema";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "../../../shared/reports/sales-report";
import { Button, buttonClasses } from "../../components/ui/button";
import { formatCalendarDate } from "../../lib/format";
import {
  recordsCsvUrl,
  trendQueryOptions,
  weeklyReportCsvUrl,
  weeklyReportQueryOptions,
} from "./api/get-weekly-report";
import { ChannelSharesChart, DailySalesChart, LabourTrendChart } from "./components/report-charts";
import "./components/report-print.css";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

function Rows({
  caption,
  rows,
  headers,
}: {
  caption: string;
  headers: string[];
  rows: [string, ...string[]][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-bold text-stone-900">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          {headers.map((h, i) => (
            <th key={h} scope="col" className={i > 0 ? "text-right" : ""}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first} className="border-b border-stone-100">
            <th scope="row" className="font-normal">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={`${first}-${headers[i + 1]}`} className="text-right">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReportBody({ report }: { report: WeeklyReport }) {
  const { sales, purchases, labour } = report;
  return (
    <div className="space-y-6">
      <section aria-labelledby="report-sales" className="space-y-3">
        <h3 id="report-sales" className="text-xl font-bold text-maroon-800">
          Sales
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Total sales" value={formatPence(sales.totalRevenuePence)} />
          <Figure label="Net cash flow" value={formatPence(sales.netCashFlowPence)} />
          <Figure label="Average trading day" value={formatPence(sales.averageDailySalesPence)} />
          <Figure label="Tips" value={formatPence(sales.totalTipsPence)} />
        </dl>
        <Rows
          caption="Sales by channel"
          headers={["Channel", "Sales", "Share"]}
          rows={SALES_CHANNELS.map((c) => [
            SALES_CHANNEL_LABELS[c],
            formatPence(sales.channelTotals[c]),
            formatBasisPoints(sales.channelShares[c]),
          ])}
        />
        <p className="text-sm text-stone-700">
          Net cash flow is sales less refunds ({formatPence(sales.totalRefundsPence)}) and cash taken out (
          {formatPence(sales.totalCashOutPence)}). Discounts given: {formatPence(sales.totalDiscountsPence)}.
          The average counts the {sales.tradingDays} days with takings.
        </p>
      </section>

      <section aria-labelledby="report-purchases" className="space-y-3">
        <h3 id="report-purchases" className="text-xl font-bold text-maroon-800">
          Purchases
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Total purchases" value={formatPence(purchases.totalPurchasesPence)} />
          <Figure label="VAT" value={formatPence(purchases.totalVatPence)} />
          <Figure label="Net of VAT" value={formatPence(purchases.totalNetPence)} />
          <Figure label="Average daily spend" value={formatPence(purchases.averageDailySpendPence)} />
        </dl>
        <div className="grid gap-4 md:grid-cols-2">
          <Rows
            caption="By category"
            headers={["Category", "Spend"]}
            rows={PURCHASE_CATEGORIES.map((c) => [
              PURCHASE_CATEGORY_LABELS[c],
              formatPence(purchases.byCategory[c]),
            ])}
          />
          <Rows
            caption="By payment method"
            headers={["Paid by", "Spend"]}
            rows={PAYMENT_METHODS.map((m) => [
              PAYMENT_METHOD_LABELS[m],
              formatPence(purchases.byPaymentMethod[m]),
            ])}
          />
        </div>
      </section>

      <section aria-labelledby="report-labour" className="space-y-3">
        <h3 id="report-labour" className="text-xl font-bold text-maroon-800">
          Labour
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Hours" value={formatHours(labour.totalMinutes)} />
          <Figure label="Overtime hours" value={formatHours(labour.totalOvertimeMinutes)} />
          <Figure label="Labour cost" value={formatPence(labour.totalCostPence)} />
          <Figure label="Labour cost as % of sales" value={formatBasisPoints(labour.labourCostShare)} />
        </dl>
        <Rows
          caption="By role"
          headers={["Role", "Hours", "Cost"]}
          rows={LABOUR_ROLES.map((r) => [
            LABOUR_ROLE_LABELS[r],
            formatHours(labour.byRole[r].minutes),
            formatPence(labour.byRole[r].costPence),
          ])}
        />
      </section>
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
