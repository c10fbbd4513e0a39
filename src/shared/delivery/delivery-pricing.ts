/**
 * Delivery's prices, as one rule the server enforces and the pages describe (issue 35, decision
 * 0044). A zone is a list of postcode districts and sectors or, where a geocoder gives the
 * postcode's place, a radius in miles from the restaurant; each has its fee, its minimum order, a
 * free-delivery threshold and its lead time. Of the zones that cover an address, the cheapest for
 * the basket applies: the lowest fee once a zone's free-over threshold is counted, then the lower
 * minimum, the shorter lead time, the older zone. A zone whose minimum the basket does not reach
 * is passed over while another covering zone takes the basket; when none does, the quote names the
 * lowest minimum and what is missing. A "Free delivery" promotion the diner may use takes the fee
 * to nothing once its spend is reached; it never lowers a minimum. The basket is the food's total
 * after discounts, in pence.
 */
import { formatPoundsShort } from "../offers/promotion-words";
import { areasCover, readAreas } from "./delivery-areas";
import type { UkPostcode } from "./postcodes";

type DeliveryZoneKind = "postcodes" | "radius";

export interface DeliveryZoneRule {
  id: number;
  name: string;
  kind: DeliveryZoneKind;
  /** For a postcode zone: "NN1, NN2, NN3 1-4". */
  areas: string;
  /** For a radius zone: miles from the restaurant. */
  radiusMiles: number | null;
  feePence: number;
  minOrderPence: number;
  /** The basket from which delivery is free; null when it never is. */
  freeOverPence: number | null;
  leadTimeMinutes: number;
  isActive: boolean;
}

export interface DeliveryLocation {
  postcode: UkPostcode;
  /** Miles from the restaurant when a geocoder placed the postcode; null otherwise. */
  distanceMiles: number | null;
}

/** A "Free delivery" promotion this diner may use now (the server has checked its window and terms). */
export interface FreeDeliveryOffer {
  id: number;
  title: string;
  minSpendPence: number;
}

export type DeliveryQuote =
  | {
      delivers: true;
      zone: DeliveryZoneRule;
      /** What the diner pays for delivery. */
      feePence: number;
      /** The zone's fee before a threshold or promotion. */
      standardFeePence: number;
      freeBecause: "threshold" | "promotion" | null;
      promotion: FreeDeliveryOffer | null;
      minimumPence: number;
      /** What the basket lacks to reach the minimum (0 when it is reached). */
      shortfallPence: number;
      leadTimeMinutes: number;
    }
  | { delivers: false; outcode: string };

/** Whether the zone covers the address. A radius zone needs the postcode's distance. */
function zoneCovers(zone: DeliveryZoneRule, location: DeliveryLocation): boolean {
  if (!zone.isActive) return false;
  if (zone.kind === "radius") {
    return (
      zone.radiusMiles !== null &&
      location.distanceMiles !== null &&
      location.distanceMiles <= zone.radiusMiles
    );
  }
  const areas = readAreas(zone.areas);
  return areas.ok && areasCover(areas.entries, location.postcode);
}

export function matchingZones(
  zones: readonly DeliveryZoneRule[],
  location: DeliveryLocation,
): DeliveryZoneRule[] {
  return zones.filter((z) => zoneCovers(z, location));
}

/** The zone's fee for a basket (null: before a basket, the standard fee). */
export function zoneFeeFor(zone: DeliveryZoneRule, basketPence: number | null): number {
  if (basketPence !== null && zone.freeOverPence !== null && basketPence >= zone.freeOverPence) return 0;
  return zone.feePence;
}

function compareZones(a: DeliveryZoneRule, b: DeliveryZoneRule, basketPence: number | null): number {
  return (
    zoneFeeFor(a, basketPence) - zoneFeeFor(b, basketPence) ||
    a.minOrderPence - b.minOrderPence ||
    a.leadTimeMinutes - b.leadTimeMinutes ||
    a.id - b.id
  );
}

/** The zone that applies among those covering the address (see the file's comment); null for none. */
export function chooseZone(
  matching: readonly DeliveryZoneRule[],
  basketPence: number | null,
): DeliveryZoneRule | null {
  if (matching.length === 0) return null;
  const reached =
    basketPence === null ? [...matching] : matching.filter((z) => basketPence >= z.minOrderPence);
  if (reached.length > 0) return reached.sort((a, b) => compareZones(a, b, basketPence))[0] ?? null;
  return (
    [...matching].sort((a, b) => a.minOrderPence - b.minOrderPence || compareZones(a, b, basketPence))[0] ??
    null
  );
}

/** The delivery an address gets for a basket (null: before the cart is priced). */
export function quoteDelivery(input: {
  zones: readonly DeliveryZoneRule[];
  location: DeliveryLocation;
  basketPence: number | null;
  freeDeliveryOffers?: readonly FreeDeliveryOffer[];
}): DeliveryQuote {
  const zone = chooseZone(matchingZones(input.zones, input.location), input.basketPence);
  if (!zone) return { delivers: false, outcode: input.location.postcode.outcode };
  const basket = input.basketPence;
  const afterThreshold = zoneFeeFor(zone, basket);
  const promotion =
    basket === null || afterThreshold === 0
      ? null
      : ([...(input.freeDeliveryOffers ?? [])]
          .filter((o) => basket >= o.minSpendPence)
          .sort((a, b) => a.minSpendPence - b.minSpendPence || a.id - b.id)[0] ?? null);
  const feePence = promotion ? 0 : afterThreshold;
  return {
    delivers: true,
    zone,
    feePence,
    standardFeePence: zone.feePence,
    freeBecause: promotion ? "promotion" : zone.feePence > 0 && afterThreshold === 0 ? "threshold" : null,
    promotion,
    minimumPence: zone.minOrderPence,
    shortfallPence: basket === null ? 0 : Math.max(0, zone.minOrderPence - basket),
    leadTimeMinutes: zone.leadTimeMinutes,
  };
}

/** "£2.50, minimum £15, free over £30": a zone's terms in a few words. */
export function describeZoneTerms(
  zone: Pick<DeliveryZoneRule, "feePence" | "minOrderPence" | "freeOverPence">,
): string {
  const parts = [zone.feePence === 0 ? "free" : `for ${formatPoundsShort(zone.feePence)}`];
  if (zone.minOrderPence > 0) parts.push(`minimum ${formatPoundsShort(zone.minOrderPence)}`);
  if (zone.feePence > 0 && zone.freeOverPence !== null)
    parts.push(`free over ${formatPoundsShort(zone.freeOverPence)}`);
  return parts.join(", ");
}

/** What the diner reads once the postcode is checked. */
export function describeQuote(quote: DeliveryQuote, outcode: string): string {
  if (!quote.delivers) return `Sorry, we don't deliver to ${outcode} - collection is available`;
  return `We deliver to ${outcode} ${describeZoneTerms(quote.zone)}`;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle miles between two points (haversine). */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
