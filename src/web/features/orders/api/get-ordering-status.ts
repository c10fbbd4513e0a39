import type { OrderingStatus } from "@shared/orders/ordering-status";
import { getQueryOptions } from "@web/lib/api-client";
import { ORDER_PAGE_REFRESH_MS } from "./get-collection-slots";

export const orderingStatusQueryKey = ["/api/ordering-status"] as const;

/**
 * Whether online ordering is open, and if not why and until when. Refreshed as the order page's
 * open indicator is (60 s), and again at the moment ordering reopens.
 */
export function orderingStatusQueryOptions() {
  return getQueryOptions<OrderingStatus>(orderingStatusQueryKey, {
    refetchInterval: ORDER_PAGE_REFRESH_MS,
    fresh: true,
  });
}
