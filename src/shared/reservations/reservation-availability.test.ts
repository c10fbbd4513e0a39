import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDaySchedule } from "../opening-hours/day-schedule";
import { DEFAULT_WEEK } from "../opening-hours/default-week";
import { anyWeekArb } from "../opening-hours/hours.arbitraries";
import { addDays, getLondonMoment, parseTime } from "../opening-hours/london-time";
import type { HoursData } from "../opening-hours/opening-hours.schema";
import { RESERVATION_GRID_TIMES } from "./reservation.schema";
import {
  checkReservationTime,
  getBookingWindow,
  getDayReservationTimes,
  getReservationTimes,
  getUnbookableDates,
  LAST_SEATING_BEFORE_CLOSE_MINUTES,
} from "./reservation-availability";
import { getReservationStart, isBeforeCancelCutoff } from "./reservation-time";

// Monday 23 November 2026, 09:00 London (GMT).
const MONDAY_MORNING = new Date("2026-11-23T09:00:00Z");
/** The half hours from `from` to `to`, both included. */
const halfHours = (from: string, to: string) => RESERVATION_GRID_TIMES.filter((t) => t >= from && t <= to);
// Friday to Sunday 11:00-23:00: 11:00 to 22:30 (half an hour before closing).
const ALL_DAY = halfHours("11:00", "22:30");
// Tuesday to Thursday: lunch 11:00-15:00 and dinner 17:00-23:00.
const TUESDAY = [...halfHours("11:00", "14:30"), ...halfHours("17:00", "22:30")];

