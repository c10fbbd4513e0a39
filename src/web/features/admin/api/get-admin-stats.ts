import type { AdminStats } from "../../../../shared/admin/admin-dashboard.schema";
import { getQueryOptions } from "../../../lib/api-client";

export const adminStatsQueryKey = ["/api/admin/stats"] as const;

export function adminStatsQueryOptions() {
  return getQueryOptions<AdminStats>(adminStatsQueryKey, { fresh: true });
}
