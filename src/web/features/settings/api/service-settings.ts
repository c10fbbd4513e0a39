import type { ServiceSettings, UpdateServiceSettings } from "@shared/settings/restaurant-settings.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

/** The busy night's switches, which staff may use (not only owners). */
export const serviceSettingsQueryKey = ["/api/admin/service"] as const;

export function serviceSettingsQueryOptions() {
  return getQueryOptions<ServiceSettings>(serviceSettingsQueryKey, { fresh: true });
}

export function updateServiceSettings(body: UpdateServiceSettings) {
  return apiRequest<ServiceSettings>("PUT", "/api/admin/service", body);
}
