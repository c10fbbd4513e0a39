import { z } from "zod";
import { getDaySchedule } from "./day-schedule";
import {
  addDays,
  formatTime,
  formatWeekdayDayMonth,
  getLondonMoment,
  londonWallTimeToInstant,
  WEEKDAY_NAMES,
} from "./london-time";
import type { HoursData } from "./opening-hours.schema";

export const NextOpeningSchema = z.object({
  /** YYYY-MM-DD in London. */
  date: z.string(),
  /** "HH:MM" in London. */
  time: z.string(),
  /** "today at 17:00", "Tuesday at 11:00" (within a week), "Tuesday 1 December at 11:00". */
  label: z.string(),
  /** The same moment as an ISO instant, so a page can refresh when it comes. */
  at: z.string(),
});
export type NextOpening = z.infer<typeof NextOpeningSchema>;

const SEARCH_DAYS = 14;

/**
 * The next time a shift that takes online orders opens, strictly after `now`, within two weeks.
 * Special hours, time periods and operating hours apply as the schedule rule says.
 */
export function getNextOpening(now: Date, data: HoursData): NextOpening | null {
  const today = getLondonMoment(now).date;
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const shift of getDaySchedule(date, data).shifts) {
      if (!shift.orderingEnabled || shift.close <= shift.open) continue;
      const at = londonWallTimeToInstant(date, shift.open);
      if (at.getTime() <= now.getTime()) continue;
      const time = formatTime(shift.open);
      return { date, time, label: `${describeDay(date, today)} at ${time}`, at: at.toISOString() };
    }
  }
  return null;
}

function describeDay(date: string, today: string): string {
  if (date === today) return "today";
  const weekday = WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()];
  // Within six days a weekday names one date; further away it needs the date too.
  if (date < addDays(today, 7)) return weekday ?? date;
  return formatWeekdayDayMonth(date);
}
