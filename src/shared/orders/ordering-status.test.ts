import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDaySchedule } from "../opening-hours/day-schedule";
import { DEFAULT_WEEK } from "../opening-hours/default-week";
import { anyWeekArb } from "../opening-hours/hours.arbitraries";
import {
  addDays,
  formatTime,
  getLondonMoment,
  londonWallTimeToInstant,
  parseTime,
} from "../opening-hours/london-time";
import { getNextOpening } from "../opening-hours/next-opening";
import type { HoursData } from "../opening-hours/opening-hours.schema";
import { getRestaurantStatus } from "../opening-hours/restaurant-status";
import { type CollectionSlotsInput, getCollectionSlots } from "./collection-slots";
import { canOrderIn, describePreparationTime } from "./ordering-state";
import { getOrderingStatus, orderingStatusChangesAt } from "./ordering-status";

describe("getOrderingStatus", () => {
  it("on a closed Monday: closed, and says when it opens", () => {
    // Monday 23 November 2026, 12:10 London.
    const status = getOrderingStatus({ now: new Date("2026-11-23T12:10:00Z"), hours: DEFAULT_WEEK });
    expect(status.state).toBe("closed");
    expect(status.message).toBe("Closed now - we open Tuesday at 11:00");
    expect(status.nextOpening).toMatchObject({ date: "2026-11-24", time: "11:00" });
    expect(status.nextOpening?.at).toBe("2026-11-24T11:00:00.000Z");
  });

  it("open while a slot is left today, including before opening and between shifts", () => {
    for (const [now, first] of [
      ["2026-11-24T09:00:00Z", "12:00"],
      ["2026-11-24T13:00:00Z", "13:30"],
      ["2026-11-24T15:30:00Z", "17:00"],
    ] as const) {
      const status = getOrderingStatus({ now: new Date(now), hours: DEFAULT_WEEK });
      expect(status).toEqual({
        state: "open",
        message: null,
        nextOpening: null,
        pausedUntil: null,
        prepTimeMinutes: 30,
        lastCollectionTime: "22:30",
        firstCollectionTime: first,
        // The 22:30 slot is ordered by 22:00 (30 minutes' preparation).
        orderBy: "2026-11-24T22:00:00.000Z",
      });
      expect(describePreparationTime(status)).toBe(`Ready for collection from ${first}`);
    }
  });

  it("after the last slot of an open evening: no more times today, we open tomorrow's weekday", () => {
    const status = getOrderingStatus({ now: new Date("2026-11-24T22:45:00Z"), hours: DEFAULT_WEEK });
    expect(status.message).toBe("No more collection times today - we open Wednesday at 11:00");
  });

  it("paused by staff: says until when, in London time", () => {
    const now = new Date("2026-07-07T17:30:00Z"); // 18:30 BST
    const status = getOrderingStatus({
      now,
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date("2026-07-07T18:30:00Z"),
    });
    expect(status.state).toBe("paused");
    expect(status.message).toBe("Online ordering is paused until 19:30");
    expect(status.pausedUntil).toBe("2026-07-07T18:30:00.000Z");
  });

  it("a pause on a closed day is reported as closed", () => {
    const status = getOrderingStatus({
      now: new Date("2026-11-23T12:10:00Z"),
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date("2026-11-23T13:00:00Z"),
    });
    expect(status.state).toBe("closed");
  });

  it("a longer preparation time is stated and moves the earliest slot", () => {
    const status = getOrderingStatus({
      now: new Date("2026-11-24T21:35:00Z"),
      hours: DEFAULT_WEEK,
      leadMinutes: 60,
    });
    expect(status.prepTimeMinutes).toBe(60);
    expect(status.state).toBe("closed");
    expect(describePreparationTime(status)).toBeNull();
    const shorter = getOrderingStatus({ now: new Date("2026-11-24T21:35:00Z"), hours: DEFAULT_WEEK });
    expect(canOrderIn(shorter.state)).toBe(true);
    // 21:35 + 30 minutes is 22:05: the first slot is 22:30, not "about 30 minutes" away.
    expect(describePreparationTime(shorter)).toBe("Ready for collection from 22:30");
  });

  it("closing soon while only the day's last two slots are left, naming the last one", () => {
    const status = getOrderingStatus({ now: new Date("2026-11-24T21:10:00Z"), hours: DEFAULT_WEEK });
    expect(status).toMatchObject({
      state: "closing_soon",
      message: "Closing soon - the last collection time today is 22:30",
      lastCollectionTime: "22:30",
    });
    expect(canOrderIn(status.state)).toBe(true);
    // Before the lunch shift ends, the dinner slots are still to come: simply open.
    expect(getOrderingStatus({ now: new Date("2026-11-24T14:10:00Z"), hours: DEFAULT_WEEK }).state).toBe(
      "open",
    );
  });

  it("paused and closed never state a preparation time", () => {
    const paused = getOrderingStatus({
      now: new Date("2026-11-24T19:44:00Z"),
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date("2026-11-24T20:29:00Z"),
    });
    expect(paused.message).toBe("Online ordering is paused until 20:29");
    expect(describePreparationTime(paused)).toBeNull();
    expect(paused.lastCollectionTime).toBeNull();
  });
});

