/**
 * Issue 33, item 4: the last moment an order can be placed today, as the slot rule itself says:
 * what a flash sale's countdown ends at (not midnight). Properties over any week staff could enter,
 * any instant of 2026 and both clock-change days.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEK } from "../opening-hours/default-week";
import { anyWeekArb } from "../opening-hours/hours.arbitraries";
import { getLondonMoment, londonWallTimeToInstant, parseTime } from "../opening-hours/london-time";
import { getCollectionSlots, getLastOrderMoment } from "./collection-slots";
import { getOrderingStatus } from "./ordering-status";

const instantArb = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31, 23, 59, 59) }),
  // Both 2026 clock changes: 29 March and 25 October, the London day around each.
  fc.integer({ min: Date.UTC(2026, 2, 28, 23), max: Date.UTC(2026, 2, 29, 23) }),
  fc.integer({ min: Date.UTC(2026, 9, 24, 23), max: Date.UTC(2026, 9, 25, 23) }),
);
const leadArb = fc.constantFrom(15, 20, 30, 45, 60);
const offered = (now: Date, hours = DEFAULT_WEEK, leadMinutes?: number) =>
  getCollectionSlots({ now, hours, leadMinutes }).slots;

describe("getLastOrderMoment", () => {
  it("on a Friday at 19:01 the last order is at 22:00, for the 22:30 slot (not midnight)", () => {
    // Friday 27 November 2026, 19:01 London (GMT).
    const now = new Date("2026-11-27T19:01:00Z");
    expect(getLastOrderMoment({ now, hours: DEFAULT_WEEK })?.toISOString()).toBe("2026-11-27T22:00:00.000Z");
    expect(getOrderingStatus({ now, hours: DEFAULT_WEEK })).toMatchObject({
      // 19:01 + 30 minutes is 19:31: the first slot is 20:00, 59 minutes away.
      firstCollectionTime: "20:00",
      lastCollectionTime: "22:30",
      orderBy: "2026-11-27T22:00:00.000Z",
    });
    // In summer time the same wall clock: 22:00 BST is 21:00 UTC.
    const july = new Date("2026-07-03T18:01:00Z");
    expect(getLastOrderMoment({ now: july, hours: DEFAULT_WEEK })?.toISOString()).toBe(
      "2026-07-03T21:00:00.000Z",
    );
    // A longer preparation time moves it earlier; after it, and on a closed Monday, there is none.
    expect(getLastOrderMoment({ now, hours: DEFAULT_WEEK, leadMinutes: 60 })?.toISOString()).toBe(
      "2026-11-27T21:30:00.000Z",
    );
    expect(getLastOrderMoment({ now: new Date("2026-11-27T22:00:01Z"), hours: DEFAULT_WEEK })).toBeNull();
    expect(getLastOrderMoment({ now: new Date("2026-11-23T12:00:00Z"), hours: DEFAULT_WEEK })).toBeNull();
  });

  it("a pause does not end the day's ordering: the moment is the one without it", () => {
    const now = new Date("2026-11-27T19:01:00Z");
    const paused = getLastOrderMoment({
      now,
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date("2026-11-27T20:00:00Z"),
    });
    expect(paused?.toISOString()).toBe("2026-11-27T22:00:00.000Z");
  });

  it("a slot is offered at that moment and none a second later, at least the lead before that slot", () => {
    fc.assert(
      fc.property(instantArb, anyWeekArb, leadArb, (ms, hours, lead) => {
        const now = new Date(ms);
        const moment = getLastOrderMoment({ now, hours, leadMinutes: lead });
        const slotsNow = offered(now, hours, lead);
        if (moment === null) {
          expect(slotsNow).toEqual([]);
          return;
        }
        expect(moment.getTime()).toBeGreaterThanOrEqual(Math.floor(ms / 1000) * 1000);
        const today = getLondonMoment(now).date;
        expect(getLondonMoment(moment).date).toBe(today);
        // A slot is still offered at the moment, and none today a second after.
        const atMoment = offered(moment, hours, lead);
        expect(atMoment.length).toBeGreaterThan(0);
        const after = new Date(moment.getTime() + 1000);
        if (getLondonMoment(after).date === today) expect(offered(after, hours, lead)).toEqual([]);
        // At least the lead before that last slot itself (wall clock, DST included).
        const slotAt = londonWallTimeToInstant(today, parseTime(atMoment.at(-1)?.time ?? "00:00"));
        expect(moment.getTime()).toBeLessThanOrEqual(slotAt.getTime() - lead * 60_000);
      }),
      { numRuns: 300 },
    );
  });

  it("is the same answer all day until it passes: a countdown to it does not move", () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 1, max: 6 * 3600 }), anyWeekArb, (ms, later, hours) => {
        const now = new Date(ms);
        const first = getLastOrderMoment({ now, hours });
        const then = new Date(ms + later * 1000);
        if (!first || then > first || getLondonMoment(then).date !== getLondonMoment(now).date) return;
        // A copy of the hours: asked afresh, not from the answer kept for these.
        expect(getLastOrderMoment({ now: then, hours: structuredClone(hours) })).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});
