import { queryOptions } from "@tanstack/react-query";
import type { CustomerOrderSummary } from "@shared/accounts/loyalty.schema";
import { apiRequest } from "@web/lib/api-client";

export function customerOrdersQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return queryOptions({
    queryKey: ["/api/customer/orders", customerId],
    queryFn: () => apiRequest<CustomerOrderSummary[]>("GET", "/api/customer/orders"),
  });
}
