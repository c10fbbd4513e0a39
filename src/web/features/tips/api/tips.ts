import type { TipDay, TipDaySplitInput, TipOptions, TipSettings, TipWeek } from "@shared/tips/tips.schema";
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

export const tipDayQueryKey = (date: string) => [`/api/admin/tips/days/${date}`] as const;
export function tipDayQueryOptions(date: string) {
  return getQueryOptions<TipDay>(tipDayQueryKey(date), { fresh: true });
}
export function saveTipDaySplit(date: string, body: TipDaySplitInput) {
  return apiRequest<TipDay>("PUT", `/api/admin/tips/days/${date}/split`, body);
}
