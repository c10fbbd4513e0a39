import { queryOptions } from "@tanstack/react-query";
import type { RestaurantSettings, UpdateSettings } from "../../../../shared/admin/admin-dashboard.schema";
import { apiRequest } from "../../../lib/api-client";

export const settingsQueryKey = ["/api/admin/settings"] as const;

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: () => apiRequest<RestaurantSettings>("GET", "/api/admin/settings"),
    staleTime: 0,
  });
}

export function updateSettings(body: UpdateSettings) {
  return apiRequest<RestaurantSettings>("PUT", "/api/admin/settings", body);
}
