import { queryOptions } from "@tanstack/react-query";
import type { AdminStats } from "../../../../shared/admin/admin-dashboard.schema";
import type { RestaurantStatus } from "../../../../shared/opening-hours/opening-hours.schema";
import { apiRequest } from "../../../lib/api-client";

export const adminStatsQueryKey = ["/api/admin/stats"] as const;

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: () => apiRequest<AdminStats>("GET", "/api/admin/stats"),
    staleTime: 0,
  });
}

/** Spec section 4: restaurant status refreshes every 30 s in admin. */
export function restaurantStatusQueryOptions() {
  return queryOptions({
    queryKey: ["/api/restaurant-status"],
    queryFn: () => apiRequest<{ data: RestaurantStatus }>("GET", "/api/restaurant-status"),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
