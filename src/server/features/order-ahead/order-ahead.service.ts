/**
 * The server's side of ordering ahead (issue 39, decision 0052): an order for a later day is
 * checked against that day's slots here; today's order keeps the spec's checks in orders.service.
 */

import { getLondonMoment } from "@shared/opening-hours/london-time";
import { HHMM } from "@shared/opening-hours/opening-hours.schema";
import { pricingMoment, TOO_FAR_AHEAD_MESSAGE } from "@shared/order-ahead/order-ahead-days";
import { isCalendarDate } from "@shared/text.schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { loadOrderAheadDays, loadOrderAheadSettings } from "./order-ahead.queries";

/**
 * Whether this order is for a later day the owner allows, its date and time checked (400 naming
 * why otherwise). False for today, and for any day while the setting is off: the caller then
 * applies the spec's today-only rule and its message, unchanged.
 */
export async function acceptOrderAheadDay(
  db: Db,
  now: Date,
  request: { collectionDate: string; collectionTime: string },
): Promise<boolean> {
  const today = getLondonMoment(now).date;
  if (request.collectionDate === today) return false;
  const { daysAhead } = await loadOrderAheadSettings(db);
  if (daysAhead === 0 || request.collectionDate < today) return false;
  const days = await loadOrderAheadDays(db, now, { ignoreBookings: true });
  const day = days.days.find((d) => d.date === request.collectionDate);
  if (!day) {
    const closed = days.notOffered.find((d) => d.date === request.collectionDate);
    if (closed) {
      throw new HttpError(
        400,
        `Collection Date: ${closed.label} is not available for collection (${closed.unavailableReason ?? "closed"}). Please choose another day.`,
      );
    }
    throw new HttpError(400, TOO_FAR_AHEAD_MESSAGE(daysAhead));
  }
  if (!day.slots.some((s) => s.time === request.collectionTime)) {
    throw new HttpError(
      400,
      `Collection Time: ${request.collectionTime} is not available for collection on ${day.label}. Please choose another time.`,
    );
  }
  return true;
}

/** The instant an order's promotions are priced at (now today; the collection time on a later day). */
export function orderPricingMoment(
  now: Date,
  request: { collectionDate?: string; collectionTime?: string },
): Date {
  if (!request.collectionDate || !request.collectionTime) return now;
  // Only a real day and time move the pricing; anything else is priced now, as before.
  if (!isCalendarDate(request.collectionDate) || !HHMM.test(request.collectionTime)) return now;
  if (request.collectionDate < getLondonMoment(now).date) return now;
  return pricingMoment(now, request.collectionDate, request.collectionTime);
}
