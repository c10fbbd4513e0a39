import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, getDayOfWeek } from "./london-time";
import { getNextOpeningDate } from "./next-opening-day";
import type { HoursData } from "./opening-hours.schema";

const closedMondays: HoursData = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    openTime: "11:00",
    closeTime: "23:00",
    isClosed: dayOfWeek === 1,
    isOrderingEnabled: true,
    lastOrderTime: null,
  })),
  periods: [],
  specialHours: [],
};

describe("getNextOpeningDate", () => {
  it("skips a closed Monday", () => {
    // Sunday 29 November 2026 → Monday closed → Tuesday 1 December.
    expect(getNextOpeningDate("2026-11-29", closedMondays)).toBe("2026-12-01");
  });

  it("skips a special closure", () => {
    const data = {
      ...closedMondays,
      specialHours: [
        {
          date: "2026-11-25",
          isClosed: true,
          openTime: null,
          closeTime: null,
          lastOrderTime: null,
          isOrderingEnabled: false,
          reason: "Holiday",
        },
      ],
    };
    expect(getNextOpeningDate("2026-11-24", data)).toBe("2026-11-26");
  });

  it("is always later than today and never a closed Monday", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (n) => {
        const today = addDays("2025-01-01", n);
        const next = getNextOpeningDate(today, closedMondays);
        expect(next > today).toBe(true);
        expect(getDayOfWeek(next)).not.toBe(1);
        expect(next <= addDays(today, 2)).toBe(true);
      }),
    );
  });
});
