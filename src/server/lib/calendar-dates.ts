/**
 * The server's one date formatter (mail, PDFs, tickets): British words, as the web's
 * src/web/lib/format.ts shows them. A calendar date (YYYY-MM-DD) has no zone: it is read as
 * written (noon UTC, formatted in UTC), so a booking day never moves to the day before wherever the
 * server runs. An instant is read on London's clock.
 */
export function formatCalendarDate(
  isoDate: string,
  style: Pick<Intl.DateTimeFormatOptions, "weekday" | "day" | "month" | "year">,
): string {
  return new Intl.DateTimeFormat("en-GB", { ...style, timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** A calendar date in full, "2026-12-04" → "Friday 4 December 2026" (issue 33: mail printed the ISO form). */
export function formatCalendarDateInFull(isoDate: string): string {
  // With a year, en-GB puts a comma after the weekday ("Friday, 4 December 2026"): the year follows.
  return `${formatCalendarDate(isoDate, { weekday: "long", day: "numeric", month: "long" })} ${isoDate.slice(0, 4)}`;
}

/** An instant on London's clock with its day, "Friday 4 December, 22:00". */
export function formatLondonDayAndTime(instant: string | Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  }).format(typeof instant === "string" ? new Date(instant) : instant);
}
