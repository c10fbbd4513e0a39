import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getLondonMoment, londonWallTimeToInstant } from "../opening-hours/london-time";
import {
  buildPeriodFigures,
  changeFromLastWeek,
  countDays,
  fillHours,
  formatHourRange,
  getPeriodRange,
  londonDaysToInstants,
  londonHourOf,
  sameTimeLastWeek,
} from "./range-report";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Instants from 2025 to 2028: three springs forward and three autumns back. */
const instants = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(ms));

describe("londonHourOf", () => {
  it.each([
    ["2026-01-15T18:30:00Z", 18], // GMT
    ["2026-07-15T18:30:00Z", 19], // BST
    ["2026-03-29T00:59:00Z", 0], // spring forward: the last GMT minute
    ["2026-03-29T01:00:00Z", 2], // ... and the first BST one: hour 1 never happens
    ["2026-10-25T00:30:00Z", 1], // autumn back: 01:30 BST
    ["2026-10-25T01:30:00Z", 1], // ... and 01:30 GMT, the same hour of the day
    ["2026-10-25T02:00:00Z", 2],
    ["2026-06-30T23:30:00Z", 0], // 00:30 BST on 1 July
  ])("%s is hour %i in London", (iso, hour) => {
    expect(londonHourOf(new Date(iso))).toBe(hour);
  });

  it("puts every instant in an hour that starts at most an hour before it, on its London day", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const hour = londonHourOf(instant);
        const { date } = getLondonMoment(instant);
        const { start, end } = londonDaysToInstants(date, date);
        expect(instant >= start && instant < end).toBe(true);
        const hourStart = londonWallTimeToInstant(date, hour * 60);
        // The repeated autumn hour starts at its first (BST) reading: up to two hours before.
        expect(instant.getTime() - hourStart.getTime()).toBeGreaterThanOrEqual(0);
        expect(instant.getTime() - hourStart.getTime()).toBeLessThan(2 * HOUR);
      }),
    );
  });
});

describe("londonDaysToInstants", () => {
  it("makes the spring day 23 hours, the autumn day 25 and others 24", () => {
    const length = (date: string) => {
      const { start, end } = londonDaysToInstants(date, date);
      return (end.getTime() - start.getTime()) / HOUR;
    };
    expect(length("2026-03-29")).toBe(23);
    expect(length("2026-10-25")).toBe(25);
    expect(length("2026-11-24")).toBe(24);
    expect(londonDaysToInstants("2026-07-01", "2026-07-31").start.toISOString()).toBe(
      "2026-06-30T23:00:00.000Z",
    );
  });

  it("counts the days of a range, both ends included", () => {
    expect(countDays("2026-03-01", "2026-03-31")).toBe(31);
    expect(countDays("2026-03-29", "2026-03-29")).toBe(1);
    expect(countDays("2025-04-01", "2026-04-01")).toBe(366);
  });
});

describe("sameTimeLastWeek", () => {
  it("keeps the London wall-clock time across a clock change (7 days and an hour apart)", () => {
    // Tuesday 31 March 2026 20:00 BST; Tuesday 24 March 20:00 GMT.
    const result = sameTimeLastWeek(new Date("2026-03-31T19:00:00Z"));
    expect(result.date).toBe("2026-03-24");
    expect(result.instant.toISOString()).toBe("2026-03-24T20:00:00.000Z");
    expect(result.dayStart.toISOString()).toBe("2026-03-24T00:00:00.000Z");
    // Friday 30 October 2026 20:00 GMT; Friday 23 October 20:00 BST.
    expect(sameTimeLastWeek(new Date("2026-10-30T20:00:00Z")).instant.toISOString()).toBe(
      "2026-10-23T19:00:00.000Z",
    );
  });

  it("is the same weekday, at the same London time whenever that time existed", () => {
    fc.assert(
      fc.property(instants, (now) => {
        const result = sameTimeLastWeek(now);
        const today = getLondonMoment(now);
        const before = getLondonMoment(result.instant);
        expect(before.dayOfWeek).toBe(today.dayOfWeek);
        const gap = now.getTime() - result.instant.getTime();
        expect([7 * DAY - HOUR, 7 * DAY, 7 * DAY + HOUR]).toContain(gap - (gap % 1000));
        expect(result.instant >= result.dayStart && result.instant < result.dayEnd).toBe(true);
        // Only an hour that did not exist last week (spring's 01:xx) reads differently.
        if (before.minutes !== today.minutes) {
          expect(Math.floor(today.minutes / 60)).toBe(1);
          expect(result.date.slice(5, 7)).toBe("03");
        }
      }),
    );
  });
});

