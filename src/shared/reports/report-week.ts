import { addDays, getDayOfWeek } from "../opening-hours/london-time";

/** The Monday of the week (Monday to Sunday) holding a calendar date. */
export function getWeekStart(isoDate: string): string {
  const day = getDayOfWeek(isoDate); // 0 = Sunday
  return addDays(isoDate, day === 0 ? -6 : 1 - day);
}

/** The seven dates of the week starting on `weekStart`, Monday first. */
export function getWeekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

export function getWeekEnd(weekStart: string): string {
  return addDays(weekStart, 6);
}

export function isMonday(isoDate: string): boolean {
  return getDayOfWeek(isoDate) === 1;
}
