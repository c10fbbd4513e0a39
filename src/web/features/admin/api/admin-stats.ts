import { queryOptions } from "@tanstack/react-query";
import type { AdminStats } from "../../../../shared/admin/admin-dashboard.schema";
import { apiRequest } from "../../../lib/api-client";

export const adminStatsQueryKey = ["/api/admin/stats"] as const;

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: () => apiRequest<AdminStats>("GET", "/api/admin/stats"),
    staleTime: 0,
  });
}
