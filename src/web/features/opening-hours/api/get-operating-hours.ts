import { queryOptions } from "@tanstack/react-query";
import type { OperatingHours } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export const operatingHoursQueryKey = ["/api/operating-hours"] as const;

export function operatingHoursQueryOptions() {
  return queryOptions({
    queryKey: operatingHoursQueryKey,
    queryFn: () => apiRequest<{ data: OperatingHours[] }>("GET", "/api/operating-hours"),
  });
}
