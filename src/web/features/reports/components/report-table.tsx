import { formatPence } from "@shared/money";
import { formatBasisPoints } from "@shared/reports/percentages";
import type { WeeklyReport } from "@shared/reports/reports.schema";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "@shared/reports/sales-report";
import { type DataColumn, DataTable } from "@web/components/ui/data-table";

/** A row of a report table: its label, then its figures, already formatted. */
export type ReportRow = readonly [string, ...string[]];

/** A report's figures as a table: the first column labels each row (a row header), the figures align right. */
export function ReportTable({
  caption,
  headers,
  rows,
}: {
  caption?: string;
  headers: readonly string[];
  rows: readonly ReportRow[];
}) {
  const columns = headers.map(
    (header, i): DataColumn<ReportRow> =>
      i === 0
        ? { header, rowHeader: true, className: "font-normal", cell: ([label]) => label }
        : { header, align: "right", cell: (row) => row[i] },
  );
  return <DataTable caption={caption} rows={rows} rowKey={([label]) => label} columns={columns} />;
}

export const CHANNEL_HEADERS = ["Channel", "Sales", "Share"];

/** The week's sales by channel, in money and as a share (the report's table and the pie chart's). */
export function channelRows({ sales }: WeeklyReport): ReportRow[] {
  return SALES_CHANNELS.map((c) => [
    SALES_CHANNEL_LABELS[c],
    formatPence(sales.channelTotals[c]),
    formatBasisPoints(sales.channelShares[c]),
  ]);
}
