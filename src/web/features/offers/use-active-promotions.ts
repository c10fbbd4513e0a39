import { useQuery } from "@tanstack/react-query";
import type { PublicPromotion } from "@shared/offers/offer.schema";
import { canOrderIn } from "@shared/orders/ordering-state";
import { orderingStatusQueryOptions } from "../orders/api/get-ordering-status";
import { activePromotionsQueryOptions } from "./api/get-offers";

/**
 * The promotions other pages advertise (footer, order-page and catering banners), read from what is
 * running now: a switched-off promotion disappears from them on the next load.
 */
export function useAdvertisedPromotions(): {
  /**
   * The discount a cart gets first (the server's ranking), so a banner never names 10% while the
   * cart takes 30% (issue 21). A flash sale only while it can be ordered.
   */
  headline: PublicPromotion | null;
  /** The first-order catering code, given on quotes. */
  catering: PublicPromotion | null;
} {
  const active = useQuery(activePromotionsQueryOptions());
  const ordering = useQuery(orderingStatusQueryOptions());
  const canOrder = ordering.data ? canOrderIn(ordering.data.state) : true;
  const list = active.data?.promotions ?? [];
  const byId = new Map(list.map((p) => [p.id, p]));
  const advertised = (active.data?.advertisedIds ?? [])
    .map((id) => byId.get(id))
    .filter((p): p is PublicPromotion => p !== undefined && (!p.isFlashSale || canOrder));
  return {
    headline: advertised[0] ?? null,
    catering: list.find((p) => p.channel === "catering") ?? null,
  };
}

/** "Spend £30, get 10% off", with when it runs: the promotion's generated headline. */
export function describeHeadline(p: PublicPromotion): string {
  const when = p.terms.find((t) => t.startsWith("Valid "));
  return when ? `${p.headline} (${when})` : p.headline;
}

/**
 * The flash sale, while it can be ordered (the dialog, its trigger and the offers page banner),
 * with `countsDownTo`: where its countdown ends. A sale that ends today can be had only until the
 * day's last order (the ordering status's `orderBy`, from the slot rule), so its countdown ends
 * there, not at its own end at midnight (issue 33: 04:58:07 at 19:01, ordered by 22:00).
 */
export function useOrderableFlashSale(): (PublicPromotion & { countsDownTo: string }) | null {
  const active = useQuery(activePromotionsQueryOptions());
  const ordering = useQuery(orderingStatusQueryOptions());
  const sale = active.data?.flashSale;
  if (!sale || !ordering.data || !canOrderIn(ordering.data.state)) return null;
  const orderBy = ordering.data.orderBy;
  const countsDownTo =
    sale.endsToday && orderBy && Date.parse(orderBy) < Date.parse(sale.endsAt) ? orderBy : sale.endsAt;
  return { ...sale, countsDownTo };
}
