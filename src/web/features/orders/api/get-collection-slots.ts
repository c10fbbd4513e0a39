import { queryOptions } from "@tanstack/react-query";
import type { CollectionSlots } from "@shared/orders/collection-slots";
import { apiRequest } from "@web/lib/api-client";

/** Spec section 9: the order page refreshes what is open every 60 s. */
export const ORDER_PAGE_REFRESH_MS = 60_000;

export function collectionSlotsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/collection-slots"],
    queryFn: () => apiRequest<CollectionSlots>("GET", "/api/collection-slots"),
    refetchInterval: ORDER_PAGE_REFRESH_MS,
    staleTime: 0,
  });
}
