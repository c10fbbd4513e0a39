import { queryOptions } from "@tanstack/react-query";
import type { Offer } from "../../../../shared/offers/offer.schema";
import { apiRequest } from "../../../lib/api-client";

/** The offers the cart's pricing considers (the shared rule picks the automatic one that applies). */
export function offersQueryOptions() {
  return queryOptions({
    queryKey: ["/api/offers"],
    queryFn: () => apiRequest<Offer[]>("GET", "/api/offers"),
  });
}
