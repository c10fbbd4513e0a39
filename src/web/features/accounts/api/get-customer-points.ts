import { queryOptions } from "@tanstack/react-query";
import type { PointsHistory } from "@shared/accounts/loyalty.schema";
import { apiRequest } from "@web/lib/api-client";

export function customerPointsQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return queryOptions({
    queryKey: ["/api/customer/points", customerId],
    queryFn: () => apiRequest<PointsHistory>("GET", "/api/customer/points"),
  });
}
