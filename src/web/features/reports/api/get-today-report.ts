import type { TodayReport } from "@shared/reports/range-report.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** Invalidated by the live order events (a new order, a payment, a refund) so Today keeps up. */
export const todayReportQueryKey = ["/api/admin/reports/today"] as const;

/** Also refreshed each minute while shown: the comparison with last week moves with the clock. */
const TODAY_REFRESH_MS = 60_000;

export function todayReportQueryOptions() {
  return getQueryOptions<TodayReport>(todayReportQueryKey, {
    fresh: true,
    refetchInterval: TODAY_REFRESH_MS,
  });
}
