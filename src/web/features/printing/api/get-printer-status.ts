import type { PrinterStatus } from "@shared/printing/printing.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const printerStatusQueryKey = ["/api/admin/printer"] as const;

/** Asked again every 15 s: the printer comes back (or goes) without anyone touching the board. */
export function printerStatusQueryOptions() {
  return getQueryOptions<PrinterStatus>(printerStatusQueryKey, { fresh: true, refetchInterval: 15_000 });
}
