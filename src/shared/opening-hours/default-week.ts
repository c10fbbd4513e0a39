import type { HoursData } from "./opening-hours.schema";

/**
 * The week a new install starts with, as the spec's contact section states it: Monday closed;
 * Tuesday to Thursday Lunch 11:00-15:00 and Dinner 17:00-23:00 (time periods); Friday to Sunday
 * 11:00-23:00. The seed writes it; staff change it in the admin; tests use it as a known week.
 */
export const DEFAULT_WEEK: HoursData = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    openTime: "11:00",
    closeTime: "23:00",
    isClosed: dayOfWeek === 1,
    isOrderingEnabled: dayOfWeek !== 1,
    lastOrderTime: null,
  })),
  periods: [2, 3, 4].flatMap((dayOfWeek) =>
    [
      ["Lunch", "11:00", "15:00"],
      ["Dinner", "17:00", "23:00"],
    ].map(([periodName, openTime, closeTime]) => ({
      dayOfWeek,
      periodName: periodName as string,
      openTime: openTime as string,
      closeTime: closeTime as string,
      lastOrderTime: closeTime as string,
      isOrderingEnabled: true,
      isActive: true,
    })),
  ),
  specialHours: [],
};
