import { getDaySchedule } from "./day-schedule";
import { addDays, formatTime, getLondonMoment, WEEKDAY_NAMES } from "./london-time";
import { findNextChange } from "./next-change";
import type { HoursData, RestaurantStatus } from "./opening-hours.schema";

/** Nothing this says looks further than a day ahead ("opens tomorrow" becomes "opens today"). */
const STATUS_SEARCH_MS = 25 * 60 * 60 * 1000;

/** Whether the restaurant is open at an instant, and when it next opens or closes (within a week). */
export function getRestaurantStatus(now: Date, data: HoursData): RestaurantStatus {
  const moment = getLondonMoment(now);
  const today = getDaySchedule(moment.date, data);
  const current = today.shifts.find((s) => moment.minutes >= s.open && moment.minutes < s.close);

  if (current) {
    const closeLabel = formatTime(current.close);
    return {
      isOpen: true,
      message: `Open now until ${closeLabel}`,
      nextOpenTime: null,
      nextCloseTime: closeLabel,
    };
  }

  const laterToday = today.shifts.find((s) => s.open > moment.minutes);
  if (laterToday) {
    const openLabel = formatTime(laterToday.open);
    return {
      isOpen: false,
      message: `Closed now - opens today at ${openLabel}`,
      nextOpenTime: openLabel,
      nextCloseTime: null,
    };
  }

  for (let offset = 1; offset <= 7; offset++) {
    const date = addDays(moment.date, offset);
    const first = getDaySchedule(date, data).shifts[0];
    if (first) {
      const day = offset === 1 ? "tomorrow" : WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()];
      const openLabel = `${offset === 1 ? "Tomorrow" : day} ${formatTime(first.open)}`;
      return {
        isOpen: false,
        message: `Closed now - opens ${day} at ${formatTime(first.open)}`,
        nextOpenTime: openLabel,
        nextCloseTime: null,
      };
    }
  }
  return { isOpen: false, message: "Closed", nextOpenTime: null, nextCloseTime: null };
}

/** Wall-clock seconds of a date at which the status may change: each shift's opening and closing. */
export function shiftEdgesOn(date: string, data: HoursData): number[] {
  return getDaySchedule(date, data).shifts.flatMap((s) => [s.open * 60, s.close * 60]);
}

/**
 * The first instant after `now` at which getRestaurantStatus says something else (a shift opens or
 * closes, a day begins), or 25 hours on when nothing changes sooner: how long its answer can be kept.
 */
export function restaurantStatusChangesAt(now: Date, data: HoursData): Date {
  return findNextChange({
    now,
    limit: new Date(now.getTime() + STATUS_SEARCH_MS),
    answerAt: (at) => getRestaurantStatus(at, data),
    wallSecondsOn: (date) => shiftEdgesOn(date, data),
  });
}
