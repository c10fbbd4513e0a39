/**
 * A diner's postcode against the owner's zones (issue 35): the one place the server decides whether
 * an address gets delivery, from which zone, at what fee and minimum. Order placement and the
 * public check both ask here, so the words and the price cannot differ.
 */

import type { DeliveryCheck, DeliverySettings, DeliveryZone } from "@shared/delivery/delivery.schema";
import { type DeliveryWindow, deliveryWindow } from "@shared/delivery/delivery-hours";
import {
  type DeliveryQuote,
  describeQuote,
  milesBetween,
  quoteDelivery,
} from "@shared/delivery/delivery-pricing";
import { INVALID_POSTCODE_MESSAGE, readPostcode, type UkPostcode } from "@shared/delivery/postcodes";
import {
  formatTime,
  getDayOfWeek,
  getLondonMoment,
  londonWallTimeToInstant,
  parseTime,
} from "@shared/opening-hours/london-time";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/http-error";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import {
  type DeliverySwitches,
  getDeliverySwitches,
  listDeliveryZones,
  loadFreeDeliveryPromotions,
  usableWithoutCode,
} from "./delivery.queries";
import { createGeocoder, type Geocoder } from "./geocoder";

const geocoders = new WeakMap<AppDeps, Geocoder | null>();

/** The app's geocoder, from GEOCODER_URL; null without one (radius zones then never match). */
function getGeocoder(deps: AppDeps, log: { warn: (obj: object, msg: string) => void }): Geocoder | null {
  if (!geocoders.has(deps)) {
    geocoders.set(deps, deps.env.GEOCODER_URL ? createGeocoder(deps.env.GEOCODER_URL, log) : null);
  }
  return geocoders.get(deps) ?? null;
}

const PAUSED_MESSAGE = "Sorry, we're not delivering right now - collection is available";
const NOT_OFFERED_MESSAGE = "Delivery is not offered online - collection is available";
const NOT_TODAY_MESSAGE = "Sorry, we're not delivering today - collection is available";
const NOT_THAT_DAY_MESSAGE = "Sorry, we don't deliver on that day - collection is available";

type NoDelivery = "paused" | "not-offered" | "not-today" | "not-that-day";

/** Why a postcode gets no delivery quote, in the diner's words. */
export function noDeliveryMessage(kind: NoDelivery): string {
  if (kind === "paused") return PAUSED_MESSAGE;
  if (kind === "not-today") return NOT_TODAY_MESSAGE;
  return kind === "not-that-day" ? NOT_THAT_DAY_MESSAGE : NOT_OFFERED_MESSAGE;
}

/** Whether staff paused delivery for now. */
function isDeliveryPaused(pausedUntil: Date | null, now: Date): boolean {
  return pausedUntil !== null && pausedUntil.getTime() > now.getTime();
}

/** The postcode, normalised; a 400 naming the problem when it is not a UK postcode. */
function requirePostcode(text: string): UkPostcode {
  const postcode = readPostcode(text);
  if (!postcode) throw new HttpError(400, INVALID_POSTCODE_MESSAGE);
  return postcode;
}

/** Miles from the restaurant when a radius zone needs them and the geocoder knows both places. */
async function distanceFor(
  deps: AppDeps,
  log: { warn: (obj: object, msg: string) => void },
  zones: readonly DeliveryZone[],
  postcode: UkPostcode,
): Promise<number | null> {
  if (!zones.some((z) => z.isActive && z.kind === "radius")) return null;
  const geocoder = getGeocoder(deps, log);
  if (!geocoder) return null;
  // Distances are from the restaurant's own postcode, as the owner entered it (decision 0042).
  const details = await loadConfirmedDetails(deps.db);
  const origin = details ? readPostcode(details.postcode) : null;
  if (!origin) return null;
  const [from, to] = await Promise.all([
    geocoder.locate(origin.postcode),
    geocoder.locate(postcode.postcode),
  ]);
  return from && to ? milesBetween(from, to) : null;
}

export type DeliveryDecision =
  | {
      kind: "quote";
      postcode: UkPostcode;
      quote: DeliveryQuote;
      /** Today's delivery hours ("any": the collection hours). */
      window: DeliveryWindow | "any";
    }
  | { kind: NoDelivery; postcode: UkPostcode };

/** A later London day the diner chose (order ahead, issue 39), and its time once chosen. */
export interface DeliveryDay {
  collectionDate: string;
  collectionTime?: string | null;
}

