import { getDaySchedule } from "./day-schedule";
import { addDays } from "./london-time";
import type { HoursData } from "./opening-hours.schema";

/**
 * The first date after `today` on which the restaurant opens (within two weeks; otherwise the day
 * after two weeks). 'Sold out today' lasts until then, so a dish comes back by itself.
 */
export function getNextOpeningDate(today: string, data: HoursData): string {
  for (let offset = 1; offset <= 14; offset++) {
    const date = addDays(today, offset);
    const schedule = getDaySchedule(date, data);
    if (!schedule.isClosed && schedule.shifts.length > 0) return date;
  }
  return addDays(today, 15);
}
