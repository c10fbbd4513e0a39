/**
 * The report's charts (Recharts, loaded with the Reports tab only). Each chart is a figure with a
 * title and a description for screen readers, and the same figures as a table beside it.
 */
import type { ReactNode } from "react";
import { useId } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatPence } from "@shared/money";
import { formatBasisPoints } from "@shared/reports/percentages";
import type { Trend, WeeklyReport } from "@shared/reports/reports.schema";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "@shared/reports/sales-report";
import { formatCalendarDate } from "@web/lib/format";
import { CHANNEL_HEADERS, channelRows, ReportTable } from "./report-table";

/** Colours told apart by people with the common colour blindnesses (Okabe-Ito), on white. */
const COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#000000",
  "#882255",
  "#44AA99",
  "#999933",
  "#6A3D9A",
];

function ChartFigure({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <figure
      className="report-figure rounded-lg border border-stone-200 bg-white p-4"
      aria-labelledby={`${id}-title`}
    >
      <figcaption id={`${id}-title`} className="font-bold text-stone-900">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="text-sm text-stone-700">
        {description}
      </p>
      <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="h-64 w-full">
        {chart}
      </div>
      <details className="report-data mt-2 text-sm" open={false}>
        <summary className="cursor-pointer font-semibold">{title}: data table</summary>
        {table}
      </details>
    </figure>
  );
}

const pounds = (pence: number) => Math.round(pence) / 100;
const shortDay = (date: string) => formatCalendarDate(date).split(" ").slice(0, 2).join(" ");

export function DailySalesChart({ report }: { report: WeeklyReport }) {
  const data = report.sales.days.map((d) => ({
    day: shortDay(d.date),
    ...Object.fromEntries(SALES_CHANNELS.map((c) => [c, pounds(d.channels[c])])),
  }));
  const best = [...report.sales.days].sort((a, b) => b.revenuePence - a.revenuePence)[0];
  return (
    <ChartFigure
      title="Sales per day"
      description={`Takings for each day of the week by channel, in pounds. Total ${formatPence(report.sales.totalRevenuePence)}${best && best.revenuePence > 0 ? `; busiest day ${formatCalendarDate(best.date)} with ${formatPence(best.revenuePence)}` : ""}.`}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis tickFormatter={(v) => `£${v}`} />
            <Tooltip formatter={(v) => `£${Number(v).toFixed(2)}`} />
            {SALES_CHANNELS.map((c, i) => (
              <Bar
                key={c}
                dataKey={c}
                name={SALES_CHANNEL_LABELS[c]}
                stackId="sales"
                fill={COLOURS[i]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ReportTable
          headers={["Day", "Sales"]}
          rows={report.sales.days.map((d) => [formatCalendarDate(d.date), formatPence(d.revenuePence)])}
        />
      }
    />
  );
}

export function ChannelSharesChart({ report }: { report: WeeklyReport }) {
  const data = SALES_CHANNELS.map((c, i) => ({
    name: SALES_CHANNEL_LABELS[c],
    value: report.sales.channelTotals[c],
    share: report.sales.channelShares[c],
    fill: COLOURS[i],
  })).filter((d) => d.value > 0);
  return (
    <ChartFigure
      title="Channel shares"
      description={
        data.length
          ? `Share of the week's sales by channel: ${data.map((d) => `${d.name} ${formatBasisPoints(d.share)}`).join(", ")}.`
          : "No sales this week."
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={data} dataKey="value" nameKey="name" outerRadius="80%" isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.fill} />
              ))}
            </Pie>
            <Tooltip formatter={(v) => formatPence(Number(v))} />
          </PieChart>
        </ResponsiveContainer>
      }
      table={<ReportTable headers={CHANNEL_HEADERS} rows={channelRows(report)} />}
    />
  );
}

export function LabourTrendChart({ trend }: { trend: Trend }) {
  const data = trend.weeks.map((w) => ({
    week: shortDay(w.weekStart),
    share: w.labourCostShare === null ? null : w.labourCostShare / 100,
  }));
  const last = trend.weeks.at(-1);
  return (
    <ChartFigure
      title="Labour cost as % of sales, last 12 weeks"
      description={`Each week's labour cost divided by its sales. This week: ${formatBasisPoints(last?.labourCostShare ?? null)}. Weeks without sales have no value.`}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" />
            <YAxis unit="%" />
            <Tooltip formatter={(v) => `${Number(v).toFixed(2)}%`} />
            <Line
              type="monotone"
              dataKey="share"
              name="Labour %"
              stroke={COLOURS[5]}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <ReportTable
          headers={["Week of", "Sales", "Labour cost", "Labour %"]}
          rows={trend.weeks.map((w) => [
            formatCalendarDate(w.weekStart),
            formatPence(w.revenuePence),
            formatPence(w.labourCostPence),
            formatBasisPoints(w.labourCostShare),
          ])}
        />
      }
    />
  );
}
