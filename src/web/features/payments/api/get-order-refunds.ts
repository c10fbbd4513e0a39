import { queryOptions } from "@tanstack/react-query";
import type { RefundResult } from "@shared/payments/payment.schema";
import { apiRequest } from "@web/lib/api-client";

export const orderRefundsQueryKey = (orderId: number) => ["/api/admin/orders", orderId, "refunds"] as const;

export function orderRefundsQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderRefundsQueryKey(orderId),
    queryFn: () => apiRequest<RefundResult>("GET", `/api/admin/orders/${orderId}/refunds`),
  });
}