const hhmmOnGrid = (min: number, max: number) =>
  fc.integer({ min: min / 30, max: max / 30 }).map((n) => formatTime(n * 30));

const hoursArb: fc.Arbitrary<HoursData> = fc.record({
  hours: fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      openTime: hhmmOnGrid(0, 13 * 60),
      closeTime: hhmmOnGrid(14 * 60, 23 * 60),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      lastOrderTime: fc.option(hhmmOnGrid(14 * 60, 23 * 60), { nil: null }),
    }),
    { maxLength: 7 },
  ),
  periods: fc.array(
    fc
      .record({
        dayOfWeek: fc.integer({ min: 0, max: 6 }),
        periodName: fc.constantFrom("Lunch", "Dinner", "Late"),
        openTime: hhmmOnGrid(0, 22 * 60),
        length: fc.integer({ min: 1, max: 8 }),
        isOrderingEnabled: fc.boolean(),
        isActive: fc.boolean(),
      })
      .map(({ length, ...p }) => {
        const close = formatTime(Math.min(parseTime(p.openTime) + length * 60, 23 * 60 + 30));
        return { ...p, closeTime: close, lastOrderTime: close };
      }),
    { maxLength: 6 },
  ),
  specialHours: fc.constant([]),
});

// Any instant in 2026, and many around both clock changes (29 March and 25 October).
const nowArb = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31, 23, 59, 59) }),
  fc.integer({ min: Date.UTC(2026, 2, 27, 0), max: Date.UTC(2026, 2, 30, 0) }),
  fc.integer({ min: Date.UTC(2026, 9, 23, 0), max: Date.UTC(2026, 9, 26, 0) }),
);
const pauseArb = fc.option(fc.integer({ min: -3 * 3600_000, max: 6 * 3600_000 }), { nil: null });

