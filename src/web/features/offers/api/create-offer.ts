import type { FlashSaleStart, Offer, OfferInput } from "../../../../shared/offers/offer.schema";
import { apiRequest } from "../../../lib/api-client";

export const createOffer = (body: OfferInput) => apiRequest<Offer>("POST", "/api/offers", body);
export const updateOffer = (id: number, body: Partial<OfferInput>) =>
  apiRequest<Offer>("PUT", `/api/offers/${id}`, body);
export const deleteOffer = (id: number) => apiRequest<unknown>("DELETE", `/api/offers/${id}`);
export const startFlashSale = (body: FlashSaleStart) =>
  apiRequest<Offer>("POST", "/api/offers/flash-sale", body);
