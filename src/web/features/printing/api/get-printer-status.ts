import { queryOptions } from "@tanstack/react-query";
import type { PrinterStatus } from "@shared/printing/printing.schema";
import { apiRequest } from "@web/lib/api-client";

export const printerStatusQueryKey = ["/api/admin/printer"] as const;

/** Asked again every 15 s: the printer comes back (or goes) without anyone touching the board. */
export function printerStatusQueryOptions() {
  return queryOptions({
    queryKey: printerStatusQueryKey,
    queryFn: () => apiRequest<PrinterStatus>("GET", printerStatusQueryKey[0]),
    staleTime: 0,
    refetchInterval: 15_000,
  });
}