describe("getOrderingStatus and getNextOpening: properties (Europe/London, DST included)", () => {
  it("open exactly when the checkout offers a slot; otherwise a reason is given", () => {
    fc.assert(
      fc.property(nowArb, hoursArb, pauseArb, (ms, hours, pause) => {
        const now = new Date(ms);
        const orderingPausedUntil = pause === null ? null : new Date(ms + pause);
        const status = getOrderingStatus({ now, hours, orderingPausedUntil });
        const slots = getCollectionSlots({ now, hours, orderingPausedUntil });
        expect(canOrderIn(status.state)).toBe(slots.slots.length > 0);
        expect(status.message === null).toBe(status.state === "open");
        expect(status.lastCollectionTime).toBe(slots.slots.at(-1)?.time ?? null);
        expect(describePreparationTime(status) !== null).toBe(slots.slots.length > 0);
        if (status.state === "paused") {
          expect(orderingPausedUntil && orderingPausedUntil > now).toBe(true);
          expect(status.message).toMatch(/^Online ordering is paused until /);
        }
        if (status.state === "closed")
          expect(status.message).toMatch(/^(Closed now|No more collection times)/);
      }),
      { numRuns: 500 },
    );
  });

  it("the next opening is the first ordering shift start after now, at that wall-clock time in London", () => {
    fc.assert(
      fc.property(nowArb, hoursArb, (ms, hours) => {
        const now = new Date(ms);
        const next = getNextOpening(now, hours);
        if (!next) return;
        const at = new Date(next.at);
        expect(at.getTime()).toBeGreaterThan(now.getTime());
        const local = getLondonMoment(at);
        const schedule = getDaySchedule(next.date, hours);
        const shift = schedule.shifts.find((s) => s.orderingEnabled && formatTime(s.open) === next.time);
        expect(shift).toBeDefined();
        // A wall time the spring change skips cannot be shown by a clock; every other one is exact.
        const skipped = next.date === "2026-03-29" && next.time >= "01:00" && next.time < "02:00";
        if (!skipped) {
          expect(local.date).toBe(next.date);
          expect(formatTime(local.minutes)).toBe(next.time);
          // At that moment the restaurant is open.
          expect(getRestaurantStatus(at, hours).isOpen).toBe(true);
        }
        // No ordering shift starts strictly between now and then.
        for (let t = now.getTime() + 30 * 60_000; t < at.getTime(); t += 30 * 60_000) {
          const m = getLondonMoment(new Date(t));
          const starts = getDaySchedule(m.date, hours).shifts.some(
            (s) => s.orderingEnabled && s.close > s.open && s.open === m.minutes && m.seconds === 0,
          );
          expect(starts).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("maps London wall-clock times to instants across both clock changes", () => {
    expect(londonWallTimeToInstant("2026-03-29", 11 * 60).toISOString()).toBe("2026-03-29T10:00:00.000Z");
    expect(londonWallTimeToInstant("2026-03-28", 11 * 60).toISOString()).toBe("2026-03-28T11:00:00.000Z");
    expect(londonWallTimeToInstant("2026-10-25", 11 * 60).toISOString()).toBe("2026-10-25T11:00:00.000Z");
    expect(londonWallTimeToInstant("2026-10-24", 11 * 60).toISOString()).toBe("2026-10-24T10:00:00.000Z");
    fc.assert(
      fc.property(nowArb, (ms) => {
        const m = getLondonMoment(new Date(ms));
        const back = londonWallTimeToInstant(m.date, m.minutes);
        const local = getLondonMoment(back);
        expect([local.date, local.minutes]).toEqual([m.date, m.minutes]);
      }),
    );
  });
});

describe("orderingStatusChangesAt", () => {
  it("on a Tuesday: the first slot moves on each half hour, the last slot (22:30) goes a second past 22:00", () => {
    const at = (now: string, extra: Partial<CollectionSlotsInput> = {}) =>
      orderingStatusChangesAt({ now: new Date(now), hours: DEFAULT_WEEK, ...extra }).toISOString();
    // "Ready for collection from 12:30" becomes "from 13:00" a second past 12:00.
    expect(at("2026-11-24T12:00:00Z")).toBe("2026-11-24T12:00:01.000Z");
    expect(at("2026-11-24T20:30:01Z")).toBe("2026-11-24T21:00:01.000Z");
    expect(at("2026-11-24T21:00:01Z")).toBe("2026-11-24T21:30:01.000Z");
    expect(at("2026-11-24T21:30:01Z")).toBe("2026-11-24T22:00:01.000Z");
    expect(at("2026-11-24T12:00:00Z", { leadMinutes: 45 })).toBe("2026-11-24T12:15:01.000Z");
    expect(getOrderingStatus({ now: new Date("2026-11-24T22:00:00.999Z"), hours: DEFAULT_WEEK }).state).toBe(
      "closing_soon",
    );
    expect(getOrderingStatus({ now: new Date("2026-11-24T22:00:01Z"), hours: DEFAULT_WEEK }).state).toBe(
      "closed",
    );
    // "No more collection times today" becomes "Closed now" at 23:00, and the next opening's
    // "Wednesday" becomes "today" at midnight.
    expect(at("2026-11-24T22:00:01Z")).toBe("2026-11-24T23:00:00.000Z");
    expect(at("2026-11-24T23:00:00Z")).toBe("2026-11-25T00:00:00.000Z");
  });

  it("a pause ends at its exact instant; otherwise the answer is kept until London midnight", () => {
    const orderingPausedUntil = new Date("2026-11-24T19:30:00.250Z");
    const now = new Date("2026-11-24T18:00:00Z");
    expect(orderingStatusChangesAt({ now, hours: DEFAULT_WEEK, orderingPausedUntil })).toEqual(
      orderingPausedUntil,
    );
    // Monday is closed all day: "Closed now - we open Tuesday at 11:00" until midnight (in summer, 23:00Z).
    expect(
      orderingStatusChangesAt({ now: new Date("2026-07-06T09:00:00Z"), hours: DEFAULT_WEEK }).toISOString(),
    ).toBe("2026-07-06T23:00:00.000Z");
  });
});

const slotsInputArb = fc.record({
  ms: nowArb,
  hours: anyWeekArb,
  pause: fc.option(fc.integer({ min: -3 * 3600_000, max: 30 * 3600_000 }), { nil: null }),
  leadMinutes: fc.integer({ min: 1, max: 120 }),
  bookedCounts: fc.dictionary(hhmmOnGrid(12 * 60, 23 * 60), fc.integer({ min: 0, max: 3 })),
  capacityPerSlot: fc.integer({ min: 1, max: 3 }),
});

describe("orderingStatusChangesAt: properties (Europe/London, DST included)", () => {
  const MINUTE = 60_000;
  const statusAt = (input: CollectionSlotsInput, ms: number) =>
    JSON.stringify(getOrderingStatus({ ...input, now: new Date(ms) }));

  it("the status is the same before it and differs at it, unless it is the next London midnight", () => {
    fc.assert(
      fc.property(
        slotsInputArb,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 20 }),
        (i, fractions) => {
          const { ms, pause, ...rest } = i;
          const input: CollectionSlotsInput = {
            ...rest,
            now: new Date(ms),
            orderingPausedUntil: pause === null ? null : new Date(ms + pause),
          };
          const changesAt = orderingStatusChangesAt(input).getTime();
          const midnight = londonWallTimeToInstant(addDays(getLondonMoment(input.now).date, 1), 0).getTime();
          expect(changesAt).toBeGreaterThan(ms);
          expect(changesAt).toBeLessThanOrEqual(midnight);
          const before = statusAt(input, ms);
          // The rule reads the wall clock to the second (a started minute counts for the earliest
          // slot) and the pause to the millisecond: every minute, every minute and a second, the
          // pause's end, for the first and the last 90 minutes; anywhere in between by sampling.
          const scanned: number[] = [changesAt - 1];
          for (let t = Math.floor(ms / MINUTE) * MINUTE; t < changesAt; t += MINUTE) {
            if (t < ms + 90 * MINUTE || t > changesAt - 90 * MINUTE) scanned.push(t, t + 1000);
          }
          if (input.orderingPausedUntil) scanned.push(input.orderingPausedUntil.getTime());
          for (const f of fractions) scanned.push(ms + Math.floor(f * (changesAt - ms)));
          for (const t of scanned) {
            if (t > ms && t < changesAt) expect(statusAt(input, t), new Date(t).toISOString()).toBe(before);
          }
          if (changesAt < midnight) expect(statusAt(input, changesAt)).not.toBe(before);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});
