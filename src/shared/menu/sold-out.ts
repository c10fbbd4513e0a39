/**
 * Whether a dish can be ordered, the one rule for the server's check and the diner's menu: the
 * lasting switch (isAvailable), and "sold out today", which holds until its London date
 * `soldOutUntil` (the next day when staff mark it). A dish sold out today is on again for a later
 * day's order (order ahead, issue 39); one switched off is not.
 */
export function isSoldOutOn(
  dish: { isAvailable: boolean; soldOutUntil: string | null },
  date: string,
): boolean {
  if (!dish.isAvailable) return true;
  return dish.soldOutUntil !== null && date < dish.soldOutUntil;
}

/** Sold out now only for today: a later day's order may still have it. */
export function isSoldOutTodayOnly(dish: { isAvailable: boolean; isSoldOut: boolean }): boolean {
  return dish.isAvailable && dish.isSoldOut;
}
