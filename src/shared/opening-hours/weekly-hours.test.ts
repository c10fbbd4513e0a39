import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEK } from "./default-week";
import type { HoursData } from "./opening-hours.schema";
import { formatWeeklyHoursSentence, getUpcomingSpecialDays, getWeeklyHoursSummary } from "./weekly-hours";

describe("getWeeklyHoursSummary", () => {
  it("states the seeded week as the spec's contact section does", () => {
    expect(getWeeklyHoursSummary(DEFAULT_WEEK)).toEqual([
      { days: "Monday", hours: "Closed" },
      { days: "Tuesday - Thursday", hours: "11:00 - 15:00, 17:00 - 23:00" },
      { days: "Friday - Sunday", hours: "11:00 - 23:00" },
    ]);
  });

  it("follows staff's change: Sunday closed splits the weekend group", () => {
    const data = {
      ...DEFAULT_WEEK,
      hours: DEFAULT_WEEK.hours.map((h) => (h.dayOfWeek === 0 ? { ...h, isClosed: true } : h)),
    };
    expect(getWeeklyHoursSummary(data)).toEqual([
      { days: "Monday", hours: "Closed" },
      { days: "Tuesday - Thursday", hours: "11:00 - 15:00, 17:00 - 23:00" },
      { days: "Friday - Saturday", hours: "11:00 - 23:00" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("ignores special hours and inactive periods; a close at midnight reads 00:00", () => {
    const data: HoursData = {
      hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        openTime: "17:00",
        closeTime: "00:00",
        isClosed: false,
        isOrderingEnabled: true,
        lastOrderTime: null,
      })),
      periods: [{ ...DEFAULT_WEEK.periods[0], isActive: false } as HoursData["periods"][number]],
      specialHours: [
        {
          date: "2024-01-02",
          isClosed: true,
          openTime: null,
          closeTime: null,
          lastOrderTime: null,
          isOrderingEnabled: false,
          reason: "Holiday",
        },
      ],
    };
    expect(getWeeklyHoursSummary(data)).toEqual([{ days: "Monday - Sunday", hours: "17:00 - 00:00" }]);
  });

  it("covers each weekday exactly once, in order, and never puts equal neighbours apart", () => {
    const day = fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      openTime: fc.constantFrom("10:00", "11:00", "12:00"),
      closeTime: fc.constantFrom("22:00", "23:00"),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      lastOrderTime: fc.constant(null),
    });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 7 }), (hours) => {
        const lines = getWeeklyHoursSummary({ hours, periods: [], specialHours: [] });
        const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
        const covered = lines.flatMap((l) => {
          const [first, last = first] = l.days.split(" - ");
          return names.slice(names.indexOf(first as string), names.indexOf(last as string) + 1);
        });
        expect(covered).toEqual(names);
        for (let i = 1; i < lines.length; i++) expect(lines[i]?.hours).not.toBe(lines[i - 1]?.hours);
      }),
    );
  });

  it("reads as one sentence for page descriptions", () => {
    expect(formatWeeklyHoursSentence(getWeeklyHoursSummary(DEFAULT_WEEK))).toBe(
      "Monday closed; Tuesday - Thursday 11:00 - 15:00, 17:00 - 23:00; Friday - Sunday 11:00 - 23:00",
    );
  });
});

describe("getUpcomingSpecialDays", () => {
  it("lists the next two weeks' special hours in date order, past ones left out", () => {
    const special = (date: string, reason: string, open: string | null) => ({
      date,
      reason,
      isClosed: open === null,
      openTime: open,
      closeTime: open ? "21:00" : null,
      lastOrderTime: null,
      isOrderingEnabled: open !== null,
    });
    const data = {
      ...DEFAULT_WEEK,
      specialHours: [
        special("2026-12-31", "New Year's Eve", "17:00"),
        special("2026-12-25", "Christmas Day", null),
        special("2026-12-01", "Past", null),
        special("2027-02-01", "Far away", null),
      ],
    };
    expect(getUpcomingSpecialDays(new Date("2026-12-20T10:00:00Z"), data)).toEqual([
      { date: "2026-12-25", reason: "Christmas Day", hours: "Closed" },
      { date: "2026-12-31", reason: "New Year's Eve", hours: "17:00 - 21:00" },
    ]);
  });
});
