/**
 * Whether a diner can order online now, as one rule: the order page and the home page state it,
 * and the server refuses an order by the same collection-slot rule it is built on.
 */
import { z } from "zod";
import { getDaySchedule } from "../opening-hours/day-schedule";
import {
  addDays,
  formatTime,
  getLondonMoment,
  londonWallTimeToInstant,
  parseTime,
  WEEKDAY_NAMES,
} from "../opening-hours/london-time";
import { findNextChange } from "../opening-hours/next-change";
import { getNextOpening, NextOpeningSchema } from "../opening-hours/next-opening";
import { shiftEdgesOn } from "../opening-hours/restaurant-status";
import {
  type CollectionSlotsInput,
  getCollectionSlots,
  getLastOrderMoment,
  SLOT_INTERVAL_MINUTES,
  SLOT_LEAD_MINUTES,
} from "./collection-slots";
import { ORDERING_STATES } from "./ordering-state";

export const OrderingStatusSchema = z.object({
  /** open / closing_soon: a collection slot is offered today; closed: none is; paused: staff paused online ordering. */
  state: z.enum(ORDERING_STATES),
  /**
   * What the one banner says: why ordering is unavailable (closed, paused), or that the last
   * collection time is near (closing soon); null when simply open.
   */
  message: z.string().nullable(),
  nextOpening: NextOpeningSchema.nullable(),
  /** ISO instant until which staff paused ordering, while that pause is in force. */
  pausedUntil: z.string().nullable(),
  /** The kitchen's preparation time in minutes: "Ready for collection in about N minutes". */
  prepTimeMinutes: z.number().int(),
  /** The last collection time offered today ("HH:MM"), while ordering is possible. */
  lastCollectionTime: z.string().nullable(),
  /**
   * The earliest collection time offered now ("HH:MM"), while ordering is possible: what "Ready
   * for collection from ..." names (issue 33: "in about 30 minutes" stood while the first slot
   * was 46 minutes away).
   */
  firstCollectionTime: z.string().nullable(),
  /**
   * ISO instant: the last moment today an order can be placed (getLastOrderMoment), while
   * ordering is possible; a flash sale's countdown ends there rather than at midnight.
   */
  orderBy: z.string().nullable(),
});
export type OrderingStatus = z.infer<typeof OrderingStatusSchema>;

/** Closing soon: the slots left today are the day's last two (within one slot of each other). */
function isClosingSoon(slotMinutes: readonly number[]): boolean {
  const first = slotMinutes[0];
  const last = slotMinutes.at(-1);
  return first !== undefined && last !== undefined && last - first <= SLOT_INTERVAL_MINUTES;
}

export function getOrderingStatus(input: CollectionSlotsInput): OrderingStatus {
  const { now } = input;
  const prepTimeMinutes = input.leadMinutes ?? SLOT_LEAD_MINUTES;
  const slots = getCollectionSlots(input);
  const last = slots.slots.at(-1);
  if (last) {
    const closingSoon = isClosingSoon(slots.slots.map((s) => parseTime(s.time)));
    return {
      state: closingSoon ? "closing_soon" : "open",
      message: closingSoon ? `Closing soon - the last collection time today is ${last.time}` : null,
      nextOpening: null,
      pausedUntil: null,
      prepTimeMinutes,
      lastCollectionTime: last.time,
      firstCollectionTime: slots.slots[0]?.time ?? null,
      orderBy: getLastOrderMoment(input)?.toISOString() ?? null,
    };
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
      lastCollectionTime: null,
      firstCollectionTime: null,
      orderBy: null,
    };
  }
  const reopen = next ? ` - we open ${next.label}` : "";
  const message = slots.isOpenNow ? `No more collection times today${reopen}` : `Closed now${reopen}`;
  return {
    state: "closed",
    message,
    nextOpening: next,
    pausedUntil: null,
    prepTimeMinutes,
    lastCollectionTime: null,
    firstCollectionTime: null,
    orderBy: null,
  };
}

/**
 * The first instant after `input.now` at which getOrderingStatus says something else, or the next
 * London midnight: the input holds today's bookings only, so tomorrow's answer is read afresh.
 * How long its answer can be kept.
 */
export function orderingStatusChangesAt(input: CollectionSlotsInput): Date {
  const today = getLondonMoment(input.now).date;
  const lead = input.leadMinutes ?? SLOT_LEAD_MINUTES;
  // The earliest slot (now + lead, rounded up to the slot grid, a started minute counting as a
  // whole one) moves on one second past each minute m at which m + lead is on the grid.
  const earliestSlotSteps: number[] = [];
  for (let m = 0; m < 24 * 60; m++) {
    if ((((m + lead) % SLOT_INTERVAL_MINUTES) + SLOT_INTERVAL_MINUTES) % SLOT_INTERVAL_MINUTES === 0) {
      earliestSlotSteps.push(m * 60 + 1);
    }
  }
  const openings = getDaySchedule(today, input.hours).shifts.map((s) =>
    londonWallTimeToInstant(today, s.open),
  );
  return findNextChange({
    now: input.now,
    limit: londonWallTimeToInstant(addDays(today, 1), 0),
    answerAt: (now) => getOrderingStatus({ ...input, now }),
    // Open or closed now (the message says which), and the earliest slot.
    wallSecondsOn: (date) => [...shiftEdgesOn(date, input.hours), ...earliestSlotSteps],
    // The pause ending, and each opening today (the next opening named moves on then).
    instants: [input.orderingPausedUntil, ...openings],
  });
}
