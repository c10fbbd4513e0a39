import type { CollectionSlots } from "@shared/orders/collection-slots";
import { getQueryOptions } from "@web/lib/api-client";

/** Spec section 9: the order page refreshes what is open every 60 s. */
export const ORDER_PAGE_REFRESH_MS = 60_000;

export function collectionSlotsQueryOptions() {
  return getQueryOptions<CollectionSlots>(["/api/collection-slots"], {
    refetchInterval: ORDER_PAGE_REFRESH_MS,
    fresh: true,
  });
}