describe("buildPeriodFigures", () => {
  it("adds online takings by method and the cash-up's channels; net is less refunds", () => {
    const figures = buildPeriodFigures(
      [
        { channel: "online", method: "stripe", orders: 2, pence: 3_000 },
        { channel: "online", method: "paypal", orders: 1, pence: 1_001 },
      ],
      { counterCard: 5_000, counterCash: 0, uberEats: 0, justEat: 0, deliveroo: 0, catering: 0 },
      400,
      0,
    );
    expect(figures).toEqual({
      channels: [
        { channel: "stripe", label: "Online card", pence: 3_000 },
        { channel: "paypal", label: "PayPal", pence: 1_001 },
        { channel: "counterCard", label: "Counter card", pence: 5_000 },
      ],
      grossPence: 9_001,
      refundsPence: 400,
      netPence: 8_601,
      orders: 3,
      averageOrderPence: 1_334,
      cashedUp: true,
    });
  });

  it("puts orders paid at the counter on their channel's line; online ones count as online orders", () => {
    const figures = buildPeriodFigures(
      [
        { channel: "online", method: "stripe", orders: 1, pence: 2_000 },
        { channel: "online", method: "card", orders: 2, pence: 3_000 },
        { channel: "online", method: "cash", orders: 1, pence: 1_305 },
        { channel: "phone", method: "card", orders: 1, pence: 1_200 },
        { channel: "phone", method: "cash", orders: 3, pence: 4_500 },
      ],
      null,
      0,
      0,
    );
    expect(figures.channels).toEqual([
      { channel: "stripe", label: "Online card", pence: 2_000 },
      { channel: "onlineCard", label: "Online orders, card at the counter", pence: 3_000 },
      { channel: "onlineCash", label: "Online orders, cash at the counter", pence: 1_305 },
      { channel: "phoneCard", label: "Phone orders, card at the counter", pence: 1_200 },
      { channel: "phoneCash", label: "Phone orders, cash at the counter", pence: 4_500 },
    ]);
    expect(figures.grossPence).toBe(12_005);
    // The diners' four online orders (one paid online, three at the counter); phone orders are not.
    expect(figures.orders).toBe(4);
    expect(figures.averageOrderPence).toBe(1_576);
  });

  it("adds the site's catering payments to the cash-up's catering line, not instead of it", () => {
    const cashUp = { counterCard: 0, counterCash: 0, uberEats: 0, justEat: 0, deliveroo: 0, catering: 5_000 };
    const figures = buildPeriodFigures([], cashUp, 0, 13_600);
    expect(figures.channels).toEqual([
      { channel: "catering", label: "Catering (at the till and paid on the site)", pence: 18_600 },
    ]);
    expect(figures).toMatchObject({ grossPence: 18_600, orders: 0, averageOrderPence: 0, cashedUp: true });
    // Without a cash-up the site's payments still count, and the day is not marked cashed up.
    expect(buildPeriodFigures([], null, 0, 13_600)).toMatchObject({
      channels: [{ channel: "catering", pence: 13_600 }],
      grossPence: 13_600,
      cashedUp: false,
    });
  });

  it("keeps its sums whole: gross is the channels, net is gross less refunds", () => {
    const method = fc.constantFrom("stripe" as const, "paypal" as const, "test" as const);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            channel: fc.constant("online" as const),
            method,
            orders: fc.integer({ min: 1, max: 50 }),
            pence: fc.nat(500_000),
          }),
        ),
        fc.nat(100_000),
        (online, refunds) => {
          const f = buildPeriodFigures(online, null, refunds, 0);
          expect(f.grossPence).toBe(f.channels.reduce((s, c) => s + c.pence, 0));
          expect(f.netPence).toBe(f.grossPence - refunds);
          expect(f.orders).toBe(online.reduce((s, o) => s + o.orders, 0));
          expect(Math.abs(f.averageOrderPence * f.orders - f.grossPence)).toBeLessThanOrEqual(f.orders);
        },
      ),
    );
  });
});

describe("hours and changes", () => {
  it("fills the 24 hours and labels them", () => {
    const hours = fillHours([{ hour: 19, orders: 3, pence: 4_500 }]);
    expect(hours).toHaveLength(24);
    expect(hours[19]).toEqual({ hour: 19, orders: 3, salesPence: 4_500 });
    expect(hours[18]).toEqual({ hour: 18, orders: 0, salesPence: 0 });
    expect(formatHourRange(19)).toBe("19:00-20:00");
    expect(formatHourRange(23)).toBe("23:00-00:00");
  });

  it("gives the change from last week in basis points, none from nothing", () => {
    expect(changeFromLastWeek(12_000, 10_000)).toBe(2_000);
    expect(changeFromLastWeek(5_000, 10_000)).toBe(-5_000);
    expect(changeFromLastWeek(5_000, 0)).toBeNull();
  });
});

describe("getPeriodRange", () => {
  it("gives the day, the Monday-to-Sunday week and the calendar month of a date", () => {
    expect(getPeriodRange("day", "2026-03-29")).toEqual({ from: "2026-03-29", to: "2026-03-29" });
    expect(getPeriodRange("week", "2026-03-29")).toEqual({ from: "2026-03-23", to: "2026-03-29" });
    expect(getPeriodRange("week", "2026-03-30")).toEqual({ from: "2026-03-30", to: "2026-04-05" });
    expect(getPeriodRange("month", "2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(getPeriodRange("month", "2028-02-29")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(getPeriodRange("month", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
});
