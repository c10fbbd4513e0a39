import { queryOptions } from "@tanstack/react-query";
import type { RangeReport } from "@shared/reports/range-report.schema";
import { apiRequest } from "@web/lib/api-client";

export function rangeReportQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ["/api/admin/reports/range", from, to],
    queryFn: () => apiRequest<RangeReport>("GET", `/api/admin/reports/range?from=${from}&to=${to}`),
    staleTime: 0,
  });
}
