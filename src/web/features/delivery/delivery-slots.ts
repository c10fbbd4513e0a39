/**
 * Today's times offered for a delivery (issue 35): the collection slots from the zone's earliest
 * time on (now plus its lead time, within the delivery hours, as the server's postcode check
 * reports it) up to the day's last delivery time, so the diner is not offered a time the order
 * would be refused for. A later day's slots are all offered.
 */
import type { CollectionSlots } from "@shared/orders/collection-slots";

export const NO_DELIVERY_TIMES_HINT = "No delivery times are left today - collection is available";

export function deliverySlots(
  slots: CollectionSlots,
  window: { earliestTime: string | null; latestTime: string | null },
): CollectionSlots {
  const { earliestTime, latestTime } = window;
  const offered =
    earliestTime === null
      ? []
      : slots.slots.filter((s) => s.time >= earliestTime && (latestTime === null || s.time <= latestTime));
  if (offered.length === slots.slots.length) return slots;
  return { ...slots, slots: offered, hint: offered.length === 0 ? NO_DELIVERY_TIMES_HINT : slots.hint };
}

/** The banner's promise for a delivery: "Delivered from 13:15", or nothing when no time is left. */
export function deliveryReadyWords(slots: CollectionSlots): string | null {
  const first = slots.slots[0];
  return first ? `Delivered from ${first.time}` : null;
}
