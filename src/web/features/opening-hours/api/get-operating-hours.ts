import type { OperatingHours } from "@shared/opening-hours/opening-hours.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const operatingHoursQueryKey = ["/api/operating-hours"] as const;

export function operatingHoursQueryOptions() {
  return getQueryOptions<{ data: OperatingHours[] }>(operatingHoursQueryKey);
}
