import type { NoShowPreview, NoShowResult } from "@shared/payments/no-show.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

/** What cancelling this order as a no-show would do with its money, for the one signed in. */
export function noShowPreviewQueryOptions(orderId: number) {
  return getQueryOptions<NoShowPreview>(["/api/admin/orders", orderId, "no-show"] as const, {
    url: `/api/admin/orders/${orderId}/no-show`,
    // Always asked afresh when the dialog opens: the refund or the limit may have changed.
    fresh: true,
  });
}

export const cancelNoShow = (orderId: number, refundPence: number) =>
  apiRequest<NoShowResult>("POST", `/api/admin/orders/${orderId}/no-show`, { refundPence });
