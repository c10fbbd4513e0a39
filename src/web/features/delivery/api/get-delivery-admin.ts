import type { DeliveryAdmin } from "@shared/delivery/delivery.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const deliveryAdminQueryKey = ["/api/admin/delivery"] as const;

export function deliveryAdminQueryOptions() {
  return getQueryOptions<DeliveryAdmin>(deliveryAdminQueryKey);
}
