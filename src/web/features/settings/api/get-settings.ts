import type { RestaurantSettings, UpdateSettings } from "../../../../shared/admin/admin-dashboard.schema";
import { apiRequest, getQueryOptions } from "../../../lib/api-client";

export const settingsQueryKey = ["/api/admin/settings"] as const;

export function settingsQueryOptions() {
  return getQueryOptions<RestaurantSettings>(settingsQueryKey, { fresh: true });
}

export function updateSettings(body: UpdateSettings) {
  return apiRequest<RestaurantSettings>("PUT", "/api/admin/settings", body);
}
