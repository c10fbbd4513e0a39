import type { OrderTracking } from "@shared/orders/place-order.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function orderTrackingQueryKey(orderNumber: string) {
  return ["/api/orders", orderNumber] as const;
}

export function orderTrackingQueryOptions(orderNumber: string) {
  return getQueryOptions<OrderTracking>(orderTrackingQueryKey(orderNumber), {
    url: `/api/orders/${encodeURIComponent(orderNumber)}`,
    fresh: true,
  });
}

export function getOrderEventsUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/events`;
}
