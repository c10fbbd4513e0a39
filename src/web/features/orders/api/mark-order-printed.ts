import type { Order } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";

export function markOrderPrinted(id: number) {
  return apiRequest<{ success: true; message: string; reprint: boolean; order: Order }>(
    "PUT",
    `/api/admin/orders/${id}/print`,
  );
}
