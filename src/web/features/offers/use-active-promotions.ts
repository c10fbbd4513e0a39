import { useQuery } from "@tanstack/react-query";
import type { PublicPromotion } from "../../../shared/offers/offer.schema";
import { activePromotionsQueryOptions } from "./api/get-offers";

/**
 * The promotions other pages advertise (footer, order-page and catering banners), read from what is
 * running now: a switched-off promotion disappears from them on the next load.
 */
export function useAdvertisedPromotions(): {
  /** The automatic online promotion to headline (not the flash sale, which has its own dialog). */
  headline: PublicPromotion | null;
  /** The first-order catering code, given on quotes. */
  catering: PublicPromotion | null;
} {
  const active = useQuery(activePromotionsQueryOptions());
  const list = active.data?.promotions ?? [];
  return {
    headline: list.find((p) => p.channel === "online" && !p.isFlashSale && p.code === null) ?? null,
    catering: list.find((p) => p.channel === "catering") ?? null,
  };
}

/** "10% off collection orders over £30 (Minimum spend £30.00)". */
export function describeHeadline(p: PublicPromotion): string {
  return p.terms.length > 0 ? `${p.title} (${p.terms.join(", ")})` : p.title;
}
