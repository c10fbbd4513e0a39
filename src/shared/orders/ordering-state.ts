/**
 * The one ordering state a diner can meet, without zod: the order page, the home page's banner
 * and the checkout import it at first paint (the schema is in ordering-status.ts). Open; closing
 * soon (only the day's last slots are left, ordering still possible); paused by staff until a
 * time; closed until a day. The banner, the slots and the Place Order button all follow it.
 */
export const ORDERING_STATES = ["open", "closing_soon", "paused", "closed"] as const;
export type OrderingState = (typeof ORDERING_STATES)[number];

/** Whether a dish can be added and an order placed in this state. */
export function canOrderIn(state: OrderingState): boolean {
  return state === "open" || state === "closing_soon";
}

/**
 * "Ready for collection from 19:30": the earliest slot offered now, which is the real wait (the
 * preparation time, rounded up to the slot grid, and never before the first slot of the day). A
 * count of minutes would be wrong a minute later on a page drawn once and kept.
 */
function formatPreparationTime(firstCollectionTime: string): string {
  return `Ready for collection from ${firstCollectionTime}`;
}

/** Stated only while ordering is possible: a closed or paused page never promises a time. */
export function describePreparationTime(status: {
  state: OrderingState;
  firstCollectionTime: string | null;
}): string | null {
  return canOrderIn(status.state) && status.firstCollectionTime
    ? formatPreparationTime(status.firstCollectionTime)
    : null;
}
