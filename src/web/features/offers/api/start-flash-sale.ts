import type { FlashSaleStart, FlashSaleStarted } from "@shared/offers/offer.schema";
import { apiRequest } from "@web/lib/api-client";

export const startFlashSale = (body: FlashSaleStart) =>
  apiRequest<FlashSaleStarted>("POST", "/api/offers/flash-sale", body);
