import { queryOptions } from "@tanstack/react-query";
import type { MeResponse } from "../../../../shared/accounts/auth.schema";
import { apiRequest } from "../../../lib/api-client";

export const currentCustomerQueryKey = ["/api/auth/me"] as const;

/** Who the session cookie belongs to, as the server sees it. */
export function currentCustomerQueryOptions() {
  return queryOptions({
    queryKey: currentCustomerQueryKey,
    queryFn: () => apiRequest<MeResponse>("GET", "/api/auth/me"),
    staleTime: 0,
  });
}
