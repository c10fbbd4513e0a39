import type { RecurringFrequency } from "./purchases.schema";

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The n-th date of a recurring purchase that started on `anchor` (n = 0 is the anchor itself).
 * Monthly dates are counted from the anchor, not from the previous date, so a purchase on the 31st
 * falls on the last day of short months and returns to the 31st afterwards instead of drifting.
 */
export function getOccurrenceDate(anchor: string, frequency: RecurringFrequency, n: number): string {
  const [y = 0, m = 1, d = 1] = anchor.split("-").map(Number);
  if (frequency === "weekly") {
    const date = new Date(Date.UTC(y, m - 1, d + 7 * n));
    return date.toISOString().slice(0, 10);
  }
  const monthIndex = m - 1 + n;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
