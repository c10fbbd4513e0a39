import type { RestaurantSettings } from "@shared/settings/restaurant-settings.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const settingsQueryKey = ["/api/admin/settings"] as const;

export function settingsQueryOptions() {
  return getQueryOptions<RestaurantSettings>(settingsQueryKey, { fresh: true });
}
