import { z } from "zod";
import { getDaySchedule, type Shift } from "./day-schedule";
import { addDays, formatTime, getLondonMoment, WEEKDAY_NAMES } from "./london-time";
import type { HoursData } from "./opening-hours.schema";

/** One line of the weekly summary, e.g. { days: "Friday - Sunday", hours: "11:00 - 23:00" }. */
export interface WeeklyHoursLine {
  days: string;
  hours: string;
}

/** A date with hours of its own (special hours), as the public pages list it. */
export interface SpecialDayLine {
  date: string;
  reason: string;
  hours: string;
}

export const OpeningHoursSummarySchema = z.object({
  weekly: z.array(z.object({ days: z.string(), hours: z.string() })),
  specialDays: z.array(z.object({ date: z.string(), reason: z.string(), hours: z.string() })),
});
export type OpeningHoursSummary = z.infer<typeof OpeningHoursSummarySchema>;

/** A Monday: the week the summary is read from (special hours never apply to it). */
const REFERENCE_MONDAY = "2024-01-01";

function formatShifts(shifts: readonly Shift[]): string {
  if (shifts.length === 0) return "Closed";
  return shifts.map((s) => `${formatTime(s.open)} - ${formatTime(s.close)}`).join(", ");
}

/**
 * The week's regular hours (operating hours and time periods, not special dates), Monday first,
 * with neighbouring days that keep the same hours grouped: "Tuesday - Thursday" / "11:00 - 15:00,
 * 17:00 - 23:00". The contact section, the footer and the page meta all state this one summary.
 */
export function getWeeklyHoursSummary(data: HoursData): WeeklyHoursLine[] {
  const weekly: HoursData = { ...data, specialHours: [] };
  const lines: { first: number; last: number; hours: string }[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(REFERENCE_MONDAY, i);
    const hours = formatShifts(getDaySchedule(date, weekly).shifts);
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) previous.last = i;
    else lines.push({ first: i, last: i, hours });
  }
  const dayName = (i: number): string => WEEKDAY_NAMES[(i + 1) % 7] ?? "";
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? dayName(first) : `${dayName(first)} - ${dayName(last)}`,
    hours,
  }));
}

/** The weekly summary as one sentence, for page descriptions. */
export function formatWeeklyHoursSentence(lines: readonly WeeklyHoursLine[]): string {
  return lines.map((l) => `${l.days} ${l.hours === "Closed" ? "closed" : l.hours}`).join("; ");
}

/** Special hours from today for the next `days` days, in date order. */
export function getUpcomingSpecialDays(now: Date, data: HoursData, days = 14): SpecialDayLine[] {
  const today = getLondonMoment(now).date;
  const until = addDays(today, days);
  return data.specialHours
    .filter((s) => s.date >= today && s.date < until)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({
      date: s.date,
      reason: s.reason,
      hours: formatShifts(getDaySchedule(s.date, data).shifts),
    }));
}
