/**
 * Today's collection slots (spec section 5), the one rule the checkout shows and the server enforces.
 * Everything is computed from an instant in Europe/London wall-clock time, so the answer does not
 * depend on the machine's time zone and stays right on the days the clocks change.
 */
import { z } from "zod";
import { getDaySchedule, type Shift } from "../opening-hours/day-schedule";
import {
  addDays,
  formatTime,
  formatWeekdayDayMonth,
  getLondonMoment,
  londonWallTimeToInstant,
  WEEKDAY_NAMES,
} from "../opening-hours/london-time";
import type { HoursData } from "../opening-hours/opening-hours.schema";
import { getRestaurantStatus } from "../opening-hours/restaurant-status";

export const SLOT_INTERVAL_MINUTES = 30;
export const SLOT_LEAD_MINUTES = 30;
export const EARLIEST_SLOT_MINUTES = 12 * 60;
export const DEFAULT_KITCHEN_CAPACITY = 10;

export const NO_DATES_MESSAGE = "No dates available for ordering today. Please check our opening hours.";
export const NO_TIMES_LABEL = "No times available";
export const FULLY_BOOKED_HINT = "All slots for today are fully booked or have passed.";
export const CLOSED_HINT = "We're currently closed. Please check back during our opening hours.";

export const CollectionSlotSchema = z.object({
  /** "HH:MM", London wall-clock time: the order's collectionTime. */
  time: z.string(),
  /** The shift (time period) the slot belongs to, e.g. "Lunch". */
  periodName: z.string(),
  /** What the time select shows, e.g. "12:30 (Lunch)". */
  label: z.string(),
});
export type CollectionSlot = z.infer<typeof CollectionSlotSchema>;

export const CollectionSlotsSchema = z.object({
  /** Today's date (YYYY-MM-DD, London) when ordering for today is possible; null on a closed day. */
  date: z.string().nullable(),
  /** 'Today - {weekday, day, month}', or null when no date is offered. */
  dateLabel: z.string().nullable(),
  slots: z.array(CollectionSlotSchema),
  /** Why no date (closed day) or no slot at all (ordering paused) can be offered; otherwise null. */
  message: z.string().nullable(),
  /** Shown under a disabled time select: fully booked / passed, or currently closed. */
  hint: z.string().nullable(),
  isOpenNow: z.boolean(),
  /** Today's hours for the open/closed banner, e.g. "11:00-15:00, 17:00-23:00", or "Closed". */
  todayHours: z.string(),
  /** Tomorrow's ordering shifts, suggested when today has nothing left. */
  tomorrowPeriods: z.array(z.object({ name: z.string(), openTime: z.string(), closeTime: z.string() })),
});
export type CollectionSlots = z.infer<typeof CollectionSlotsSchema>;

export interface CollectionSlotsInput {
  now: Date;
  hours: HoursData;
  /** Orders already booked per collection time today ("HH:MM" → count). */
  bookedCounts?: Readonly<Record<string, number>>;
  /** The most orders the kitchen takes per slot (restaurant_settings.kitchen_capacity_per_slot). */
  capacityPerSlot?: number;
  /** While this instant is in the future, online ordering is paused and no slot is offered. */
  orderingPausedUntil?: Date | null;
  /** The kitchen's preparation time (restaurant_settings.prep_time_minutes): the earliest slot's lead. */
  leadMinutes?: number;
}

/** 'Today - Tuesday 24 November' (the spec's weekday, day, month), from a London calendar date. */
export function formatTodayLabel(isoDate: string): string {
  return `Today - ${formatWeekdayDayMonth(isoDate)}`;
}

function formatPausedMessage(pausedUntil: Date, now: Date): string {
  const until = getLondonMoment(pausedUntil);
  const today = getLondonMoment(now).date;
  const when =
    until.date === today
      ? formatTime(until.minutes)
      : `${WEEKDAY_NAMES[until.dayOfWeek]} ${formatTime(until.minutes)}`;
  return `Online ordering is paused until ${when}. Please check back then.`;
}

/** The first slot time allowed by the lead time: now + 30 min, rounded up to the next half hour. */
export function getEarliestLeadTime(minutes: number, seconds: number, lead = SLOT_LEAD_MINUTES): number {
  const withLead = minutes + (seconds > 0 ? 1 : 0) + lead;
  return Math.ceil(withLead / SLOT_INTERVAL_MINUTES) * SLOT_INTERVAL_MINUTES;
}

/** The earliest slot time offered at a London wall-clock minute and second: never before 12:00. */
function getEarliestSlot(minutes: number, seconds: number, lead = SLOT_LEAD_MINUTES): number {
  return Math.max(EARLIEST_SLOT_MINUTES, getEarliestLeadTime(minutes, seconds, lead));
}

