import type { ReactNode } from "react";

/** One column of a DataTable: its header and how a row fills its cell. */
export interface DataColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligns the header and the cells (amounts). */
  align?: "right";
  /** Classes of the cells only (the header keeps the table's look). */
  className?: string | ((row: T) => string);
  /** The cell names its row for screen readers (a row header), as a label column does. */
  rowHeader?: boolean;
}

const cellClass = (align: "right" | undefined, extra = "") =>
  ["p-2", align === "right" ? "text-right" : "", extra].filter(Boolean).join(" ");

/** A header row of column headers; for tables whose rows are components of their own. */
export function DataTableHead({ headers }: { headers: readonly { header: ReactNode; align?: "right" }[] }) {
  return (
    <thead>
      <tr className="border-b border-stone-300">
        {headers.map(({ header, align }, i) => (
          // Headers may be markup (a screen-reader-only label), so their place is the stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
          <th key={i} scope="col" className={cellClass(align)}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The admin's data table: a row per item, a column per DataColumn, optionally captioned. */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  className = "",
}: {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly DataColumn<T>[];
  /** Names the table for screen readers; shown above it. */
  caption?: ReactNode;
  className?: string;
}) {
  return (
    <table className={`w-full border-collapse bg-white text-left text-sm ${className}`}>
      {caption && <caption className="mb-1 text-left font-bold text-stone-900">{caption}</caption>}
      <DataTableHead headers={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-stone-200">
            {columns.map(({ cell, align, className, rowHeader }, i) => {
              const Cell = rowHeader ? "th" : "td";
              return (
                <Cell
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                  key={i}
                  scope={rowHeader ? "row" : undefined}
                  className={cellClass(align, typeof className === "function" ? className(row) : className)}
                >
                  {cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