/**
 * The delivery this postcode gets for a basket (null: before the cart is priced), today or on a
 * later day chosen: that day's delivery hours, a pause only if it lasts until then, and the free
 * delivery offers of that day (priced at the delivery's moment, as the food is; decision 0052).
 */
export async function decideDelivery(
  deps: AppDeps,
  log: { warn: (obj: object, msg: string) => void },
  postcodeText: string,
  basketPence: number | null,
  day: DeliveryDay | null = null,
): Promise<DeliveryDecision> {
  const postcode = requirePostcode(postcodeText);
  const now = deps.now();
  const laterDay = day && day.collectionDate > getLondonMoment(now).date ? day : null;
  const at = laterDay
    ? londonWallTimeToInstant(laterDay.collectionDate, parseTime(laterDay.collectionTime || "00:00"))
    : now;
  const [zones, switches] = await Promise.all([listDeliveryZones(deps.db), getDeliverySwitches(deps.db)]);
  if (!zones.some((z) => z.isActive)) return { kind: "not-offered", postcode };
  if (isDeliveryPaused(switches.pausedUntil, at)) return { kind: "paused", postcode };
  const dayOfWeek = laterDay ? getDayOfWeek(laterDay.collectionDate) : getLondonMoment(now).dayOfWeek;
  const window = deliveryWindow(switches.hours, dayOfWeek);
  if (window === null) return { kind: laterDay ? "not-that-day" : "not-today", postcode };
  const [distanceMiles, promotions] = await Promise.all([
    distanceFor(deps, log, zones, postcode),
    loadFreeDeliveryPromotions(deps.db, at),
  ]);
  const freeDeliveryOffers = usableWithoutCode(promotions, at).map((p) => ({
    id: p.id,
    title: p.title,
    minSpendPence: p.conditions.minSpendPence,
  }));
  const quote = quoteDelivery({
    zones,
    location: { postcode, distanceMiles },
    basketPence,
    freeDeliveryOffers,
  });
  return { kind: "quote", postcode, quote, window };
}

/** The first minute of today (London) a delivery can be booked for: now plus the zone's lead time. */
export function earliestDeliveryMinutes(now: Date, leadTimeMinutes: number): number {
  return getLondonMoment(now).minutes + leadTimeMinutes;
}

/**
 * Today's earliest delivery time as "HH:MM": now plus the lead time, and not before the day's
 * delivery hours; null when that runs past midnight or past the day's delivery hours.
 */
function earliestDeliveryTime(
  now: Date,
  leadTimeMinutes: number,
  window: DeliveryWindow | "any",
): string | null {
  const minutes = earliestDeliveryMinutes(now, leadTimeMinutes);
  if (minutes >= 24 * 60) return null;
  const earliest = formatTime(minutes);
  if (window === "any") return earliest;
  if (earliest > window.end) return null;
  return earliest < window.start ? window.start : earliest;
}

/** The decision as the diner's check reads it. */
export function toDeliveryCheck(decision: DeliveryDecision, now: Date): DeliveryCheck {
  const { postcode } = decision;
  const none = {
    postcode: postcode.postcode,
    outcode: postcode.outcode,
    delivers: false,
    zone: null,
    feePence: null,
    minimumPence: null,
    freeOverPence: null,
    shortfallPence: null,
    leadTimeMinutes: null,
    earliestTime: null,
    latestTime: null,
    promotionTitle: null,
  };
  if (decision.kind !== "quote") return { ...none, message: noDeliveryMessage(decision.kind) };
  const { quote } = decision;
  if (!quote.delivers) return { ...none, message: describeQuote(quote, postcode.outcode) };
  return {
    ...none,
    delivers: true,
    message: describeQuote(quote, postcode.outcode),
    zone: { id: quote.zone.id, name: quote.zone.name },
    feePence: quote.feePence,
    minimumPence: quote.minimumPence,
    freeOverPence: quote.zone.freeOverPence,
    shortfallPence: quote.shortfallPence,
    leadTimeMinutes: quote.leadTimeMinutes,
    earliestTime: earliestDeliveryTime(now, quote.leadTimeMinutes, decision.window),
    latestTime: decision.window === "any" ? null : decision.window.end,
    promotionTitle: quote.promotion?.title ?? null,
  };
}

export function toDeliverySettings(deps: AppDeps, switches: DeliverySwitches): DeliverySettings {
  return {
    pausedUntil: switches.pausedUntil?.toISOString() ?? null,
    deliveriesPerSlot: switches.deliveriesPerSlot,
    cashOnDelivery: switches.cashOnDelivery,
    hours: switches.hours,
    geocoderConfigured: Boolean(deps.env.GEOCODER_URL),
  };
}
