/**
 * The restaurant lives in Europe/London. Every rule about "today" and "now" is computed in that
 * zone from an instant, whatever the time zone of the machine running the code, so BST/GMT
 * changes and a server set to UTC (or anything else) give the same answers.
 */
import { lazily } from "../lazily";

export const RESTAURANT_TIME_ZONE = "Europe/London";

const formatter = lazily(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: RESTAURANT_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);

export interface LondonMoment {
  /** YYYY-MM-DD in London. */
  date: string;
  /** Minutes since local midnight (0–1439). */
  minutes: number;
  seconds: number;
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
}

export function getLondonMoment(instant: Date): LondonMoment {
  const parts: Record<string, string> = {};
  for (const part of formatter().formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
    dayOfWeek: getDayOfWeek(date),
  };
}

/** Day of week of a calendar date (0 = Sunday), independent of any time zone. */
export function getDayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function parseTime(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "Tuesday 24 November": a London calendar date ("2026-11-24") as the spec's texts name a day. */
export function formatWeekdayDayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return `${WEEKDAY_NAMES[getDayOfWeek(isoDate)]} ${day} ${MONTH_NAMES[(month ?? 1) - 1]}`;
}

/**
 * The instant a London wall clock shows `minutes` after midnight on `isoDate` (minutes may pass
 * 1440 for the next day). In the hour repeated in autumn, the first (BST) occurrence; in the hour
 * skipped in spring, the reading is taken as GMT.
 */
export function londonWallTimeToInstant(isoDate: string, minutes: number): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  const wanted = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 0, minutes);
  // London is UTC+1 (BST) or UTC (GMT): try the earlier reading first.
  for (const offsetMinutes of [60, 0]) {
    const candidate = new Date(wanted - offsetMinutes * 60_000);
    const local = getLondonMoment(candidate);
    const [ly, lm, ld] = local.date.split("-").map(Number);
    if (Date.UTC(ly ?? 0, (lm ?? 1) - 1, ld ?? 1, 0, local.minutes) === wanted) return candidate;
  }
  return new Date(wanted);
}

/**
 * Expiry for answers that depend on the London date (sold out today, the coming special days):
 * the first instant of the next London day, found by search so that a 23- or 25-hour day (the
 * clocks changing) still ends at its real midnight.
 */
export function untilLondonMidnight(now: Date): Date {
  const today = getLondonMoment(now).date;
  let low = now.getTime(); // still today
  let high = low + 26 * 60 * 60 * 1000; // surely tomorrow
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2);
    if (getLondonMoment(new Date(mid)).date === today) low = mid;
    else high = mid;
  }
  return new Date(Math.max(now.getTime(), high - 1000));
}

/** The instant London's current day ends (its next midnight), whatever the clock change. */
export function endOfLondonDay(now: Date): Date {
  const today = getLondonMoment(now).date;
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextDate = next.toISOString().slice(0, 10);
  const utcMidnight = new Date(`${nextDate}T00:00:00Z`);
  const london = getLondonMoment(utcMidnight);
  // In summer, UTC midnight is 01:00 in London: step back by London's lead.
  return london.date === nextDate ? new Date(utcMidnight.getTime() - london.minutes * 60_000) : utcMidnight;
}

/** The instant of "HH:MM" on the London date of `now` (for a flash sale ending at closing time). */
export function londonTimeToday(now: Date, hhmm: string): Date {
  const dayStart = new Date(endOfLondonDay(now).getTime() - 24 * 3_600_000);
  // Across a clock change the day is 23 or 25 hours: correct with London's own reading.
  const guess = new Date(dayStart.getTime() + parseTime(hhmm) * 60_000);
  const drift = getLondonMoment(guess).minutes - parseTime(hhmm);
  return new Date(guess.getTime() - drift * 60_000);
}
