import type { PointsHistory } from "@shared/accounts/loyalty.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function customerPointsQueryOptions(customerId: number) {
  // The id only separates caches between accounts; the server answers for the session's customer.
  return getQueryOptions<PointsHistory>(["/api/customer/points", customerId], {
    url: "/api/customer/points",
  });
}
