import type { TipOptions, TipSettings, TipWeek } from "@shared/tips/tips.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

const tipOptionsQueryKey = ["/api/tips/options"] as const;
export function tipOptionsQueryOptions() {
  return getQueryOptions<TipOptions>(tipOptionsQueryKey, { fresh: true });
}

export const tipSettingsQueryKey = ["/api/admin/tips/settings"] as const;
export function tipSettingsQueryOptions() {
  return getQueryOptions<TipSettings>(tipSettingsQueryKey, { fresh: true });
}
export function saveTipSettings(body: TipSettings) {
  return apiRequest<TipSettings>("PUT", "/api/admin/tips/settings", body);
}

export function tipWeekQueryOptions(date: string) {
  return getQueryOptions<TipWeek>([`/api/admin/tips/week?date=${date}`], { fresh: true });
}
