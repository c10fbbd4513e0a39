import type { DeclineRefund, PendingRefund, PendingRefundList } from "@shared/payments/no-show.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const refundRequestsQueryKey = ["/api/admin/refund-requests"] as const;

export function refundRequestsQueryOptions() {
  return getQueryOptions<PendingRefundList>(refundRequestsQueryKey);
}

export const approveRefundRequest = (id: number) =>
  apiRequest<PendingRefund>("POST", `/api/admin/refund-requests/${id}/approve`);

export const declineRefundRequest = (id: number, body: DeclineRefund) =>
  apiRequest<PendingRefund>("POST", `/api/admin/refund-requests/${id}/decline`, body);
