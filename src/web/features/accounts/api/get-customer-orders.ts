import type { CustomerOrderSummary } from "@shared/accounts/loyalty.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function customerOrdersQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return getQueryOptions<CustomerOrderSummary[]>(["/api/customer/orders", customerId], {
    url: "/api/customer/orders",
  });
}
