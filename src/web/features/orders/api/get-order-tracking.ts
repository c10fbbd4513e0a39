import { queryOptions } from "@tanstack/react-query";
import type { OrderTracking } from "@shared/orders/place-order.schema";
import { apiRequest } from "@web/lib/api-client";

export function orderTrackingQueryKey(orderNumber: string) {
  return ["/api/orders", orderNumber] as const;
}

export function orderTrackingQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: orderTrackingQueryKey(orderNumber),
    queryFn: () => apiRequest<OrderTracking>("GET", `/api/orders/${encodeURIComponent(orderNumber)}`),
    staleTime: 0,
  });
}

export function getOrderEventsUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/events`;
}
