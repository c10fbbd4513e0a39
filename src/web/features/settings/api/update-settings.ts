import type { RestaurantSettings, UpdateSettings } from "@shared/settings/restaurant-settings.schema";
import { apiRequest } from "@web/lib/api-client";

export function updateSettings(body: UpdateSettings) {
  return apiRequest<RestaurantSettings>("PUT", "/api/admin/settings", body);
}
