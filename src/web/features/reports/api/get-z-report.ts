import type { ZReport } from "@shared/reports/z-report";
import { apiRequest, getForDateQueryOptions } from "@web/lib/api-client";

const zReportPath = "/api/admin/reports/z-report";

export function zReportQueryOptions(date: string) {
  return getForDateQueryOptions<ZReport>(zReportPath, date);
}

/** Where the browser downloads the CSV (a plain link: the session cookie goes with it). */
export const zReportCsvUrl = (date: string) =>
  `/api/admin/reports/z-report.csv?date=${encodeURIComponent(date)}`;

/** Sends the day's Z-report to the kitchen's network printer (queued; 409 when none is set). */
export function printZReportOnKitchenPrinter(date: string) {
  return apiRequest<{ message: string }>("POST", "/api/admin/reports/z-report/print", { date });
}