export function getCollectionSlots(input: CollectionSlotsInput): CollectionSlots {
  const { now, hours } = input;
  const capacity = input.capacityPerSlot ?? DEFAULT_KITCHEN_CAPACITY;
  const booked = input.bookedCounts ?? {};
  const moment = getLondonMoment(now);
  const today = getDaySchedule(moment.date, hours);
  const isOpenNow = getRestaurantStatus(now, hours).isOpen;
  const todayHours = today.isClosed
    ? "Closed"
    : today.shifts.map((s) => `${formatTime(s.open)}-${formatTime(s.close)}`).join(", ");
  const tomorrowPeriods = getDaySchedule(addDays(moment.date, 1), hours)
    .shifts.filter((s) => s.orderingEnabled)
    .map((s) => ({ name: s.name, openTime: formatTime(s.open), closeTime: formatTime(s.close) }));

  if (today.isClosed) {
    return {
      date: null,
      dateLabel: null,
      slots: [],
      message: NO_DATES_MESSAGE,
      hint: CLOSED_HINT,
      isOpenNow,
      todayHours,
      tomorrowPeriods,
    };
  }

  const base = {
    date: moment.date,
    dateLabel: formatTodayLabel(moment.date),
    isOpenNow,
    todayHours,
    tomorrowPeriods,
  };
  const pausedUntil = input.orderingPausedUntil;
  if (pausedUntil && pausedUntil.getTime() > now.getTime()) {
    // The pause is the one reason: not "fully booked", and not tomorrow's hours while ordering
    // comes back today (issue 21: a paused checkout contradicted itself).
    const resumesToday = getLondonMoment(pausedUntil).date === moment.date;
    return {
      ...base,
      tomorrowPeriods: resumesToday ? [] : tomorrowPeriods,
      slots: [],
      message: formatPausedMessage(pausedUntil, now),
      hint: null,
    };
  }

  const earliest = getEarliestSlot(moment.minutes, moment.seconds, input.leadMinutes);
  const slots = slotsFrom(today.shifts, earliest, booked, capacity);
  return {
    ...base,
    slots,
    message: null,
    hint: slots.length > 0 ? null : isOpenNow ? FULLY_BOOKED_HINT : CLOSED_HINT,
  };
}

/** The day's slots from the earliest time allowed: each ordering shift's, merged, sorted, never full. */
function slotsFrom(
  shifts: readonly Shift[],
  earliest: number,
  booked: Readonly<Record<string, number>>,
  capacity: number,
): CollectionSlot[] {
  const byTime = new Map<number, CollectionSlot>();
  for (const shift of shifts) {
    if (!shift.orderingEnabled) continue;
    const start = Math.max(shift.open, earliest);
    for (let t = start; isCollectableInShift(t, shift); t += SLOT_INTERVAL_MINUTES) {
      if (byTime.has(t)) continue;
      const time = formatTime(t);
      if ((booked[time] ?? 0) >= capacity) continue;
      byTime.set(t, { time, periodName: shift.name, label: `${time} (${shift.name})` });
    }
  }
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

/**
 * Whether food can be collected at minute `t` of a shift: from its opening, up to its last-order
 * time, and before it closes (a diner collecting at the closing time finds the door shut: the
 * 23:00 slot of a shift that closes at 23:00 is not offered), never past midnight.
 */
export function isCollectableInShift(t: number, shift: Pick<Shift, "open" | "close" | "lastOrder">): boolean {
  return t >= shift.open && t <= shift.lastOrder && t < shift.close && t < 24 * 60;
}

/** Whether a date and time is one of the slots offered (what the server checks an order against). */
export function isSlotOffered(slots: CollectionSlots, date: string, time: string): boolean {
  return slots.date === date && slots.slots.some((s) => s.time === time);
}

/**
 * The last moment today at which an order can still be placed: the last whole second at which the
 * slot rule above still offers a collection time today, or null when none is left. A pause is left
 * out: it says when ordering comes back, not when it ends. As time passes only the earliest time
 * allowed moves (getEarliestSlot, on the slot grid), and the later it is the fewer slots are left,
 * so the seconds that offer a slot are the start of the day up to that moment: the latest earliest
 * time that still leaves a slot is found first, then by a binary search the last second whose
 * earliest time is not past it (London wall clock, DST included). The same all day, it is kept per
 * hours, day and bookings (the ordering status asks it at every instant it tries).
 */
export function getLastOrderMoment(input: CollectionSlotsInput): Date | null {
  const date = getLondonMoment(input.now).date;
  const key = [date, input.leadMinutes, input.capacityPerSlot, JSON.stringify(input.bookedCounts ?? {})].join(
    "|",
  );
  let byDay = lastOrderMoments.get(input.hours);
  if (!byDay) {
    byDay = new Map();
    lastOrderMoments.set(input.hours, byDay);
  }
  let moment = byDay.get(key);
  if (moment === undefined) {
    moment = findLastOrderMoment(input, date);
    byDay.set(key, moment);
  }
  return moment && moment.getTime() >= Math.floor(input.now.getTime() / 1000) * 1000 ? moment : null;
}

const lastOrderMoments = new WeakMap<HoursData, Map<string, Date | null>>();

function findLastOrderMoment(input: CollectionSlotsInput, date: string): Date | null {
  const capacity = input.capacityPerSlot ?? DEFAULT_KITCHEN_CAPACITY;
  const booked = input.bookedCounts ?? {};
  const day = getDaySchedule(date, input.hours);
  if (day.isClosed) return null;
  const earliestAt = (second: number) => {
    const at = getLondonMoment(new Date(second * 1000));
    return getEarliestSlot(at.minutes, at.seconds, input.leadMinutes);
  };
  const offersFrom = (earliest: number) => slotsFrom(day.shifts, earliest, booked, capacity).length > 0;
  let good = Math.floor(londonWallTimeToInstant(date, 0).getTime() / 1000);
  let latest = earliestAt(good);
  if (!offersFrom(latest)) return null;
  while (latest + SLOT_INTERVAL_MINUTES < 24 * 60 && offersFrom(latest + SLOT_INTERVAL_MINUTES)) {
    latest += SLOT_INTERVAL_MINUTES;
  }
  // Tomorrow's first second is past today's ordering.
  let bad = Math.floor(londonWallTimeToInstant(addDays(date, 1), 0).getTime() / 1000);
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (earliestAt(mid) <= latest) good = mid;
    else bad = mid;
  }
  return new Date(good * 1000);
}
