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
