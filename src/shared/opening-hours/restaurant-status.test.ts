import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTime } from "./london-time";
import type { HoursData } from "./opening-hours.schema";
import { getRestaurantStatus, restaurantStatusChangesAt } from "./restaurant-status";

/** The seeded week: Monday closed; Tue-Thu Lunch 11-15 and Dinner 17-23; Fri-Sun 11-23. */
const SEEDED: HoursData = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    openTime: "11:00",
    closeTime: "23:00",
    isClosed: dayOfWeek === 1,
    isOrderingEnabled: dayOfWeek !== 1,
    lastOrderTime: null,
  })),
  periods: [2, 3, 4].flatMap((dayOfWeek) =>
    [
      ["Lunch", "11:00", "15:00"],
      ["Dinner", "17:00", "23:00"],
    ].map(([periodName, openTime, closeTime]) => ({
      dayOfWeek,
      periodName: periodName as string,
      openTime: openTime as string,
      closeTime: closeTime as string,
      lastOrderTime: closeTime as string,
      isOrderingEnabled: true,
      isActive: true,
    })),
  ),
  specialHours: [],
};

const MINUTE = 60_000;
const LIMIT_MS = 25 * 60 * MINUTE;
const statusAt = (ms: number, hours: HoursData) => JSON.stringify(getRestaurantStatus(new Date(ms), hours));

describe("restaurantStatusChangesAt", () => {
  it("on a Tuesday: at the end of lunch, at dinner, at its end, then at midnight", () => {
    const at = (iso: string) => restaurantStatusChangesAt(new Date(iso), SEEDED).toISOString();
    expect(at("2026-11-24T12:00:00Z")).toBe("2026-11-24T15:00:00.000Z");
    expect(at("2026-11-24T15:00:00Z")).toBe("2026-11-24T17:00:00.000Z");
    expect(at("2026-11-24T16:59:59.999Z")).toBe("2026-11-24T17:00:00.000Z");
    expect(at("2026-11-24T18:00:00Z")).toBe("2026-11-24T23:00:00.000Z");
    // "Opens tomorrow at 11:00" becomes "opens today at 11:00".
    expect(at("2026-11-24T23:30:00Z")).toBe("2026-11-25T00:00:00.000Z");
    // In summer time the same wall clock is an hour earlier.
    expect(at("2026-07-07T12:00:00Z")).toBe("2026-07-07T14:00:00.000Z");
  });

  it("is 25 hours on when nothing it says can change", () => {
    const never: HoursData = {
      ...SEEDED,
      hours: SEEDED.hours.map((h) => ({ ...h, isClosed: true })),
      periods: [],
    };
    const now = new Date("2026-11-24T12:00:00Z");
    expect(getRestaurantStatus(now, never).message).toBe("Closed");
    expect(restaurantStatusChangesAt(now, never).getTime()).toBe(now.getTime() + LIMIT_MS);
  });
});

/* ------------------------------------------------------------------ properties */

// Times on any minute (not only the half hour), at night too, so the clock-change hours are hit.
const hhmm = (min: number, max: number) => fc.integer({ min, max }).map(formatTime);

const hoursArb: fc.Arbitrary<HoursData> = fc.record({
  hours: fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      openTime: hhmm(0, 13 * 60),
      closeTime: hhmm(0, 24 * 60 - 1),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      lastOrderTime: fc.option(hhmm(14 * 60, 23 * 60), { nil: null }),
    }),
    { maxLength: 7 },
  ),
  periods: fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      periodName: fc.constantFrom("Lunch", "Dinner", "Late"),
      openTime: hhmm(0, 24 * 60 - 1),
      closeTime: hhmm(0, 24 * 60 - 1),
      lastOrderTime: fc.option(hhmm(0, 24 * 60 - 1), { nil: null }),
      isOrderingEnabled: fc.boolean(),
      isActive: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  specialHours: fc.array(
    fc.record({
      date: fc.constantFrom(
        "2026-03-28",
        "2026-03-29",
        "2026-03-30",
        "2026-10-24",
        "2026-10-25",
        "2026-10-26",
      ),
      openTime: fc.option(hhmm(0, 12 * 60), { nil: null }),
      closeTime: fc.option(hhmm(0, 24 * 60 - 1), { nil: null }),
      lastOrderTime: fc.constant(null),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      reason: fc.constant("Special"),
    }),
    { maxLength: 2 },
  ),
});

// Any instant in 2026, and many on and around both clock changes (29 March and 25 October).
const nowArb = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31, 23, 59, 59, 999) }),
  fc.integer({ min: Date.UTC(2026, 2, 27, 22), max: Date.UTC(2026, 2, 30, 2) }),
  fc.integer({ min: Date.UTC(2026, 9, 23, 22), max: Date.UTC(2026, 9, 26, 2) }),
);

describe("restaurantStatusChangesAt: properties (Europe/London, DST included)", () => {
  it("the status is the same at every minute before it, and differs at it (unless 25 hours on)", () => {
    fc.assert(
      fc.property(nowArb, hoursArb, (now, hours) => {
        const changesAt = restaurantStatusChangesAt(new Date(now), hours).getTime();
        expect(changesAt).toBeGreaterThan(now);
        expect(changesAt).toBeLessThanOrEqual(now + LIMIT_MS);
        const before = statusAt(now, hours);
        // The rule reads the wall clock to the minute, and London is a whole number of hours
        // from UTC: a minute boundary is the only place it can change.
        for (let t = Math.floor(now / MINUTE) * MINUTE + MINUTE; t < changesAt; t += MINUTE) {
          expect(statusAt(t, hours), new Date(t).toISOString()).toBe(before);
        }
        expect(statusAt(changesAt - 1, hours)).toBe(before);
        if (changesAt < now + LIMIT_MS) expect(statusAt(changesAt, hours)).not.toBe(before);
      }),
      { numRuns: 150 },
    );
  });
});
