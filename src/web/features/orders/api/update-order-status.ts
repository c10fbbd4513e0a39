import type { OrderStatus } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";

export function updateOrderStatus(id: number, status: OrderStatus) {
  return apiRequest<unknown>("PUT", `/api/admin/orders/${id}/status`, { status });
}
