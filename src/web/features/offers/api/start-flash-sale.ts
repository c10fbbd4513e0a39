import type { FlashSaleStart, Offer } from "@shared/offers/offer.schema";
import { apiRequest } from "@web/lib/api-client";

export const startFlashSale = (body: FlashSaleStart) =>
  apiRequest<Offer>("POST", "/api/offers/flash-sale", body);
