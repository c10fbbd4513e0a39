import { queryOptions } from "@tanstack/react-query";
import type { Trend, WeeklyReport } from "@shared/reports/reports.schema";
import { apiRequest } from "@web/lib/api-client";

const reportsQueryKey = ["/api/admin/reports"] as const;

export function weeklyReportQueryOptions(weekStart: string) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "weekly", weekStart],
    queryFn: () => apiRequest<WeeklyReport>("GET", `/api/admin/reports/weekly?weekStart=${weekStart}`),
    staleTime: 0,
  });
}

export function trendQueryOptions(weekStart: string) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "trend", weekStart],
    queryFn: () => apiRequest<Trend>("GET", `/api/admin/reports/trend?weekStart=${weekStart}&weeks=12`),
    staleTime: 0,
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
