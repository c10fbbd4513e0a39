import type { Offer, OfferInput } from "@shared/offers/offer.schema";
import { apiRequest } from "@web/lib/api-client";

export const updateOffer = (id: number, body: Partial<OfferInput>) =>
  apiRequest<Offer>("PUT", `/api/offers/${id}`, body);
