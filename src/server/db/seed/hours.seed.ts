import { DEFAULT_WEEK } from "../../../shared/opening-hours/default-week";
import type { operatingHours, operatingTimePeriods } from "../schema";

export const HOURS_SEED: (typeof operatingHours.$inferInsert)[] = DEFAULT_WEEK.hours.map((day) => ({
  ...day,
  notes: day.isClosed ? "Closed on Mondays" : null,
}));

export const TIME_PERIOD_SEEDS: (typeof operatingTimePeriods.$inferInsert)[] = DEFAULT_WEEK.periods;
