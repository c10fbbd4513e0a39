/** The diner's postcode against the zones, for this basket (GET /api/delivery/check). */
import type { DeliveryCheck } from "@shared/delivery/delivery.schema";
import { apiRequest } from "@web/lib/api-client";

/** `laterDate`: a later day chosen at the checkout (order ahead), checked against that day's hours. */
export const checkDelivery = (postcode: string, basketPence: number, laterDate: string | null) =>
  apiRequest<DeliveryCheck>(
    "GET",
    `/api/delivery/check?postcode=${encodeURIComponent(postcode)}&basketPence=${basketPence}${laterDate ? `&collectionDate=${laterDate}` : ""}`,
  );
