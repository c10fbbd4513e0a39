import type { Offer, OfferInput } from "@shared/offers/offer.schema";
import { apiRequest } from "@web/lib/api-client";

export const createOffer = (body: OfferInput) => apiRequest<Offer>("POST", "/api/offers", body);
