import type { operatingHours, operatingTimePeriods } from "../schema";

// The spec's contact section: Monday closed; Tuesday to Thursday 11:00-15:00 and 17:00-23:00;
// Friday to Sunday 11:00-23:00. Tuesday to Thursday's two shifts are time periods.
export const HOURS_SEED: (typeof operatingHours.$inferInsert)[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  openTime: "11:00",
  closeTime: "23:00",
  isClosed: dayOfWeek === 1,
  isOrderingEnabled: dayOfWeek !== 1,
  lastOrderTime: null,
  notes: dayOfWeek === 1 ? "Closed on Mondays" : null,
}));

export const TIME_PERIOD_SEEDS: (typeof operatingTimePeriods.$inferInsert)[] = [2, 3, 4].flatMap(
  (dayOfWeek) => [
    { dayOfWeek, periodName: "Lunch", openTime: "11:00", closeTime: "15:00", lastOrderTime: "15:00" },
    { dayOfWeek, periodName: "Dinner", openTime: "17:00", closeTime: "23:00", lastOrderTime: "23:00" },
  ],
);