describe("getReservationTimes", () => {
  it("offers nothing on a closed day (Monday 30 November)", () => {
    expect(getReservationTimes("2026-11-30", MONDAY_MORNING, DEFAULT_WEEK, 60)).toEqual([]);
  });

  it("follows a Friday's and a Saturday's hours, 11:00–23:00: 11:00 to 22:30, not only 12:00–14:30 and 18:00–21:00", () => {
    expect(getReservationTimes("2026-11-27", MONDAY_MORNING, DEFAULT_WEEK, 60)).toEqual(ALL_DAY);
    expect(getReservationTimes("2026-11-28", MONDAY_MORNING, DEFAULT_WEEK, 60)).toEqual(ALL_DAY);
    expect(ALL_DAY[0]).toBe("11:00");
    expect(ALL_DAY.at(-1)).toBe("22:30");
  });

  it("keeps to the shifts on a Tuesday: lunch 11:00 to 14:30, dinner from 17:00", () => {
    // 14:30 is the last lunch seating (close 15:00 less 30 minutes); 17:00–23:00 covers the evening.
    expect(getReservationTimes("2026-11-24", MONDAY_MORNING, DEFAULT_WEEK, 60)).toEqual(TUESDAY);
    const shortLunch: HoursData = {
      ...DEFAULT_WEEK,
      periods: DEFAULT_WEEK.periods.map((p) => (p.periodName === "Lunch" ? { ...p, closeTime: "14:00" } : p)),
    };
    expect(getReservationTimes("2026-11-24", MONDAY_MORNING, shortLunch, 60)).toEqual(
      TUESDAY.filter((t) => t <= "13:30" || t >= "17:00"),
    );
  });

  it("ignores inactive shifts and falls back to operating hours", () => {
    const inactive: HoursData = {
      ...DEFAULT_WEEK,
      periods: DEFAULT_WEEK.periods.map((p) => ({ ...p, isActive: false })),
    };
    // Tuesday's operating hours, 11:00–23:00, without the shifts' afternoon break.
    expect(getReservationTimes("2026-11-24", MONDAY_MORNING, inactive, 60)).toEqual(
      getDayReservationTimes("2026-11-24", inactive),
    );
    expect(getReservationTimes("2026-11-24", MONDAY_MORNING, inactive, 60)).toContain("16:00");
  });

  it("lets special hours win: a closure on an open day, an opening on a closed Monday", () => {
    const special: HoursData = {
      ...DEFAULT_WEEK,
      specialHours: [
        {
          date: "2026-11-27",
          isClosed: true,
          openTime: null,
          closeTime: null,
          lastOrderTime: null,
          isOrderingEnabled: false,
          reason: "Staff party",
        },
        {
          date: "2026-11-30",
          isClosed: false,
          openTime: "18:00",
          closeTime: "21:00",
          lastOrderTime: null,
          isOrderingEnabled: true,
          reason: "Diwali evening",
        },
      ],
    };
    expect(getReservationTimes("2026-11-27", MONDAY_MORNING, special, 60)).toEqual([]);
    expect(getReservationTimes("2026-11-30", MONDAY_MORNING, special, 60)).toEqual([
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
    ]);
  });

  it("drops past times today and offers nothing before today or beyond the horizon", () => {
    const tuesday1905 = new Date("2026-11-24T19:05:00Z");
    expect(getReservationTimes("2026-11-24", tuesday1905, DEFAULT_WEEK, 60)).toEqual(
      halfHours("19:30", "22:30"),
    );
    expect(getReservationTimes("2026-11-23", tuesday1905, DEFAULT_WEEK, 60)).toEqual([]);
    expect(getReservationTimes(addDays("2026-11-24", 7), tuesday1905, DEFAULT_WEEK, 7)).toEqual(TUESDAY);
    expect(getReservationTimes(addDays("2026-11-24", 8), tuesday1905, DEFAULT_WEEK, 7)).toEqual([]);
  });

  it("judges 'now' in London across the clock changes", () => {
    // 29 March 2026: clocks go forward at 01:00 UTC. 12:10 UTC is 13:10 BST.
    expect(getReservationTimes("2026-03-29", new Date("2026-03-29T12:10:00Z"), DEFAULT_WEEK, 60)[0]).toBe(
      "13:30",
    );
    // 25 October 2026: clocks go back at 01:00 UTC. 12:10 UTC is 12:10 GMT.
    expect(getReservationTimes("2026-10-25", new Date("2026-10-25T12:10:00Z"), DEFAULT_WEEK, 60)[0]).toBe(
      "12:30",
    );
    // 23:30 UTC on 30 June is already 1 July in London: 30 June is past.
    expect(getReservationTimes("2026-06-30", new Date("2026-06-30T23:30:00Z"), DEFAULT_WEEK, 60)).toEqual([]);
  });

  it("property: every offered time is on the half hour, later than now, inside an open shift and window", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2025-01-01T00:00:00Z"),
          max: new Date("2028-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: -2, max: 70 }),
        fc.integer({ min: 1, max: 60 }),
        (now, offset, horizon) => {
          const moment = getLondonMoment(now);
          const date = addDays(moment.date, offset);
          const times = getReservationTimes(date, now, DEFAULT_WEEK, horizon);
          const window = getBookingWindow(now, horizon);
          if (date < window.firstDate || date > window.lastDate) expect(times).toEqual([]);
          if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) expect(times).toEqual([]);
          for (const time of times) {
            expect(RESERVATION_GRID_TIMES).toContain(time);
            expect(getReservationStart(date, time).getTime()).toBeGreaterThan(now.getTime());
            const m = parseTime(time);
            expect(m >= 11 * 60 && m <= 23 * 60 - LAST_SEATING_BEFORE_CLOSE_MINUTES).toBe(true);
            expect(checkReservationTime(date, time, now, DEFAULT_WEEK, horizon)).toBeNull();
          }
        },
      ),
    );
  });
});

