import fc from "fast-check";
import { formatTime } from "./london-time";
import type { HoursData } from "./opening-hours.schema";

/**
 * For property tests: any week staff could enter. Times fall on any minute (not only the half
 * hour), at night too, so the clock-change hours are hit; special days sit on and around both
 * 2026 clock changes (29 March and 25 October).
 */
const anyTime = (min: number, max: number) => fc.integer({ min, max }).map(formatTime);

export const anyWeekArb: fc.Arbitrary<HoursData> = fc.record({
  hours: fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      openTime: anyTime(0, 13 * 60),
      closeTime: anyTime(0, 24 * 60 - 1),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      lastOrderTime: fc.option(anyTime(12 * 60, 24 * 60 - 1), { nil: null }),
    }),
    { maxLength: 7 },
  ),
  periods: fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      periodName: fc.constantFrom("Lunch", "Dinner", "Late"),
      openTime: anyTime(0, 24 * 60 - 1),
      closeTime: anyTime(0, 24 * 60 - 1),
      lastOrderTime: fc.option(anyTime(0, 24 * 60 - 1), { nil: null }),
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
      openTime: fc.option(anyTime(0, 12 * 60), { nil: null }),
      closeTime: fc.option(anyTime(0, 24 * 60 - 1), { nil: null }),
      lastOrderTime: fc.constant(null),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      reason: fc.constant("Special"),
    }),
    { maxLength: 2 },
  ),
});
