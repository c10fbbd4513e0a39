import { getLondonMoment, parseTime } from "../opening-hours/london-time";

/**
 * The instant a booking starts: its date and time read on London's wall clock. London is UTC or
 * UTC+1, so it is the UTC reading less whichever of those offsets London shows at that instant.
 * (Booking times are midday or evening, never inside the hour a clock change skips or repeats.)
 */
export function getReservationStart(date: string, time: string): Date {
  const minutes = parseTime(time);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  for (const offsetHours of [1, 0]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    const moment = getLondonMoment(instant);
    if (moment.date === date && moment.minutes === minutes) return instant;
  }
  return new Date(asUtc);
}

/** Whether the diner may still cancel online: up to `cutoffHours` before the booking starts. */
export function isBeforeCancelCutoff(date: string, time: string, now: Date, cutoffHours: number): boolean {
  return now.getTime() <= getReservationStart(date, time).getTime() - cutoffHours * 3_600_000;
}
