import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEK } from "./default-week";
import { anyWeekArb } from "./hours.arbitraries";
import type { HoursData } from "./opening-hours.schema";
import { getRestaurantStatus, restaurantStatusChangesAt } from "./restaurant-status";

const MINUTE = 60_000;
const LIMIT_MS = 25 * 60 * MINUTE;
const statusAt = (ms: number, hours: HoursData) => JSON.stringify(getRestaurantStatus(new Date(ms), hours));

describe("restaurantStatusChangesAt", () => {
  it("on a Tuesday: at the end of lunch, at dinner, at its end, then at midnight", () => {
    const at = (iso: string) => restaurantStatusChangesAt(new Date(iso), DEFAULT_WEEK).toISOString();
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
      ...DEFAULT_WEEK,
      hours: DEFAULT_WEEK.hours.map((h) => ({ ...h, isClosed: true })),
      periods: [],
    };
    const now = new Date("2026-11-24T12:00:00Z");
    expect(getRestaurantStatus(now, never).message).toBe("Closed");
    expect(restaurantStatusChangesAt(now, never).getTime()).toBe(now.getTime() + LIMIT_MS);
  });
});

/* ------------------------------------------------------------------ properties */

// Any instant in 2026, and many on and around both clock changes (29 March and 25 October).
const nowArb = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31, 23, 59, 59, 999) }),
  fc.integer({ min: Date.UTC(2026, 2, 27, 22), max: Date.UTC(2026, 2, 30, 2) }),
  fc.integer({ min: Date.UTC(2026, 9, 23, 22), max: Date.UTC(2026, 9, 26, 2) }),
);

describe("restaurantStatusChangesAt: properties (Europe/London, DST included)", () => {
  it("the status is the same at every minute before it, and differs at it (unless 25 hours on)", () => {
    fc.assert(
      fc.property(nowArb, anyWeekArb, (now, hours) => {
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
    // Up to 150 x 1,500 minute-by-minute checks: seconds on a quiet machine, more on a busy one.
  }, 60_000);
});
