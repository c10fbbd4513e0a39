import type { Trend, WeeklyReport } from "@shared/reports/reports.schema";
import { getQueryOptions } from "@web/lib/api-client";

const reportsQueryKey = ["/api/admin/reports"] as const;

export function weeklyReportQueryOptions(weekStart: string) {
  return getQueryOptions<WeeklyReport>([...reportsQueryKey, "weekly", weekStart], {
    url: `/api/admin/reports/weekly?weekStart=${weekStart}`,
    fresh: true,
  });
}

export function trendQueryOptions(weekStart: string) {
  return getQueryOptions<Trend>([...reportsQueryKey, "trend", weekStart], {
    url: `/api/admin/reports/trend?weekStart=${weekStart}&weeks=12`,
    fresh: true,
  });
}

/** Where the browser downloads a CSV (a plain link: the session cookie goes with it). */
export const weeklyReportCsvUrl = (weekStart: string, report: "sales" | "purchases" | "labour") =>
  `/api/admin/reports/weekly.csv?weekStart=${weekStart}&report=${report}`;
export const recordsCsvUrl = (
  records: "daily-sales" | "purchases" | "time-entries",
  from: string,
  to: string,
) => `/api/admin/reports/records.csv?records=${records}&from=${from}&to=${to}`;
