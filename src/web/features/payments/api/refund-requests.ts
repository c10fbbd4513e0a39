import { queryOptions } from "@tanstack/react-query";
import type { DeclineRefund, PendingRefund, PendingRefundList } from "@shared/payments/no-show.schema";
import { apiRequest } from "@web/lib/api-client";

export const refundRequestsQueryKey = ["/api/admin/refund-requests"] as const;

export function refundRequestsQueryOptions() {
  return queryOptions({
    queryKey: refundRequestsQueryKey,
    queryFn: () => apiRequest<PendingRefundList>("GET", "/api/admin/refund-requests"),
  });
}

export const approveRefundRequest = (id: number) =>
  apiRequest<PendingRefund>("POST", `/api/admin/refund-requests/${id}/approve`);

export const declineRefundRequest = (id: number, body: DeclineRefund) =>
  apiRequest<PendingRefund>("POST", `/api/admin/refund-requests/${id}/decline`, body);
