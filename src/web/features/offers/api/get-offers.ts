import type { Offer } from "../../../../shared/offers/offer.schema";
import { getQueryOptions } from "../../../lib/api-client";

export const offersQueryKey = ["/api/offers"] as const;

/** Every offer: the cart's pricing considers them (the shared rule picks the one that applies) and staff edit them. */
export function offersQueryOptions() {
  return getQueryOptions<Offer[]>(offersQueryKey);
}
