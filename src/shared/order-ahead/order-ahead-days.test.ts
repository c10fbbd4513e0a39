import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Promotion } from "../offers/promotion";
import { applyPromotions } from "../offers/promotion-pricing";
import { getDaySchedule } from "../opening-hours/day-schedule";
import { anyWeekArb } from "../opening-hours/hours.arbitraries";
import { addDays, getLondonMoment, londonWallTimeToInstant, parseTime } from "../opening-hours/london-time";
import type { HoursData } from "../opening-hours/opening-hours.schema";
import { EARLIEST_SLOT_MINUTES, getCollectionSlots, isCollectableInShift } from "../orders/collection-slots";
import {
  canDinerCancel,
  formatOrderAheadLabel,
  getDaySlots,
  getOrderAheadDays,
  isPreOrder,
  pricingMoment,
} from "./order-ahead-days";

// Thursday 3 December 2026, 10:00 in London (GMT).
const NOW = new Date("2026-12-03T10:00:00Z");
const WEEK: HoursData = {
  hours: [
    {
      dayOfWeek: 1,
      openTime: "11:00",
      closeTime: "23:00",
      isClosed: true,
      isOrderingEnabled: true,
      lastOrderTime: null,
    },
    {
      dayOfWeek: 6,
      openTime: "11:00",
      closeTime: "23:00",
      isClosed: false,
      isOrderingEnabled: true,
      lastOrderTime: "22:00",
    },
  ],
  periods: [],
  specialHours: [
    {
      date: "2026-12-06",
      openTime: null,
      closeTime: null,
      lastOrderTime: null,
      isClosed: true,
      isOrderingEnabled: false,
      reason: "Staff party",
    },
  ],
} as unknown as HoursData;

describe("order-ahead days", () => {
  it("offers today only with the setting off, exactly as the spec's rule", () => {
    const days = getOrderAheadDays({ now: NOW, hours: WEEK, daysAhead: 0 });
    const spec = getCollectionSlots({ now: NOW, hours: WEEK });
    expect(days.days.map((d) => d.date)).toEqual([spec.date]);
    expect(days.days[0]?.label).toBe("Today - Thursday 3 December");
    expect(days.days[0]?.slots).toEqual(spec.slots);
  });

  it("labels later days and leaves closed ones out with their reason", () => {
    const days = getOrderAheadDays({ now: NOW, hours: WEEK, daysAhead: 4 });
    expect(days.days.map((d) => d.label)).toEqual([
      "Today - Thursday 3 December",
      "Friday 4 December",
      "Saturday 5 December",
    ]);
    expect(days.notOffered.map((d) => [d.label, d.unavailableReason])).toEqual([
      ["Sunday 6 December", "Closed - Staff party"],
      ["Monday 7 December", "Closed"],
    ]);
    expect(formatOrderAheadLabel("2026-12-05", "2026-12-03")).toBe("Saturday 5 December");
  });

  it("a later day starts at its opening (not before 12:00) and ends at its last order time", () => {
    const { slots } = getDaySlots({ now: NOW, hours: WEEK, date: "2026-12-05" });
    expect(slots[0]?.time).toBe("12:00");
    expect(slots.at(-1)?.time).toBe("22:00");
  });

  it("a full slot on a later day is not offered; a pause hides only the slots before it ends", () => {
    const full = getDaySlots({ now: NOW, hours: WEEK, date: "2026-12-05", bookedCounts: { "12:00": 10 } });
    expect(full.slots[0]?.time).toBe("12:30");
    const paused = getDaySlots({
      now: NOW,
      hours: WEEK,
      date: "2026-12-05",
      orderingPausedUntil: londonWallTimeToInstant("2026-12-05", 18 * 60),
    });
    expect(paused.slots[0]?.time).toBe("18:00");
  });

  it("pre-orders and the diner's cut-off", () => {
    expect(isPreOrder("2026-12-05", NOW)).toBe(true);
    expect(isPreOrder("2026-12-03", NOW)).toBe(false);
    const order = { collectionDate: "2026-12-05", collectionTime: "19:00" };
    expect(canDinerCancel(order, new Date("2026-12-05T17:00:00Z"), 120)).toBe(true);
    expect(canDinerCancel(order, new Date("2026-12-05T17:00:01Z"), 120)).toBe(false);
  });
});

