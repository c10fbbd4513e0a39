import type { PaymentConfig } from "@shared/payments/payment.schema";
import { getQueryOptions } from "@web/lib/api-client";

const paymentConfigQueryKey = ["/api/payments/config"] as const;

export function paymentConfigQueryOptions() {
  return getQueryOptions<PaymentConfig>(paymentConfigQueryKey, { staleTime: Number.POSITIVE_INFINITY });
}
