import { addDays, getLondonMoment, londonWallTimeToInstant, parseTime } from "../opening-hours/london-time";

/**
 * Which offers the public pages show as running, by the clock alone: switched on, started and not
 * yet ended (validFrom <= now < validTo). The list changes by itself only when one starts or ends.
 */
export interface PromotionWindow {
  isActive: boolean;
  validFrom: Date;
  validTo: Date;
}

export function isPromotionRunning(offer: PromotionWindow, now: Date): boolean {
  return offer.isActive && offer.validFrom <= now && offer.validTo > now;
}

/**
 * The first instant after `now` at which an offer switched on starts or ends (one whose end comes
 * before its start never runs), or null when none is to come: how long the list can be kept.
 */
export function runningPromotionsChangeAt(offers: readonly PromotionWindow[], now: Date): Date | null {
  let first: number | null = null;
  for (const offer of offers) {
    if (!offer.isActive || offer.validTo <= now || offer.validTo <= offer.validFrom) continue;
    const at = offer.validFrom > now ? offer.validFrom.getTime() : offer.validTo.getTime();
    if (first === null || at < first) first = at;
  }
  return first === null ? null : new Date(first);
}

/**
 * The first instant after `now` at which a promotion's days or hours of the week let it start or
 * stop applying (a London wall-clock start or end time today, or London midnight for one that runs
 * on some days only), or null when none depends on the time of day.
 */
export function promotionHoursChangeAt(
  conditions: readonly { daysOfWeek: number[] | null; startTime: string | null; endTime: string | null }[],
  now: Date,
): Date | null {
  const today = getLondonMoment(now).date;
  const instants: number[] = [];
  for (const c of conditions) {
    for (const time of [c.startTime, c.endTime]) {
      if (time) instants.push(londonWallTimeToInstant(today, parseTime(time)).getTime());
    }
    if (c.startTime || c.endTime || c.daysOfWeek?.length) {
      instants.push(londonWallTimeToInstant(addDays(today, 1), 0).getTime());
    }
  }
  const next = instants.filter((t) => t > now.getTime()).sort((a, b) => a - b)[0];
  return next === undefined ? null : new Date(next);
}

/** Whether the promotion ends on the London date of `now` ("ENDS TODAY" lists only these). */
export function endsOnLondonDay(endsAt: string | Date, now: Date): boolean {
  // validTo is exclusive: a promotion ending at midnight ends with the day before.
  const lastMoment = new Date(new Date(endsAt).getTime() - 1);
  return getLondonMoment(lastMoment).date === getLondonMoment(now).date;
}
