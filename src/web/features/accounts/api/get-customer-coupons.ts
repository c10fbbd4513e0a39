import { queryOptions } from "@tanstack/react-query";
import type { CouponUsage } from "@shared/accounts/loyalty.schema";
import { apiRequest } from "@web/lib/api-client";

export function customerCouponsQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return queryOptions({
    queryKey: ["/api/customer/coupons", customerId],
    queryFn: () => apiRequest<CouponUsage[]>("GET", "/api/customer/coupons"),
  });
}