describe("checkReservationTime", () => {
  it("names the reason for each refusal", () => {
    const now = new Date("2026-11-24T19:05:00Z");
    expect(checkReservationTime("2026-11-23", "19:00", now, DEFAULT_WEEK, 60)?.message).toMatch(
      /earlier than today/,
    );
    expect(checkReservationTime("2026-11-30", "19:00", now, DEFAULT_WEEK, 60)?.message).toMatch(/closed/);
    expect(checkReservationTime("2026-11-24", "18:30", now, DEFAULT_WEEK, 60)?.message).toMatch(/passed/);
    expect(checkReservationTime("2027-03-01", "19:00", now, DEFAULT_WEEK, 60)?.message).toMatch(/60 days/);
    const shortDay: HoursData = {
      ...DEFAULT_WEEK,
      specialHours: [
        {
          date: "2026-11-27",
          isClosed: false,
          openTime: "18:00",
          closeTime: "20:00",
          lastOrderTime: null,
          isOrderingEnabled: true,
          reason: "Private event",
        },
      ],
    };
    expect(checkReservationTime("2026-11-27", "12:00", now, shortDay, 60)?.message).toMatch(/not open/);
    expect(checkReservationTime("2026-11-27", "19:00", now, shortDay, 60)).toBeNull();
  });
});

describe("getUnbookableDates", () => {
  it("lists the closed Mondays in the window", () => {
    const dates = getUnbookableDates(MONDAY_MORNING, DEFAULT_WEEK, 14);
    expect(dates).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
  });
});

describe("getDayReservationTimes: properties over any week staff could enter", () => {
  const dateArb = fc.constantFrom(
    "2026-03-28",
    "2026-03-29",
    "2026-03-30",
    "2026-10-24",
    "2026-10-25",
    "2026-10-26",
    "2026-11-27",
    "2026-11-28",
  );

  it("offers exactly the half hours inside one of the day's shifts, up to half an hour before it closes", () => {
    fc.assert(
      fc.property(dateArb, anyWeekArb, (date, hours) => {
        const schedule = getDaySchedule(date, hours);
        const inside = (time: string) =>
          !schedule.isClosed &&
          schedule.shifts.some(
            (s) =>
              parseTime(time) >= s.open && parseTime(time) <= s.close - LAST_SEATING_BEFORE_CLOSE_MINUTES,
          );
        expect(getDayReservationTimes(date, hours)).toEqual(RESERVATION_GRID_TIMES.filter(inside));
      }),
    );
  });

  it("a day's times are what a date in the window offers before the day starts", () => {
    fc.assert(
      fc.property(dateArb, anyWeekArb, (date, hours) => {
        const dayBefore = new Date(`${addDays(date, -1)}T09:00:00Z`);
        expect(getReservationTimes(date, dayBefore, hours, 60)).toEqual(getDayReservationTimes(date, hours));
      }),
    );
  });
});

describe("getReservationStart and the cancel cut-off", () => {
  it("reads the wall clock in London, GMT or BST", () => {
    expect(getReservationStart("2026-11-27", "19:00").toISOString()).toBe("2026-11-27T19:00:00.000Z");
    expect(getReservationStart("2026-07-03", "19:00").toISOString()).toBe("2026-07-03T18:00:00.000Z");
    expect(getReservationStart("2026-03-29", "12:00").toISOString()).toBe("2026-03-29T11:00:00.000Z");
    expect(getReservationStart("2026-10-25", "12:00").toISOString()).toBe("2026-10-25T12:00:00.000Z");
  });

  it("allows cancelling until the cut-off and not after", () => {
    expect(isBeforeCancelCutoff("2026-11-27", "19:00", new Date("2026-11-27T17:00:00Z"), 2)).toBe(true);
    expect(isBeforeCancelCutoff("2026-11-27", "19:00", new Date("2026-11-27T17:00:01Z"), 2)).toBe(false);
  });

  it("property: the start read back in London is the same date and time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.constantFrom(...ALL_DAY), (n, time) => {
        const date = addDays("2025-01-01", n);
        const moment = getLondonMoment(getReservationStart(date, time));
        expect(moment.date).toBe(date);
        expect(moment.minutes).toBe(parseTime(time));
      }),
    );
  });
});
