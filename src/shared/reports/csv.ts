/**
 * CSV for the accountant (RFC 4180: comma separated, CRLF, quotes doubled). Text cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) get a leading apostrophe,
 * the OWASP guard; numbers and money are written as numbers, so a refund of -5.00 stays a number.
 */
import { formatPounds } from "../money";

export type CsvCell = string | number | null | { pence: number };

const FORMULA_START = /^[=+\-@\t\r]/;

export function formatCsvCell(cell: CsvCell): string {
  let text: string;
  if (cell === null) text = "";
  else if (typeof cell === "number") text = String(cell);
  else if (typeof cell === "object") text = formatPounds(cell.pence);
  else text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows]
    .map((row) => row.map(formatCsvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
