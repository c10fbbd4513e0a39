/**
 * The owner's report for any day, week, month or range of dates (loaded on demand with Recharts):
 * totals, takings and refunds per day, delivery's fees and drivers' cash, sales by hour,
 * best-selling dishes and what each promotion cost. "Today" for the first report shown is the server's, from the Today figures.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPence } from "@shared/money";
import { getPeriodRange, REPORT_PERIODS } from "@shared/reports/range-report";
import type { RangeReport } from "@shared/reports/range-report.schema";
import { Button } from "../../components/ui/button";
import { HookForm, InputField, SelectField } from "../../components/ui/form-field";
import { formatCalendarDate } from "../../lib/format";
import { useSchemaForm } from "../../lib/use-schema-form";
import { rangeReportQueryOptions } from "./api/get-range-report";
import { todayReportQueryOptions } from "./api/get-today-report";
import { AccountingExports } from "./components/accounting-exports";
import { DeliveryMoneyTable } from "./components/delivery-money";
import { BestSellersChart, SalesByDayChart, SalesByHourChart } from "./components/range-charts";
import { ReportTable } from "./components/report-table";
import { PERIOD_LABELS, type RangeReportForm, RangeReportFormSchema } from "./range-report-form.schema";

const Field = InputField<RangeReportForm>;
const PROMOTION_KINDS: Record<string, string> = {
  percent_off: "Percentage off",
  amount_off: "Amount off",
  free_item: "Free dish",
  bundle_price: "Set price",
  points: "Loyalty points",
  unitemised: "Discount (older order)",
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

function RangePicker({
  today,
  onPick,
}: {
  today: string;
  onPick: (range: { from: string; to: string }) => void;
}) {
  const month = getPeriodRange("month", today);
  const form = useSchemaForm(RangeReportFormSchema, {
    period: "month",
    date: today,
    from: month.from,
    to: month.to,
  });
  const period = form.watch("period");
  const rangeError = form.formState.errors.to?.message ?? form.formState.errors.from?.message;
  return (
    <HookForm
      form={form}
      onValid={onPick}
      aria-label="Choose the report's dates"
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField<RangeReportForm>
        name="period"
        label="Period"
        values={REPORT_PERIODS}
        labels={PERIOD_LABELS}
      />
      {period === "custom" ? (
        <>
          <Field name="from" label="From" type="date" />
          <Field name="to" label="To" type="date" error={rangeError} />
        </>
      ) : (
        <Field name="date" label="Any day in it" type="date" error={rangeError} />
      )}
      <Button type="submit">Show report</Button>
    </HookForm>
  );
}

export function RangeReportView({ report }: { report: RangeReport }) {
  const { totals } = report;
  const single = report.from === report.to;
  return (
    <div className="space-y-6">
      <h3 className="text-xl font-bold text-maroon-800">
        {single
          ? formatCalendarDate(report.from)
          : `${formatCalendarDate(report.from)} to ${formatCalendarDate(report.to)}`}
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Takings less refunds" value={formatPence(totals.netPence)} />
        <Figure label="Online orders" value={String(totals.orders)} />
        <Figure label="Average online order" value={formatPence(totals.averageOrderPence)} />
        <Figure label="Refunds made" value={formatPence(totals.refundsPence)} />
      </dl>
      <ReportTable
        caption="Takings by channel"
        headers={["Channel", "Takings"]}
        rows={[
          ...totals.channels.map((c): [string, string] => [c.label, formatPence(c.pence)]),
          ["Takings before refunds", formatPence(totals.grossPence)],
          [`Refunds made (${report.refunds.count})`, formatPence(totals.refundsPence)],
          ["Takings less refunds", formatPence(totals.netPence)],
        ]}
      />
      <ReportTable
        caption="Gift vouchers (money held until spent)"
        headers={["Gift vouchers", "Amount"]}
        rows={[
          ["Sold in the period (held, not takings)", formatPence(report.giftVouchers.soldPence)],
          ["Spent on orders (in the takings above)", formatPence(report.giftVouchers.redeemedPence)],
          ["Outstanding at the end (a liability)", formatPence(report.giftVouchers.outstandingPence)],
        ]}
      />
      <DeliveryMoneyTable caption="Delivery" delivery={report.delivery} />
      <AccountingExports from={report.from} to={report.to} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SalesByDayChart report={report} />
        <SalesByHourChart report={report} />
      </div>
      <BestSellersChart report={report} />
      <section aria-labelledby="range-promotions" className="space-y-2">
        <h4 id="range-promotions" className="text-lg font-bold text-stone-900">
          What each promotion cost
        </h4>
        {report.promotions.length ? (
          <ReportTable
            headers={["Promotion", "Code", "Kind", "Orders", "Cost"]}
            rows={report.promotions.map((p) => [
              p.title,
              p.code ?? "(automatic)",
              PROMOTION_KINDS[p.kind] ?? p.kind,
              String(p.uses),
              formatPence(p.costPence),
            ])}
          />
        ) : (
          <p>No promotions were used in this period.</p>
        )}
        <p className="text-sm text-stone-700">
          Discounts given on online orders: {formatPence(totals.discountsPence)}. Online takings count on the
          day an order is paid, refunds on the day they are made; counter and delivery-app takings come from
          the cash-ups.
        </p>
      </section>
    </div>
  );
}

function RangeReportFor({ from, to }: { from: string; to: string }) {
  const report = useQuery(rangeReportQueryOptions(from, to));
  if (report.isPending) return <p>Loading the report...</p>;
  if (report.isError) return <p role="alert">Could not load the report: {report.error.message}</p>;
  return <RangeReportView report={report.data} />;
}

export function RangeReportTab() {
  const today = useQuery(todayReportQueryOptions());
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  if (today.isPending) return <p>Loading...</p>;
  if (today.isError) return <p role="alert">Could not load today's date from the server.</p>;
  const shown = range ?? getPeriodRange("month", today.data.date);
  return (
    <section aria-labelledby="range-heading" className="space-y-6">
      <h2 id="range-heading" className="text-2xl font-bold text-stone-900">
        Sales for any day, week, month or dates
      </h2>
      <RangePicker today={today.data.date} onPick={setRange} />
      <RangeReportFor from={shown.from} to={shown.to} />
    </section>
  );
}
