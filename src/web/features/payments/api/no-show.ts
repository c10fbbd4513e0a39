import { queryOptions } from "@tanstack/react-query";
import type { NoShowPreview, NoShowResult } from "@shared/payments/no-show.schema";
import { apiRequest } from "@web/lib/api-client";

/** What cancelling this order as a no-show would do with its money, for the one signed in. */
export function noShowPreviewQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ["/api/admin/orders", orderId, "no-show"] as const,
    queryFn: () => apiRequest<NoShowPreview>("GET", `/api/admin/orders/${orderId}/no-show`),
    // Always asked afresh when the dialog opens: the refund or the limit may have changed.
    staleTime: 0,
  });
}

export const cancelNoShow = (orderId: number, refundPence: number) =>
  apiRequest<NoShowResult>("POST", `/api/admin/orders/${orderId}/no-show`, { refundPence });
