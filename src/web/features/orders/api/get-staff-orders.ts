import type { Order } from "@shared/orders/order.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const adminOrdersQueryKey = ["/api/admin/orders"] as const;

export function adminOrdersQueryOptions() {
  return getQueryOptions<Order[]>(adminOrdersQueryKey, { fresh: true });
}