// Instants in the fortnight before the arbitrary week's special days (both 2026 clock changes).
const nowArb = fc
  .oneof(
    fc.integer({ min: Date.parse("2026-03-16T00:00:00Z"), max: Date.parse("2026-03-29T00:00:00Z") }),
    fc.integer({ min: Date.parse("2026-10-12T00:00:00Z"), max: Date.parse("2026-10-25T00:00:00Z") }),
  )
  .map((t) => new Date(t));

describe("order-ahead properties", () => {
  it("the slots of any later day follow that day's hours, special hours and closures", () => {
    fc.assert(
      fc.property(anyWeekArb, nowArb, fc.integer({ min: 1, max: 14 }), (hours, now, ahead) => {
        const date = addDays(getLondonMoment(now).date, ahead);
        const schedule = getDaySchedule(date, hours);
        const { slots } = getDaySlots({ now, hours, date });
        if (schedule.isClosed) return slots.length === 0;
        const offered = new Set(slots.map((s) => parseTime(s.time)));
        for (const t of offered) {
          expect(t % 30).toBe(0);
          expect(t).toBeGreaterThanOrEqual(EARLIEST_SLOT_MINUTES);
          expect(schedule.shifts.some((s) => s.orderingEnabled && isCollectableInShift(t, s))).toBe(true);
        }
        // And none left out: every half hour an ordering shift allows from 12:00 is offered.
        for (let t = EARLIEST_SLOT_MINUTES; t < 24 * 60; t += 30) {
          const allowed = schedule.shifts.some((s) => s.orderingEnabled && isCollectableInShift(t, s));
          expect(offered.has(t)).toBe(allowed);
        }
        // Sorted, no duplicates.
        const times = slots.map((s) => s.time);
        expect([...times].sort()).toEqual(times);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it("promotions are priced for the chosen day: a sale ending today never prices a later day", () => {
    const sale = (now: Date): Promotion => ({
      id: 1,
      title: "Flash sale",
      code: null,
      isActive: true,
      channel: "online",
      priority: 1,
      usedCount: 0,
      reward: { kind: "percent_off", percent: 20, capPence: null },
      conditions: {
        minSpendPence: 0,
        categories: null,
        menuItemIds: null,
        daysOfWeek: null,
        startTime: null,
        endTime: null,
        validFrom: new Date(now.getTime() - 3_600_000),
        validTo: londonWallTimeToInstant(addDays(getLondonMoment(now).date, 1), 0),
        firstOrderOnly: false,
        signedInOnly: false,
        usesPerCustomer: null,
        totalUses: null,
        birthdayWeek: false,
        collectionOnly: false,
      },
    });
    const lines = [{ menuItemId: 1, name: "Dish", category: "curries", unitPricePence: 1000, quantity: 2 }];
    fc.assert(
      fc.property(
        nowArb,
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 24, max: 47 }),
        (now, ahead, half) => {
          const date = addDays(getLondonMoment(now).date, ahead);
          const time = `${String(Math.floor(half / 2)).padStart(2, "0")}:${half % 2 ? "30" : "00"}`;
          const later = applyPromotions({
            lines,
            promotions: [sale(now)],
            now: pricingMoment(now, date, time),
            customer: null,
          });
          const today = applyPromotions({
            lines,
            promotions: [sale(now)],
            now: pricingMoment(now, getLondonMoment(now).date, time),
            customer: null,
          });
          expect(later.discountPence).toBe(0);
          expect(today.discountPence).toBe(400);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a promotion running only on the chosen weekday prices that day's order", () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 1, max: 14 }), (now, ahead) => {
        const date = addDays(getLondonMoment(now).date, ahead);
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
        const at = pricingMoment(now, date, "19:00");
        expect(getLondonMoment(at).date).toBe(date);
        expect(getLondonMoment(at).dayOfWeek).toBe(weekday);
      }),
    );
  });
});
