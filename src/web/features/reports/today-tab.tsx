/**
 * The owner's Today view: takings so far by channel, orders and the average order, against the same
 * weekday last week at the same time. Kept live by the admin's order events (a new order, a
 * payment, a refund invalidate it) and refreshed each minute.
 */
import { useQuery } from "@tanstack/react-query";
import { formatPence } from "@shared/money";
import { getDayOfWeek, WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import { formatBasisPoints } from "@shared/reports/percentages";
import { changeFromLastWeek } from "@shared/reports/range-report";
import type { TodayReport } from "@shared/reports/range-report.schema";
import { UnpaidOrdersList } from "@web/features/payments/unpaid-orders-list";
import { formatCalendarDate } from "../../lib/format";
import { todayReportQueryOptions } from "./api/get-today-report";
import { DeliveryMoneyTable } from "./components/delivery-money";
import { type ReportRow, ReportTable } from "./components/report-table";
import { ZReportPanel } from "./z-report-panel";

type Figures = TodayReport["today"];

/** "up 12.50% on last Friday", "down 3.00% …", or nothing to compare with. */
function describeChange(now: number, before: number, lastWeekday: string): string {
  const change = changeFromLastWeek(now, before);
  if (change === null) return `nothing by this time last ${lastWeekday}`;
  if (change === 0) return `the same as last ${lastWeekday}`;
  return `${change > 0 ? "up" : "down"} ${formatBasisPoints(Math.abs(change))} on last ${lastWeekday}`;
}

function Figure({ label, value, comparison }: { label: string; value: string; comparison: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
      <dd className="text-sm text-stone-700">{comparison}</dd>
    </div>
  );
}

/** Every channel any of the three columns has, in the order they come. */
function comparisonRows(columns: Figures[]): ReportRow[] {
  const labels = [...new Set(columns.flatMap((c) => c.channels.map((ch) => ch.label)))];
  const money = (pick: (f: Figures) => number): string[] => columns.map((c) => formatPence(pick(c)));
  return [
    ...labels.map(
      (label): ReportRow => [label, ...money((f) => f.channels.find((c) => c.label === label)?.pence ?? 0)],
    ),
    ["Takings before refunds", ...money((f) => f.grossPence)],
    ["Refunds made", ...money((f) => f.refundsPence)],
    ["Takings less refunds", ...money((f) => f.netPence)],
    ["Online orders", ...columns.map((c) => String(c.orders))],
    ["Average online order", ...money((f) => f.averageOrderPence)],
  ];
}

/** "Catering today: 1 order, 40 guests, £544.00 (£136.00 paid)": today's confirmed events. */
function CateringToday({ catering }: { catering: TodayReport["catering"] }) {
  if (catering.orders === 0) return null;
  return (
    <p>
      Catering today:{" "}
      <strong>
        {catering.orders} {catering.orders === 1 ? "order" : "orders"}, {catering.guests}{" "}
        {catering.guests === 1 ? "guest" : "guests"}, {formatPence(catering.totalPence)}
      </strong>{" "}
      ({formatPence(catering.paidPence)} paid)
    </p>
  );
}

function TodayView({ report }: { report: TodayReport }) {
  const { today, lastWeek, time } = report;
  const lastWeekday = WEEKDAY_NAMES[getDayOfWeek(lastWeek.date)] ?? "week";
  const before = lastWeek.soFar;
  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <div>
        <h2 id="today-heading" className="text-2xl font-bold text-stone-900">
          Today, {formatCalendarDate(report.date)}
        </h2>
        <p className="text-stone-700">
          Figures to {time}, live as orders are paid; compared with last {lastWeekday} (
          {formatCalendarDate(lastWeek.date)}) by {time}.
        </p>
      </div>
      <p role="status" className="sr-only">
        Takings so far {formatPence(today.netPence)} from {today.orders} online{" "}
        {today.orders === 1 ? "order" : "orders"}.
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Takings so far"
          value={formatPence(today.netPence)}
          comparison={describeChange(today.netPence, before.netPence, lastWeekday)}
        />
        <Figure
          label="Online orders"
          value={String(today.orders)}
          comparison={describeChange(today.orders, before.orders, lastWeekday)}
        />
        <Figure
          label="Average order"
          value={formatPence(today.averageOrderPence)}
          comparison={describeChange(today.averageOrderPence, before.averageOrderPence, lastWeekday)}
        />
        <Figure
          label="Refunds made today"
          value={formatPence(today.refundsPence)}
          comparison={`${formatPence(before.refundsPence)} by this time last ${lastWeekday}`}
        />
      </dl>
      <ReportTable
        caption={`Today against last ${lastWeekday}, by channel`}
        headers={[
          "Figure",
          `Today to ${time}`,
          `Last ${lastWeekday} to ${time}`,
          `Last ${lastWeekday}, whole day`,
        ]}
        rows={comparisonRows([today, before, lastWeek.wholeDay])}
      />
      <UnpaidOrdersList unpaid={report.unpaidOrders} />
      {report.delivery && <DeliveryMoneyTable caption="Delivery today" delivery={report.delivery} />}
      <CateringToday catering={report.catering} />
      <p>
        Tips today, for the staff (not takings): <strong>{formatPence(report.tipsPence)}</strong>
      </p>
      <p className="text-sm text-stone-700">
        Online takings count when an order is paid; refunds count on the day they are made, whichever day the
        order was. Catering deposits and balances paid on the site count in Catering on the day they are paid,
        added to the catering the till took. Counter and delivery-app takings come from the day's cash-up
        {today.cashedUp ? " (entered for today)" : ", not yet entered for today"}.
      </p>
    </section>
  );
}

export function TodayTab() {
  const report = useQuery(todayReportQueryOptions());
  if (report.isPending) return <p>Loading today's figures...</p>;
  if (report.isError) return <p role="alert">Could not load today's figures.</p>;
  return (
    <div className="space-y-6">
      <TodayView report={report.data} />
      <ZReportPanel defaultDate={report.data.date} />
    </div>
  );
}
