import type { CouponUsage } from "@shared/accounts/loyalty.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function customerCouponsQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return getQueryOptions<CouponUsage[]>(["/api/customer/coupons", customerId], {
    url: "/api/customer/coupons",
  });
}
