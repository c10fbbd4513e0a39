import type { AdminStats } from "@shared/admin/admin-dashboard.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** The dashboard's counters; a change to orders, the menu or offers refreshes them. */
export const adminStatsQueryKey = ["/api/admin/stats"] as const;

export function adminStatsQueryOptions() {
  return getQueryOptions<AdminStats>(adminStatsQueryKey, { fresh: true });
}
