import { queryOptions } from "@tanstack/react-query";
import type { PaymentConfig } from "@shared/payments/payment.schema";
import { apiRequest } from "@web/lib/api-client";

const paymentConfigQueryKey = ["/api/payments/config"] as const;

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentConfigQueryKey,
    queryFn: () => apiRequest<PaymentConfig>("GET", "/api/payments/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
