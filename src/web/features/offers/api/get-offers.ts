import type { ActivePromotions, Offer } from "@shared/offers/offer.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const offersQueryKey = ["/api/offers"] as const;

/** Every offer, on or off (staff edit them). */
export function offersQueryOptions() {
  return getQueryOptions<Offer[]>(offersQueryKey);
}

export const activePromotionsQueryKey = ["/api/offers/active"] as const;

/** What public pages show: promotions switched on and running now, with the engine's own terms. */
export function activePromotionsQueryOptions() {
  return getQueryOptions<ActivePromotions>(activePromotionsQueryKey);
}
