/**
 * The range report's charts (Recharts, loaded with the report only). Each is a figure with a title,
 * a sentence saying what it shows for screen readers, a key naming each colour (a visible list,
 * outside the drawing, so everyone can read it) and the same figures as a table.
 */
import { type ReactNode, useId } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPence } from "@shared/money";
import { formatHourRange } from "@shared/reports/range-report";
import type { RangeReport } from "@shared/reports/range-report.schema";
import { formatCalendarDate } from "@web/lib/format";
import { ReportTable } from "./report-table";

/** Okabe-Ito colours, told apart with the common colour blindnesses, on white. */
const SALES_COLOUR = "#0072B2";
const SECOND_COLOUR = "#D55E00";

interface KeyEntry {
  label: string;
  colour: string;
}

function ChartKey({ entries }: { entries: KeyEntry[] }) {
  return (
    <ul aria-label="Key" className="mt-2 flex flex-wrap gap-4 text-sm text-stone-800">
      {entries.map((e) => (
        <li key={e.label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-5 rounded-sm"
            style={{ background: e.colour }}
          />
          {e.label}
        </li>
      ))}
    </ul>
  );
}

function RangeChartFigure({
  title,
  description,
  entries,
  chart,
  table,
}: {
  title: string;
  description: string;
  entries: KeyEntry[];
  chart: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-bold text-stone-900">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="text-sm text-stone-700">
        {description}
      </p>
      <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="h-64 w-full">
        {chart}
      </div>
      <ChartKey entries={entries} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">{title}: data table</summary>
        {table}
      </details>
    </figure>
  );
}

const pounds = (pence: number) => Math.round(pence) / 100;
const poundsTick = (v: number) => `£${v}`;
const poundsTip = (v: unknown) => `£${Number(v).toFixed(2)}`;

export function SalesByHourChart({ report }: { report: RangeReport }) {
  const busiest = [...report.byHour].sort((a, b) => b.salesPence - a.salesPence)[0];
  const data = report.byHour.map((h) => ({
    hour: String(h.hour).padStart(2, "0"),
    sales: pounds(h.salesPence),
  }));
  return (
    <RangeChartFigure
      title="Online sales by hour of the day"
      description={
        busiest && busiest.salesPence > 0
          ? `Online takings in each hour of the day (London time), in pounds. Busiest hour ${formatHourRange(busiest.hour)} with ${formatPence(busiest.salesPence)} from ${busiest.orders} orders.`
          : "No online sales in this period."
      }
      entries={[{ label: "Online sales (£)", colour: SALES_COLOUR }]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="hour" />
            <YAxis tickFormatter={poundsTick} />
            <Tooltip formatter={poundsTip} />
            <Bar dataKey="sales" name="Online sales (£)" fill={SALES_COLOUR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ReportTable
          headers={["Hour", "Orders", "Sales"]}
          rows={report.byHour
            .filter((h) => h.orders > 0)
            .map((h) => [formatHourRange(h.hour), String(h.orders), formatPence(h.salesPence)])}
        />
      }
    />
  );
}

export function SalesByDayChart({ report }: { report: RangeReport }) {
  const data = report.days.map((d) => ({
    day: formatCalendarDate(d.date).split(" ").slice(0, 2).join(" "),
    sales: pounds(d.grossPence),
    refunds: pounds(d.refundsPence),
  }));
  return (
    <RangeChartFigure
      title="Takings and refunds per day"
      description={`Each day's takings (online and cash-up) and the refunds made that day, in pounds. Total takings ${formatPence(report.totals.grossPence)}, refunds ${formatPence(report.totals.refundsPence)}.`}
      entries={[
        { label: "Takings (£)", colour: SALES_COLOUR },
        { label: "Refunds (£)", colour: SECOND_COLOUR },
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis tickFormatter={poundsTick} />
            <Tooltip formatter={poundsTip} />
            <Bar dataKey="sales" name="Takings (£)" fill={SALES_COLOUR} isAnimationActive={false} />
            <Bar dataKey="refunds" name="Refunds (£)" fill={SECOND_COLOUR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ReportTable
          headers={["Day", "Online orders", "Takings", "Refunds"]}
          rows={report.days.map((d) => [
            formatCalendarDate(d.date),
            String(d.orders),
            formatPence(d.grossPence),
            formatPence(d.refundsPence),
          ])}
        />
      }
    />
  );
}

export function BestSellersChart({ report }: { report: RangeReport }) {
  const top = report.bestSellers.slice(0, 10);
  const data = top.map((d) => ({ name: d.name, sales: pounds(d.salesPence) }));
  return (
    <RangeChartFigure
      title="Best-selling dishes"
      description={
        top[0]
          ? `The dishes that sold most online, by sales in pounds. First: ${top[0].name}, ${top[0].quantity} sold for ${formatPence(top[0].salesPence)}.`
          : "No dishes sold online in this period."
      }
      entries={[{ label: "Dish sales (£)", colour: SALES_COLOUR }]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={poundsTick} />
            <YAxis type="category" dataKey="name" width={160} />
            <Tooltip formatter={poundsTip} />
            <Bar dataKey="sales" name="Dish sales (£)" fill={SALES_COLOUR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ReportTable
          headers={["Dish", "Sold", "Sales"]}
          rows={report.bestSellers.map((d) => [d.name, String(d.quantity), formatPence(d.salesPence)])}
        />
      }
    />
  );
}
