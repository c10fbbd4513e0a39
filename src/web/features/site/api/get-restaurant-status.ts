import { queryOptions } from "@tanstack/react-query";
import type { RestaurantStatus } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export const restaurantStatusQueryKey = ["/api/restaurant-status"] as const;

/**
 * The one definition of this query: the admin and the order page share its cache, so they must
 * agree on the shape kept under the key. Each screen polls at the rate the spec gives it
 * (admin 30 s, order page 60 s).
 */
export function restaurantStatusQueryOptions(refetchInterval: number) {
  // Not getQueryOptions: the cache keeps the status itself, unwrapped from the answer's { data }.
  return queryOptions({
    queryKey: restaurantStatusQueryKey,
    queryFn: async () => (await apiRequest<{ data: RestaurantStatus }>("GET", "/api/restaurant-status")).data,
    refetchInterval,
    staleTime: 0,
  });
}
