import type { SpecialHours } from "@shared/opening-hours/opening-hours.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const specialHoursQueryKey = ["/api/special-hours"] as const;

export function specialHoursQueryOptions() {
  return getQueryOptions<{ data: SpecialHours[] }>(specialHoursQueryKey);
}
