import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getOccurrenceDate } from "./recurrence";

describe("getOccurrenceDate", () => {
  it("adds weeks across month and year ends", () => {
    expect(getOccurrenceDate("2026-12-28", "weekly", 1)).toBe("2027-01-04");
  });

  it("keeps the anchor's day of month, clamped to short months without drifting", () => {
    expect(getOccurrenceDate("2026-01-31", "monthly", 1)).toBe("2026-02-28");
    expect(getOccurrenceDate("2026-01-31", "monthly", 2)).toBe("2026-03-31");
    expect(getOccurrenceDate("2027-12-31", "monthly", 2)).toBe("2028-02-29");
  });

  it("is strictly increasing in n for both frequencies", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        fc.constantFrom("weekly" as const, "monthly" as const),
        fc.integer({ min: 0, max: 120 }),
        (start, frequency, n) => {
          const anchor = start.toISOString().slice(0, 10);
          expect(getOccurrenceDate(anchor, frequency, n) < getOccurrenceDate(anchor, frequency, n + 1)).toBe(
            true,
          );
        },
      ),
    );
  });
});
