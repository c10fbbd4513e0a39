/**
 * Whether a diner can order online now, as one rule: the order page and the home page state it,
 * and the server refuses an order by the same collection-slot rule it is built on.
 */
import { z } from "zod";
import { formatTime, getLondonMoment, WEEKDAY_NAMES } from "../opening-hours/london-time";
import { getNextOpening, NextOpeningSchema } from "../opening-hours/next-opening";
import { type CollectionSlotsInput, getCollectionSlots, SLOT_LEAD_MINUTES } from "./collection-slots";

export const ORDERING_STATES = ["open", "closed", "paused"] as const;

export const OrderingStatusSchema = z.object({
  /** open: a collection slot is offered today; closed: none is; paused: staff paused online ordering. */
  state: z.enum(ORDERING_STATES),
  /** Why ordering is unavailable, stated at the top of the page and on every Add button; null when open. */
  message: z.string().nullable(),
  nextOpening: NextOpeningSchema.nullable(),
  /** ISO instant until which staff paused ordering, while that pause is in force. */
  pausedUntil: z.string().nullable(),
  /** The kitchen's preparation time in minutes: "Ready for collection in about N minutes". */
  prepTimeMinutes: z.number().int(),
});
export type OrderingStatus = z.infer<typeof OrderingStatusSchema>;

export function formatPreparationTime(minutes: number): string {
  return `Ready for collection in about ${minutes} minutes`;
}

export function getOrderingStatus(input: CollectionSlotsInput): OrderingStatus {
  const { now } = input;
  const prepTimeMinutes = input.leadMinutes ?? SLOT_LEAD_MINUTES;
  const slots = getCollectionSlots(input);
  if (slots.slots.length > 0) {
    return { state: "open", message: null, nextOpening: null, pausedUntil: null, prepTimeMinutes };
  }
  const next = getNextOpening(now, input.hours);
  const paused = input.orderingPausedUntil;
  // A pause matters on a day that takes orders; on a closed day "closed" is the truth.
  if (slots.date !== null && paused && paused.getTime() > now.getTime()) {
    const until = getLondonMoment(paused);
    const when =
      until.date === getLondonMoment(now).date
        ? formatTime(until.minutes)
        : `${WEEKDAY_NAMES[until.dayOfWeek]} ${formatTime(until.minutes)}`;
    return {
      state: "paused",
      message: `Online ordering is paused until ${when}`,
      nextOpening: next,
      pausedUntil: paused.toISOString(),
      prepTimeMinutes,
    };
  }
  const reopen = next ? ` - we open ${next.label}` : "";
  const message = slots.isOpenNow ? `No more collection times today${reopen}` : `Closed now${reopen}`;
  return { state: "closed", message, nextOpening: next, pausedUntil: null, prepTimeMinutes };
}
