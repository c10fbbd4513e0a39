/**
 * Ordering ahead (issue 39, decision 0052): the days a diner may choose when the owner allows
 * orders up to N days ahead, and each day's collection slots. Today keeps the spec's rule
 * (getCollectionSlots, unchanged); a later day's slots follow that day's own hours, special hours
 * and closures from its opening (never before 12:00), without the "now + lead" rule that only
 * means something today. With N = 0 only today is offered, as the spec says.
 */
import { z } from "zod";
import { getDaySchedule } from "../opening-hours/day-schedule";
import {
  addDays,
  formatTime,
  formatWeekdayDayMonth,
  getLondonMoment,
  londonWallTimeToInstant,
  parseTime,
} from "../opening-hours/london-time";
import {
  type CollectionSlot,
  CollectionSlotSchema,
  type CollectionSlotsInput,
  DEFAULT_KITCHEN_CAPACITY,
  EARLIEST_SLOT_MINUTES,
  formatTodayLabel,
  getCollectionSlots,
  isCollectableInShift,
  SLOT_INTERVAL_MINUTES,
} from "../orders/collection-slots";

/** The most days ahead an owner may allow (a fortnight: the kitchen plans its buying by it). */
const MAX_DAYS_AHEAD = 14;

export const OrderAheadSettingsSchema = z.object({
  /** 0: today only (the spec's rule); N: today and the next N days. */
  daysAhead: z.number().int().min(0).max(MAX_DAYS_AHEAD),
  /** A pre-order's ticket prints this many minutes before its collection time (and when placed). */
  printMinutesBefore: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /** A diner may cancel a pre-order until this many minutes before its collection time. */
  cancelCutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
});
export type OrderAheadSettings = z.infer<typeof OrderAheadSettingsSchema>;

export const DEFAULT_ORDER_AHEAD_SETTINGS: OrderAheadSettings = {
  daysAhead: 0,
  printMinutesBefore: 45,
  cancelCutoffMinutes: 120,
};

const OrderAheadDaySchema = z.object({
  /** YYYY-MM-DD, London. */
  date: z.string(),
  /** "Today - Friday 4 December" or "Saturday 5 December". */
  label: z.string(),
  isToday: z.boolean(),
  slots: z.array(CollectionSlotSchema),
  /** Why the day cannot be chosen (closed, a closure's reason, paused, fully booked); null when it can. */
  unavailableReason: z.string().nullable(),
});
type OrderAheadDay = z.infer<typeof OrderAheadDaySchema>;

export const OrderAheadDaysSchema = z.object({
  daysAhead: z.number().int(),
  /** The days that can be chosen, in order. */
  days: z.array(OrderAheadDaySchema),
  /** The days not offered, each with its reason ("Monday 7 December: closed"). */
  notOffered: z.array(OrderAheadDaySchema),
});
export type OrderAheadDays = z.infer<typeof OrderAheadDaysSchema>;

export const TOO_FAR_AHEAD_MESSAGE = (days: number) =>
  `Collection Date: orders can be placed up to ${days} day${days === 1 ? "" : "s"} ahead.`;
const CLOSED_DAY_REASON = "Closed";

/** "Today - Friday 4 December" for today, "Saturday 5 December" for a later day. */
export function formatOrderAheadLabel(date: string, today: string): string {
  return date === today ? formatTodayLabel(date) : formatWeekdayDayMonth(date);
}

export interface DaySlotsInput extends Omit<CollectionSlotsInput, "bookedCounts"> {
  /** The London date asked for (today or later). */
  date: string;
  bookedCounts?: Readonly<Record<string, number>>;
}

/**
 * A later day's slots: every 30 minutes of each ordering shift, from the later of its opening and
 * 12:00, to its last order time, merged and sorted, full ones left out; a pause still in force at
 * a slot's instant hides it. Today is the spec's rule as it stands.
 */
