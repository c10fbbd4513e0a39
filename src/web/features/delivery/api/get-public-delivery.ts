import type { PublicDelivery } from "@shared/delivery/delivery.schema";
import { getQueryOptions } from "@web/lib/api-client";

const publicDeliveryQueryKey = ["/api/delivery"] as const;

/** The zones as the public pages state them (drawn on the server with the page). */
export function publicDeliveryQueryOptions() {
  return getQueryOptions<PublicDelivery>(publicDeliveryQueryKey);
}
