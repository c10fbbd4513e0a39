import type { RefundResult } from "@shared/payments/payment.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const orderRefundsQueryKey = (orderId: number) => ["/api/admin/orders", orderId, "refunds"] as const;

export function orderRefundsQueryOptions(orderId: number) {
  return getQueryOptions<RefundResult>(orderRefundsQueryKey(orderId), {
    url: `/api/admin/orders/${orderId}/refunds`,
  });
}
