import { queryOptions } from "@tanstack/react-query";
import type { TimePeriod } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export const timePeriodsQueryKey = ["/api/time-periods"] as const;

export function timePeriodsQueryOptions() {
  return queryOptions({
    queryKey: timePeriodsQueryKey,
    queryFn: () => apiRequest<{ success: true; data: TimePeriod[] }>("GET", "/api/time-periods"),
  });
}
