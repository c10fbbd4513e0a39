import type { MeResponse } from "@shared/accounts/auth.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const currentCustomerQueryKey = ["/api/auth/me"] as const;

/** Who the session cookie belongs to, as the server sees it. */
export function currentCustomerQueryOptions() {
  return getQueryOptions<MeResponse>(currentCustomerQueryKey, { fresh: true });
}
