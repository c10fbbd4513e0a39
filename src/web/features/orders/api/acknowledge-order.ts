import type { Order } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";

/** Stops the new order ringing on every tablet (stored on the order). */
export function acknowledgeOrder(id: number) {
  return apiRequest<{ success: true; message: string; order: Order }>(
    "PUT",
    `/api/admin/orders/${id}/acknowledge`,
  );
}
