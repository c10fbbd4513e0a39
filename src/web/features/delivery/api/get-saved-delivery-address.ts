import type { SavedDeliveryAddress } from "@shared/delivery/delivery-order.schema";
import { getQueryOptions } from "@web/lib/api-client";

const savedDeliveryAddressKey = ["/api/customer/delivery-address"] as const;

/** The signed-in member's address from their last delivery (the checkout fills it in). */
export function savedDeliveryAddressQueryOptions(enabled: boolean) {
  return getQueryOptions<SavedDeliveryAddress>(savedDeliveryAddressKey, { enabled });
}
