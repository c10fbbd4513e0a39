import { queryOptions } from "@tanstack/react-query";
import type { Purchase } from "@shared/purchases/purchases.schema";
import { apiRequest } from "@web/lib/api-client";

export const purchasesQueryKey = ["/api/admin/purchases"] as const;

export function purchasesQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...purchasesQueryKey, from, to],
    queryFn: () => apiRequest<Purchase[]>("GET", `/api/admin/purchases?from=${from}&to=${to}`),
    staleTime: 0,
  });
}

/** One receipt with its lines, as an edit starts from. */
export function purchaseQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...purchasesQueryKey, "one", id],
    queryFn: () => apiRequest<Purchase>("GET", `/api/admin/purchases/${id}`),
    staleTime: 0,
  });
}
