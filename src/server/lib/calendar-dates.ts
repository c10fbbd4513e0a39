/**
 * A calendar date (YYYY-MM-DD) in British words. Calendar dates have no zone: they are read as
 * written (noon UTC, formatted in UTC), so a booking day never moves to the day before wherever the
 * server runs.
 */
export function formatCalendarDate(
  isoDate: string,
  style: Pick<Intl.DateTimeFormatOptions, "weekday" | "day" | "month" | "year">,
): string {
  return new Intl.DateTimeFormat("en-GB", { ...style, timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}
