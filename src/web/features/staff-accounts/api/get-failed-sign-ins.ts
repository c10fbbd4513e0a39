import type { FailedSignIns } from "@shared/staff-accounts/staff-account.schema";
import { getQueryOptions } from "@web/lib/api-client";

const failedSignInsQueryKey = ["/api/admin/staff-accounts/sign-in-failures"] as const;

/** Failed sign-ins to staff accounts over the last 7 days (owners). */
export function failedSignInsQueryOptions() {
  return getQueryOptions<FailedSignIns>(failedSignInsQueryKey, { fresh: true });
}
