import type { RangeReport } from "@shared/reports/range-report.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function rangeReportQueryOptions(from: string, to: string) {
  return getQueryOptions<RangeReport>(["/api/admin/reports/range", from, to], {
    url: `/api/admin/reports/range?from=${from}&to=${to}`,
    fresh: true,
  });
}
