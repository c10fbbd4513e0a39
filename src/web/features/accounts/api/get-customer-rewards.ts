import { queryOptions } from "@tanstack/react-query";
import type { CustomerReward } from "@shared/accounts/loyalty.schema";
import { apiRequest } from "@web/lib/api-client";

export function customerRewardsQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return queryOptions({
    queryKey: ["/api/customer/rewards", customerId],
    queryFn: () => apiRequest<CustomerReward[]>("GET", "/api/customer/rewards"),
  });
}
