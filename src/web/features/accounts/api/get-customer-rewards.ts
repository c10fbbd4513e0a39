import type { CustomerReward } from "@shared/accounts/loyalty.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function customerRewardsQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return getQueryOptions<CustomerReward[]>(["/api/customer/rewards", customerId], {
    url: "/api/customer/rewards",
  });
}
