import type { TimePeriod } from "@shared/opening-hours/opening-hours.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const timePeriodsQueryKey = ["/api/time-periods"] as const;

export function timePeriodsQueryOptions() {
  return getQueryOptions<{ success: true; data: TimePeriod[] }>(timePeriodsQueryKey);
}
