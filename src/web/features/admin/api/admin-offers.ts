import type { Offer, OfferInput } from "../../../../shared/offers/offer.schema";
import { apiRequest } from "../../../lib/api-client";

export function createOffer(body: OfferInput) {
  return apiRequest<Offer>("POST", "/api/offers", body);
}

export function updateOffer(id: number, body: Partial<OfferInput>) {
  return apiRequest<Offer>("PUT", `/api/offers/${id}`, body);
}

export function deleteOffer(id: number) {
  return apiRequest<unknown>("DELETE", `/api/offers/${id}`);
}
