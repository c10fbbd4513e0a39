import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../opening-hours/london-time";
import {
  allocateWeeklyOvertime,
  calculatePayPence,
  formatHours,
  getShiftElapsedMinutes,
  getWeekStart,
  getWorkedMinutes,
  priceWeekShifts,
  rateOnDate,
} from "./pay";

const isoDate = fc
  .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("getWeekStart (London weeks, Monday to Sunday)", () => {
  it("gives the Monday of the week", () => {
    expect(getWeekStart("2026-11-23")).toBe("2026-11-23"); // Monday
    expect(getWeekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(getWeekStart("2026-11-30")).toBe("2026-11-30");
    // The week the clocks go back (Sunday 25 October 2026) is still Monday 19 to Sunday 25.
    expect(getWeekStart("2026-10-25")).toBe("2026-10-19");
  });

  it("is a Monday at most six days before, and the same for every day of that week", () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const start = getWeekStart(date);
        expect(new Date(`${start}T12:00:00Z`).getUTCDay()).toBe(1);
        expect(start <= date && addDays(start, 6) >= date).toBe(true);
        for (let i = 0; i < 7; i++) expect(getWeekStart(addDays(start, i))).toBe(start);
      }),
    );
  });
});

describe("shift length", () => {
  it("counts real time: a night shift over the spring change is an hour shorter, over autumn's longer", () => {
    expect(getShiftElapsedMinutes("2026-11-24", "11:00", "19:30")).toBe(510);
    expect(getShiftElapsedMinutes("2026-11-24", "18:00", "02:00")).toBe(480); // past midnight
    expect(getShiftElapsedMinutes("2026-03-28", "22:00", "06:00")).toBe(420); // BST starts 29 March
    expect(getShiftElapsedMinutes("2026-10-24", "22:00", "06:00")).toBe(540); // BST ends 25 October
  });

  it("refuses a break as long as the shift and a shift over 16 hours", () => {
    expect(
      getWorkedMinutes({
        date: "2026-11-24",
        clockInTime: "11:00",
        clockOutTime: "12:00",
        breakDuration: 60,
      }),
    ).toEqual({
      error: "The break must be shorter than the shift",
    });
    expect(
      getWorkedMinutes({ date: "2026-11-24", clockInTime: "06:00", clockOutTime: "23:00", breakDuration: 0 }),
    ).toEqual({
      error: "A shift cannot be longer than 16 hours",
    });
    expect(
      getWorkedMinutes({
        date: "2026-11-24",
        clockInTime: "11:00",
        clockOutTime: "19:00",
        breakDuration: 30,
      }),
    ).toEqual({
      minutes: 450,
    });
  });
});

describe("weekly overtime", () => {
  it("makes the minutes past the threshold overtime, in shift order", () => {
    const shifts = [
      { id: 3, date: "2026-11-27", clockInTime: "10:00", workedMinutes: 600 },
      { id: 1, date: "2026-11-23", clockInTime: "10:00", workedMinutes: 900 },
      { id: 2, date: "2026-11-25", clockInTime: "10:00", workedMinutes: 900 },
    ];
    const result = allocateWeeklyOvertime(shifts, 2400);
    expect(result.get(1)).toEqual({ workedMinutes: 900, overtimeMinutes: 0 });
    expect(result.get(2)).toEqual({ workedMinutes: 900, overtimeMinutes: 0 });
    expect(result.get(3)).toEqual({ workedMinutes: 600, overtimeMinutes: 0 });
    const tighter = allocateWeeklyOvertime(shifts, 2000);
    expect(tighter.get(2)).toEqual({ workedMinutes: 900, overtimeMinutes: 0 });
    expect(tighter.get(3)).toEqual({ workedMinutes: 600, overtimeMinutes: 400 });
  });

  it("never gives more overtime than time worked, and totals the minutes past the threshold", () => {
    const shift = fc.record({
      date: fc.integer({ min: 0, max: 6 }).map((d) => addDays("2026-11-23", d)),
      clockInTime: fc.constantFrom("06:00", "10:00", "14:00", "18:00"),
      workedMinutes: fc.integer({ min: 1, max: 16 * 60 }),
    });
    fc.assert(
      fc.property(
        fc.array(shift, { maxLength: 14 }),
        fc.integer({ min: 60, max: 6000 }),
        (list, threshold) => {
          const shifts = list.map((s, i) => ({ ...s, id: i + 1 }));
          const result = allocateWeeklyOvertime(shifts, threshold);
          const total = shifts.reduce((n, s) => n + s.workedMinutes, 0);
          let overtime = 0;
          for (const s of shifts) {
            const a = result.get(s.id);
            expect(a && a.overtimeMinutes >= 0 && a.overtimeMinutes <= s.workedMinutes).toBe(true);
            overtime += a?.overtimeMinutes ?? 0;
          }
          expect(overtime).toBe(Math.max(0, total - threshold));
        },
      ),
    );
  });
});

