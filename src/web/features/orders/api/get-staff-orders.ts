import type { Order, OrderStatus } from "../../../../shared/orders/order.schema";
import { apiRequest, getQueryOptions } from "../../../lib/api-client";

export const adminOrdersQueryKey = ["/api/admin/orders"] as const;

export function adminOrdersQueryOptions() {
  return getQueryOptions<Order[]>(adminOrdersQueryKey, { fresh: true });
}

/** The order-status route belongs to the ordering feature; the panel only calls it. */
export function updateOrderStatus(id: number, status: OrderStatus) {
  return apiRequest<unknown>("PUT", `/api/admin/orders/${id}/status`, { status });
}

export function markOrderPrinted(id: number) {
  return apiRequest<{ success: true; message: string; order: Order }>("PUT", `/api/admin/orders/${id}/print`);
}

export const ORDER_EVENTS_URL = "/api/admin/orders/events";
