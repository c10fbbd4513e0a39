import type { ReceiptScan } from "@shared/purchases/purchases.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export function uploadReceiptScan(file: File) {
  const form = new FormData();
  form.append("receiptImage", file);
  return apiRequest<ReceiptScan>("POST", "/api/admin/purchases/scans", form);
}

/** Polls a scan every second until the worker has read it (or given up). */
export function receiptScanQueryOptions(id: number) {
  return getQueryOptions<ReceiptScan>(["/api/admin/purchases/scans", id], {
    url: `/api/admin/purchases/scans/${id}`,
    refetchInterval: (query) =>
      query.state.data?.status === "done" || query.state.data?.status === "failed" ? false : 1_000,
  });
}
