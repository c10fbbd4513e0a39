import { queryOptions } from "@tanstack/react-query";
import type { SpecialHours } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export const specialHoursQueryKey = ["/api/special-hours"] as const;

export function specialHoursQueryOptions() {
  return queryOptions({
    queryKey: specialHoursQueryKey,
    queryFn: () => apiRequest<{ data: SpecialHours[] }>("GET", "/api/special-hours"),
  });
}
