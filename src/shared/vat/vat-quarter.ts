/**
 * VAT quarters by HMRC's stagger (issue 40): stagger 1 ends its quarters in March, June, September
 * and December; 2 in April, July, October and January; 3 in May, August, November and February.
 * A quarter is named by the month it ends ("2026-11"); its days are calendar dates, London's.
 */
import { addDays } from "../opening-hours/london-time";

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Does a quarter of `stagger` end in this month (1-12)? */
function endsQuarter(stagger: number, month: number): boolean {
  return month % 3 === (stagger - 1) % 3;
}

/** The quarter ending in `periodEnd` ("YYYY-MM"), or null when that month ends no quarter of the stagger. */
export function vatQuarter(stagger: number, periodEnd: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(periodEnd);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || !endsQuarter(stagger, month)) return null;
  const to = `${year}-${pad(month)}-${pad(lastDay(year, month))}`;
  const startMonth = month - 2;
  const from = startMonth >= 1 ? `${year}-${pad(startMonth)}-01` : `${year - 1}-${pad(startMonth + 12)}-01`;
  return { from, to };
}

/** The quarter holding `date` (YYYY-MM-DD): its end month. */
export function quarterHolding(stagger: number, date: string): string {
  let year = Number(date.slice(0, 4));
  let month = Number(date.slice(5, 7));
  while (!endsQuarter(stagger, month)) {
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return `${year}-${pad(month)}`;
}

/** The `count` quarters up to and including the one holding `today`, newest first. */
export function recentQuarters(stagger: number, today: string, count: number): string[] {
  const out: string[] = [];
  let end = quarterHolding(stagger, today);
  for (let i = 0; i < count; i++) {
    out.push(end);
    const q = vatQuarter(stagger, end);
    if (!q) break;
    end = quarterHolding(stagger, addDays(q.from, -1));
  }
  return out;
}
