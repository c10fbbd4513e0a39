import type { Purchase } from "@shared/purchases/purchases.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const purchasesQueryKey = ["/api/admin/purchases"] as const;

export function purchasesQueryOptions(from: string, to: string) {
  return getQueryOptions<Purchase[]>([...purchasesQueryKey, from, to], {
    url: `/api/admin/purchases?from=${from}&to=${to}`,
    fresh: true,
  });
}

/** One receipt with its lines, as an edit starts from. */
export function purchaseQueryOptions(id: number) {
  return getQueryOptions<Purchase>([...purchasesQueryKey, "one", id], {
    url: `/api/admin/purchases/${id}`,
    fresh: true,
  });
}
