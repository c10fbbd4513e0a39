import { getDaySchedule } from "./day-schedule";
import { addDays, formatTime, getLondonMoment, WEEKDAY_NAMES } from "./london-time";
import type { HoursData, RestaurantStatus } from "./opening-hours.schema";

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
