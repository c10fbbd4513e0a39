import { DEFAULT_WEEK } from "@shared/opening-hours/default-week";
import { WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import type { operatingHours, operatingTimePeriods } from "../schema";

export const HOURS_SEED: (typeof operatingHours.$inferInsert)[] = DEFAULT_WEEK.hours.map((day) => ({
  ...day,
  notes: day.isClosed ? `Closed on ${WEEKDAY_NAMES[day.dayOfWeek]}s` : null,
}));

export const TIME_PERIOD_SEEDS: (typeof operatingTimePeriods.$inferInsert)[] = DEFAULT_WEEK.periods;
