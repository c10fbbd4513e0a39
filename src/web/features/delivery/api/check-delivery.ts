/** The diner's postcode against the zones, for this basket (GET /api/delivery/check). */
import type { DeliveryCheck } from "@shared/delivery/delivery.schema";
import { apiRequest } from "@web/lib/api-client";

export const checkDelivery = (postcode: string, basketPence: number) =>
  apiRequest<DeliveryCheck>(
    "GET",
    `/api/delivery/check?postcode=${encodeURIComponent(postcode)}&basketPence=${basketPence}`,
  );