export function getDaySlots(input: DaySlotsInput): { slots: CollectionSlot[]; reason: string | null } {
  const today = getLondonMoment(input.now).date;
  if (input.date === today) {
    const s = getCollectionSlots({ ...input, bookedCounts: input.bookedCounts ?? {} });
    return {
      slots: s.date === null ? [] : s.slots,
      reason: s.slots.length > 0 ? null : (s.message ?? s.hint),
    };
  }
  if (input.date < today) return { slots: [], reason: "That day has passed." };
  const day = getDaySchedule(input.date, input.hours);
  if (day.isClosed)
    return { slots: [], reason: day.specialReason ? `Closed - ${day.specialReason}` : CLOSED_DAY_REASON };
  const capacity = input.capacityPerSlot ?? DEFAULT_KITCHEN_CAPACITY;
  const booked = input.bookedCounts ?? {};
  const paused = input.orderingPausedUntil?.getTime() ?? 0;
  const byTime = new Map<number, CollectionSlot>();
  for (const shift of day.shifts) {
    if (!shift.orderingEnabled) continue;
    const start = Math.max(roundUpToGrid(shift.open), EARLIEST_SLOT_MINUTES);
    for (let t = start; isCollectableInShift(t, shift); t += SLOT_INTERVAL_MINUTES) {
      if (byTime.has(t)) continue;
      const time = formatTime(t);
      if ((booked[time] ?? 0) >= capacity) continue;
      if (londonWallTimeToInstant(input.date, t).getTime() < paused) continue;
      byTime.set(t, { time, periodName: shift.name, label: `${time} (${shift.name})` });
    }
  }
  const slots = [...byTime.entries()].sort(([a], [b]) => a - b).map(([, s]) => s);
  const ordering = day.shifts.some((s) => s.orderingEnabled);
  return {
    slots,
    reason: slots.length > 0 ? null : ordering ? "Fully booked" : "Not taking orders online that day",
  };
}

/** Slots sit on the half-hour grid, as today's do (a shift opening at 11:10 offers 11:30 first). */
function roundUpToGrid(minutes: number): number {
  return Math.ceil(minutes / SLOT_INTERVAL_MINUTES) * SLOT_INTERVAL_MINUTES;
}

export interface OrderAheadDaysInput extends Omit<CollectionSlotsInput, "bookedCounts"> {
  daysAhead: number;
  /** Bookings per date ("YYYY-MM-DD" → "HH:MM" → count). */
  bookedByDate?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** Today and the next `daysAhead` days: the ones with a slot to offer, and the others with why. */
export function getOrderAheadDays(input: OrderAheadDaysInput): OrderAheadDays {
  const today = getLondonMoment(input.now).date;
  const days: OrderAheadDay[] = [];
  const notOffered: OrderAheadDay[] = [];
  for (let i = 0; i <= input.daysAhead; i++) {
    const date = addDays(today, i);
    const { slots, reason } = getDaySlots({ ...input, date, bookedCounts: input.bookedByDate?.[date] });
    const day = {
      date,
      label: formatOrderAheadLabel(date, today),
      isToday: i === 0,
      slots,
      unavailableReason: reason,
    };
    (slots.length > 0 ? days : notOffered).push(day);
  }
  return { daysAhead: input.daysAhead, days, notOffered };
}

/**
 * The instant promotions are priced at: now for today's order, the collection time for a later
 * day's (a flash sale "today only" has ended by Saturday's collection; Saturday's happy hour runs).
 */
export function pricingMoment(now: Date, collectionDate: string, collectionTime: string): Date {
  if (collectionDate === getLondonMoment(now).date) return now;
  return londonWallTimeToInstant(collectionDate, parseTime(collectionTime));
}

/** Whether an order is a pre-order: collected on a later London day than it was placed. */
export function isPreOrder(collectionDate: string, placedAt: Date): boolean {
  return collectionDate > getLondonMoment(placedAt).date;
}

/** The instant a pre-order collects (its London date and time). */
export function collectionInstant(collectionDate: string, collectionTime: string): Date {
  return londonWallTimeToInstant(collectionDate, parseTime(collectionTime));
}

/** Whether a diner may still cancel: before the cut-off ahead of the collection time. */
export function canDinerCancel(
  order: { collectionDate: string; collectionTime: string },
  now: Date,
  cutoffMinutes: number,
): boolean {
  return (
    now.getTime() <=
    collectionInstant(order.collectionDate, order.collectionTime).getTime() - cutoffMinutes * 60_000
  );
}

/** How a placed order names its day: "Today - Friday 4 December", or "Saturday 5 December" for a pre-order. */
export function formatCollectionDay(collectionDate: string, placedAt: Date | string): string {
  return isPreOrder(collectionDate, new Date(placedAt))
    ? formatWeekdayDayMonth(collectionDate)
    : formatTodayLabel(collectionDate);
}
