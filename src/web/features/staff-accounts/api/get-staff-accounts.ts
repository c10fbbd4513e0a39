import type { StaffAccount } from "@shared/staff-accounts/staff-account.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const staffAccountsQueryKey = ["/api/admin/staff-accounts"] as const;

export function staffAccountsQueryOptions() {
  return getQueryOptions<StaffAccount[]>(staffAccountsQueryKey, { fresh: true });
}
