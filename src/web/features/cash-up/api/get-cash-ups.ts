import type { CashUp } from "@shared/cash-up/cash-up.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const cashUpsQueryKey = ["/api/admin/cash-ups"] as const;

export function cashUpsQueryOptions() {
  return getQueryOptions<CashUp[]>(cashUpsQueryKey, { fresh: true });
}
