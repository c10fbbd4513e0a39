import { queryOptions } from "@tanstack/react-query";
import type { RestaurantStatus } from "../../../../shared/opening-hours/opening-hours.schema";
import { apiRequest } from "../../../lib/api-client";
import { ORDER_PAGE_REFRESH_MS } from "./get-collection-slots";

export function restaurantStatusQueryOptions() {
  return queryOptions({
    queryKey: ["/api/restaurant-status"],
    queryFn: async () => (await apiRequest<{ data: RestaurantStatus }>("GET", "/api/restaurant-status")).data,
    refetchInterval: ORDER_PAGE_REFRESH_MS,
    staleTime: 0,
  });
}
