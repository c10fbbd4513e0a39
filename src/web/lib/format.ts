import { lazily } from "@shared/lazily";
import { formatTime, getLondonMoment, RESTAURANT_TIME_ZONE } from "@shared/opening-hours/london-time";

/**
 * Every date and time the site shows, read in the restaurant's zone whatever the visitor's machine
 * says: a diner in another zone (or a laptop set to UTC) sees the restaurant's clock.
 */
const formats = {
  /** "24/11/2026, 13:05" */
  dateTime: { dateStyle: "short", timeStyle: "short" },
  /** "24 Nov 2026" */
  date: { day: "numeric", month: "short", year: "numeric" },
  /** "November 2026" */
  monthYear: { month: "long", year: "numeric" },
  /** "Tue 13:05" */
  weekdayTime: { weekday: "short", hour: "2-digit", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = Object.fromEntries(
  Object.entries(formats).map(([name, options]) => [
    name,
    lazily(() => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: RESTAURANT_TIME_ZONE })),
  ]),
) as Record<keyof typeof formats, () => Intl.DateTimeFormat>;

/** An instant (ISO string or Date) in London, in one of the site's formats. */
export function formatInstant(instant: string | Date, style: keyof typeof formats = "dateTime"): string {
  return formatters[style]().format(typeof instant === "string" ? new Date(instant) : instant);
}

/**
 * Calendar dates have no zone: they are read as written (noon UTC, formatted in UTC), so a birthday
 * or a booking day never moves to the day before.
 */
const calendarFormats = {
  /** "Tuesday 24 November" */
  day: lazily(
    () =>
      new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  ),
  /** "14 March 1990" */
  dayWithYear: lazily(
    () =>
      new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  ),
};

function formatCalendar(isoDate: string, style: keyof typeof calendarFormats): string {
  return calendarFormats[style]().format(new Date(`${isoDate}T12:00:00Z`));
}

/** A calendar date "2026-11-24" → "Tuesday 24 November". */
export function formatCalendarDate(isoDate: string): string {
  return formatCalendar(isoDate, "day");
}

/** A calendar date in full, "2026-12-04" → "Friday 4 December 2026" (mail, /account, tickets agree). */
export function formatCalendarDateInFull(isoDate: string): string {
  // With a year, en-GB puts a comma after the weekday ("Friday, 4 December 2026"): the year follows.
  return `${formatCalendar(isoDate, "day")} ${isoDate.slice(0, 4)}`;
}

/** A calendar date with its year, "1990-03-14" → "14 March 1990" (like a birthday). */
export function formatCalendarDateWithYear(isoDate: string): string {
  return formatCalendar(isoDate, "dayWithYear");
}

/** An instant → the value of a datetime-local input showing London's wall clock ("2026-11-24T13:05"). */
export function toLondonDateTimeInput(instant: string | Date): string {
  const { date, minutes } = getLondonMoment(typeof instant === "string" ? new Date(instant) : instant);
  return `${date}T${formatTime(minutes)}`;
}

/**
 * A datetime-local value read as London's wall clock → ISO instant; null when it is not one.
 * London is UTC or UTC+1, so the instant is the UTC reading minus the offset London shows then.
 */
export function fromLondonDateTimeInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  for (const offsetHours of [0, 1]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (toLondonDateTimeInput(instant) === value) return instant.toISOString();
  }
  // A wall time skipped by the spring change: the hour after it.
  return new Date(asUtc).toISOString();
}

const rating = lazily(
  () => new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A review score to one decimal place: 4.75 → "4.8", 5 → "5.0". */
export function formatRating(score: number): string {
  return rating().format(score);
}

const monthYear = lazily(
  () => new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
);

/** A review's month, "2026-11" → "November 2026". */
export function formatMonth(yearMonth: string): string {
  return monthYear().format(new Date(`${yearMonth}-15T12:00:00Z`));
}