describe("pay in pence", () => {
  it("pays regular minutes at the rate and overtime at its percentage, rounded once", () => {
    expect(
      calculatePayPence({
        workedMinutes: 480,
        overtimeMinutes: 0,
        hourlyRatePence: 1200,
        overtimeRatePercent: 150,
      }),
    ).toBe(9600);
    expect(
      calculatePayPence({
        workedMinutes: 480,
        overtimeMinutes: 60,
        hourlyRatePence: 1200,
        overtimeRatePercent: 150,
      }),
    ).toBe(8400 + 1800);
    // 7h 20m at £12.21 = £89.54 (89.54 exactly: 440 * 1221 / 60 = 8954)
    expect(
      calculatePayPence({
        workedMinutes: 440,
        overtimeMinutes: 0,
        hourlyRatePence: 1221,
        overtimeRatePercent: 150,
      }),
    ).toBe(8954);
    // 1 minute at £10.01 is 16.68p: rounds to 17p
    expect(
      calculatePayPence({
        workedMinutes: 1,
        overtimeMinutes: 0,
        hourlyRatePence: 1001,
        overtimeRatePercent: 150,
      }),
    ).toBe(17);
  });

  it("is whole pence, within half a penny of the exact amount, and never falls as overtime rises", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 16 * 60 }),
        fc.integer({ min: 0, max: 16 * 60 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 100, max: 300 }),
        (worked, rawOvertime, rate, percent) => {
          const overtime = Math.min(worked, rawOvertime);
          const pay = calculatePayPence({
            workedMinutes: worked,
            overtimeMinutes: overtime,
            hourlyRatePence: rate,
            overtimeRatePercent: percent,
          });
          expect(Number.isInteger(pay)).toBe(true);
          const exact = ((worked - overtime) * rate) / 60 + (overtime * rate * percent) / 6000;
          expect(Math.abs(pay - exact)).toBeLessThanOrEqual(0.5);
          if (overtime < worked) {
            const more = calculatePayPence({
              workedMinutes: worked,
              overtimeMinutes: overtime + 1,
              hourlyRatePence: rate,
              overtimeRatePercent: percent,
            });
            expect(more).toBeGreaterThanOrEqual(pay);
          }
        },
      ),
    );
  });

  it("writes hours to two decimals", () => {
    expect(formatHours(450)).toBe("7.50");
    expect(formatHours(440)).toBe("7.33");
    expect(formatHours(0)).toBe("0.00");
    expect(formatHours(61)).toBe("1.02");
  });
});

describe("the rate in force on a day", () => {
  const steps = [
    { fromDate: "2026-04-01", hourlyRatePence: 1300 },
    { fromDate: "2026-01-05", hourlyRatePence: 1200 },
    { fromDate: "2026-11-25", hourlyRatePence: 1400 },
  ];
  it("is the latest step from that day or before, in any order given", () => {
    expect(rateOnDate(steps, "2026-01-05", 1)).toBe(1200);
    expect(rateOnDate(steps, "2026-03-31", 1)).toBe(1200);
    expect(rateOnDate(steps, "2026-04-01", 1)).toBe(1300);
    expect(rateOnDate(steps, "2026-11-24", 1)).toBe(1300);
    expect(rateOnDate(steps, "2027-06-01", 1)).toBe(1400);
  });
  it("is the first step before the history starts, and the fallback with no history", () => {
    expect(rateOnDate(steps, "2025-12-31", 1)).toBe(1200);
    expect(rateOnDate([], "2026-01-01", 999)).toBe(999);
  });
  it("prices each shift of a week at its own day's rate, overtime included", () => {
    const week = ["2026-11-23", "2026-11-24", "2026-11-25"].map((date, i) => ({
      id: i + 1,
      date,
      clockInTime: "08:00",
      clockOutTime: "22:00",
      breakDuration: 0,
    }));
    // 14 hours a day; overtime from 24 hours: Wednesday has 8 hours of its 14 at time and a half.
    const priced = priceWeekShifts(week, (d) => rateOnDate(steps, d, 1), {
      overtimeThresholdMinutes: 24 * 60,
      overtimeRatePercent: 150,
    });
    expect(priced.get(1)?.payPence).toBe(14 * 1300);
    expect(priced.get(2)?.payPence).toBe(10 * 1300 + 4 * 1950);
    expect(priced.get(3)?.payPence).toBe(14 * 2100);
  });
});
