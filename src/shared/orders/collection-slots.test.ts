import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { getDaySchedule } from "../opening-hours/day-schedule";
import { DEFAULT_WEEK } from "../opening-hours/default-week";
import { anyWeekArb } from "../opening-hours/hours.arbitraries";
import { formatTime, getLondonMoment, parseTime } from "../opening-hours/london-time";
import type { HoursData } from "../opening-hours/opening-hours.schema";
import {
  CLOSED_HINT,
  FULLY_BOOKED_HINT,
  getCollectionSlots,
  getEarliestLeadTime,
  isCollectableInShift,
  NO_DATES_MESSAGE,
} from "./collection-slots";

const times = (r: { slots: { time: string }[] }) => r.slots.map((s) => s.time);
const halfHours = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = parseTime(from); t <= parseTime(to); t += 30) out.push(formatTime(t));
  return out;
};

// Tuesday 24 November 2026 (GMT, so London = UTC).
const TUESDAY = "2026-11-24";

describe("getCollectionSlots: examples", () => {
  it("offers today only, labelled with weekday, day and month", () => {
    const r = getCollectionSlots({ now: new Date(`${TUESDAY}T09:00:00Z`), hours: DEFAULT_WEEK });
    expect(r.date).toBe(TUESDAY);
    expect(r.dateLabel).toBe("Today - Tuesday 24 November");
    expect(r.message).toBeNull();
    expect(r.todayHours).toBe("11:00-15:00, 17:00-23:00");
  });

  it("starts at 12:00 even though the restaurant opens at 11:00 (the 12:00 floor)", () => {
    const r = getCollectionSlots({ now: new Date(`${TUESDAY}T09:00:00Z`), hours: DEFAULT_WEEK });
    expect(times(r)).toEqual([...halfHours("12:00", "14:30"), ...halfHours("17:00", "22:30")]);
    expect(r.slots[0]).toEqual({ time: "12:00", periodName: "Lunch", label: "12:00 (Lunch)" });
    expect(r.slots.at(-1)).toEqual({ time: "22:30", periodName: "Dinner", label: "22:30 (Dinner)" });
  });

  it("needs 30 minutes' lead time, rounded up to the next half hour", () => {
    const at = (hhmmss: string) =>
      times(getCollectionSlots({ now: new Date(`${TUESDAY}T${hhmmss}Z`), hours: DEFAULT_WEEK }))[0];
    expect(at("12:00:00")).toBe("12:30");
    expect(at("12:00:01")).toBe("13:00");
    expect(at("12:10:00")).toBe("13:00");
    expect(at("12:30:00")).toBe("13:00");
    expect(at("11:29:00")).toBe("12:00");
    expect(at("11:31:00")).toBe("12:30");
    expect(at("13:50:00")).toBe("14:30");
    // 15:00 is the lunch shift's closing time: the next slot is the dinner shift's first.
    expect(at("14:20:00")).toBe("17:00");
    // Between the shifts: the dinner shift's opening.
    expect(at("14:40:00")).toBe("17:00");
    expect(at("16:45:00")).toBe("17:30");
    expect(getEarliestLeadTime(parseTime("22:31"), 0)).toBe(parseTime("23:30"));
  });

  it("ends at the last-order time of each shift, or the last half hour before it closes", () => {
    const hours: HoursData = {
      ...DEFAULT_WEEK,
      periods: DEFAULT_WEEK.periods.map((p) =>
        p.periodName === "Dinner" ? { ...p, lastOrderTime: "21:30" } : { ...p, lastOrderTime: null },
      ),
    };
    const r = getCollectionSlots({ now: new Date(`${TUESDAY}T09:00:00Z`), hours });
    expect(times(r)).toEqual([...halfHours("12:00", "14:30"), ...halfHours("17:00", "21:30")]);
  });

  it("with no slots left while open, says they are booked or passed; after close, that we are closed", () => {
    const late = getCollectionSlots({ now: new Date(`${TUESDAY}T22:45:00Z`), hours: DEFAULT_WEEK });
    expect(late.slots).toEqual([]);
    expect(late.isOpenNow).toBe(true);
    expect(late.hint).toBe(FULLY_BOOKED_HINT);
    expect(late.tomorrowPeriods).toEqual([
      { name: "Lunch", openTime: "11:00", closeTime: "15:00" },
      { name: "Dinner", openTime: "17:00", closeTime: "23:00" },
    ]);
    const closed = getCollectionSlots({ now: new Date(`${TUESDAY}T23:30:00Z`), hours: DEFAULT_WEEK });
    expect(closed.slots).toEqual([]);
    expect(closed.hint).toBe(CLOSED_HINT);
  });

  it("merges overlapping periods without duplicates, sorted, labelled with the first period's name", () => {
    const hours: HoursData = {
      ...DEFAULT_WEEK,
      periods: [
        {
          dayOfWeek: 2,
          periodName: "Evening",
          openTime: "18:00",
          closeTime: "20:00",
          lastOrderTime: null,
          isOrderingEnabled: true,
          isActive: true,
        },
        {
          dayOfWeek: 2,
          periodName: "Afternoon",
          openTime: "13:00",
          closeTime: "19:00",
          lastOrderTime: "19:00",
          isOrderingEnabled: true,
          isActive: true,
        },
        {
          dayOfWeek: 2,
          periodName: "Hidden",
          openTime: "12:00",
          closeTime: "23:00",
          lastOrderTime: null,
          isOrderingEnabled: true,
          isActive: false,
        },
      ],
    };
    const r = getCollectionSlots({ now: new Date(`${TUESDAY}T09:00:00Z`), hours });
    expect(times(r)).toEqual(halfHours("13:00", "19:30"));
    expect(r.slots.find((s) => s.time === "18:30")?.periodName).toBe("Afternoon");
    expect(r.slots.find((s) => s.time === "19:30")?.periodName).toBe("Evening");
  });

  it("skips shifts where online ordering is disabled", () => {
    const hours: HoursData = {
      ...DEFAULT_WEEK,
      periods: DEFAULT_WEEK.periods.map((p) =>
        p.periodName === "Lunch" ? { ...p, isOrderingEnabled: false } : p,
      ),
    };
    const r = getCollectionSlots({ now: new Date(`${TUESDAY}T09:00:00Z`), hours });
    expect(times(r)).toEqual(halfHours("17:00", "22:30"));
  });

  it("uses the day's operating hours without periods, and 11:00-22:00 when the day has no row", () => {
    const friday = getCollectionSlots({ now: new Date("2026-11-27T09:00:00Z"), hours: DEFAULT_WEEK });
    expect(times(friday)).toEqual(halfHours("12:00", "22:30"));
    expect(friday.slots[0]?.periodName).toBe("Opening hours");
    const empty = getCollectionSlots({
      now: new Date("2026-11-27T09:00:00Z"),
      hours: { hours: [], periods: [], specialHours: [] },
    });
    expect(times(empty)).toEqual(halfHours("12:00", "21:30"));
  });

  it("offers no date on a closed day, with the spec's message", () => {
    const monday = getCollectionSlots({ now: new Date("2026-11-23T12:00:00Z"), hours: DEFAULT_WEEK });
    expect(monday).toMatchObject({ date: null, dateLabel: null, slots: [], message: NO_DATES_MESSAGE });
    expect(monday.hint).toBe(CLOSED_HINT);
    expect(monday.todayHours).toBe("Closed");
    expect(monday.tomorrowPeriods.map((p) => p.name)).toEqual(["Lunch", "Dinner"]);
  });

  it("lets special hours for today override: closed, or their own times and last order", () => {
    const closed = getCollectionSlots({
      now: new Date(`${TUESDAY}T09:00:00Z`),
      hours: {
        ...DEFAULT_WEEK,
        specialHours: [
          {
            date: TUESDAY,
            isClosed: true,
            openTime: null,
            closeTime: null,
            lastOrderTime: null,
            isOrderingEnabled: true,
            reason: "Staff training",
          },
        ],
      },
    });
    expect(closed.date).toBeNull();
    expect(closed.message).toBe(NO_DATES_MESSAGE);

    const special = getCollectionSlots({
      now: new Date(`${TUESDAY}T09:00:00Z`),
      hours: {
        ...DEFAULT_WEEK,
        specialHours: [
          {
            date: TUESDAY,
            isClosed: false,
            openTime: "17:00",
            closeTime: "21:00",
            lastOrderTime: "20:30",
            isOrderingEnabled: true,
            reason: "Private event",
          },
        ],
      },
    });
    expect(times(special)).toEqual(halfHours("17:00", "20:30"));
    expect(special.slots[0]?.label).toBe("17:00 (Private event)");
  });

  it("does not offer a full slot", () => {
    const r = getCollectionSlots({
      now: new Date(`${TUESDAY}T09:00:00Z`),
      hours: DEFAULT_WEEK,
      bookedCounts: { "12:00": 10, "12:30": 9 },
      capacityPerSlot: 10,
    });
    expect(times(r)[0]).toBe("12:30");
    const all = Object.fromEntries(halfHours("12:00", "23:00").map((t) => [t, 3]));
    const full = getCollectionSlots({
      now: new Date(`${TUESDAY}T09:00:00Z`),
      hours: DEFAULT_WEEK,
      bookedCounts: all,
      capacityPerSlot: 3,
    });
    expect(full.slots).toEqual([]);
    expect(full.hint).toBe(CLOSED_HINT); // 09:00: not open yet
  });

  it("never offers a slot at the closing time, even when the last order time is the closing time", () => {
    // Issue 21: a 23:00 slot was offered by a shift closing at 23:00.
    const hours: HoursData = {
      ...DEFAULT_WEEK,
      periods: DEFAULT_WEEK.periods.map((p) => ({ ...p, lastOrderTime: p.closeTime })),
    };
    const evening = getCollectionSlots({ now: new Date(`${TUESDAY}T21:40:00Z`), hours });
    expect(times(evening)).toEqual(["22:30"]);
    const closing = getCollectionSlots({ now: new Date(`${TUESDAY}T22:20:00Z`), hours });
    expect(times(closing)).toEqual([]);
    expect(isCollectableInShift(parseTime("23:00"), { open: 1020, close: 1380, lastOrder: 1380 })).toBe(
      false,
    );
    expect(isCollectableInShift(parseTime("22:30"), { open: 1020, close: 1380, lastOrder: 1380 })).toBe(true);
  });

  it("while paused, the pause is the only reason given: no 'fully booked', no tomorrow while it ends today", () => {
    const paused = getCollectionSlots({
      now: new Date(`${TUESDAY}T19:44:00Z`),
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date(`${TUESDAY}T20:29:00Z`),
    });
    expect(paused.hint).toBeNull();
    expect(paused.tomorrowPeriods).toEqual([]);
    const overnight = getCollectionSlots({
      now: new Date(`${TUESDAY}T19:44:00Z`),
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date("2026-11-25T10:00:00Z"),
    });
    expect(overnight.tomorrowPeriods.map((p) => p.name)).toEqual(["Lunch", "Dinner"]);
  });

  it("offers nothing while online ordering is paused, and says until when", () => {
    const now = new Date(`${TUESDAY}T12:10:00Z`);
    const paused = getCollectionSlots({
      now,
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date(`${TUESDAY}T13:30:00Z`),
    });
    expect(paused.slots).toEqual([]);
    expect(paused.date).toBe(TUESDAY);
    expect(paused.message).toBe("Online ordering is paused until 13:30. Please check back then.");
    const over = getCollectionSlots({
      now,
      hours: DEFAULT_WEEK,
      orderingPausedUntil: new Date(`${TUESDAY}T12:00:00Z`),
    });
    expect(over.slots.length).toBeGreaterThan(0);
    expect(over.message).toBeNull();
  });

  it("is correct on the day the clocks go forward (Sunday 29 March 2026)", () => {
    // 11:10 UTC is 12:10 BST: earliest 12:40 -> 13:00.
    const r = getCollectionSlots({ now: new Date("2026-03-29T11:10:00Z"), hours: DEFAULT_WEEK });
    expect(r.dateLabel).toBe("Today - Sunday 29 March");
    expect(times(r)[0]).toBe("13:00");
    expect(times(r).at(-1)).toBe("22:30");
    // 00:30 UTC is 00:30 GMT, before the change: today is still the 29th, slots from 12:00.
    const early = getCollectionSlots({ now: new Date("2026-03-29T00:30:00Z"), hours: DEFAULT_WEEK });
    expect(times(early)[0]).toBe("12:00");
    // 22:30 UTC is 23:30 BST: after close.
    const late = getCollectionSlots({ now: new Date("2026-03-29T22:30:00Z"), hours: DEFAULT_WEEK });
    expect(late.slots).toEqual([]);
    expect(late.hint).toBe(CLOSED_HINT);
  });

  it("is correct on the day the clocks go back (Sunday 25 October 2026)", () => {
    // 11:10 UTC is 11:10 GMT after the change: earliest 11:40 -> 12:00.
    const r = getCollectionSlots({ now: new Date("2026-10-25T11:10:00Z"), hours: DEFAULT_WEEK });
    expect(r.dateLabel).toBe("Today - Sunday 25 October");
    expect(times(r)[0]).toBe("12:00");
    // The day before, the same UTC instant is 12:10 BST.
    const saturday = getCollectionSlots({ now: new Date("2026-10-24T11:10:00Z"), hours: DEFAULT_WEEK });
    expect(times(saturday)[0]).toBe("13:00");
    // 23:30 UTC on the 24th is 00:30 BST on the 25th: the date is already Sunday.
    const midnight = getCollectionSlots({ now: new Date("2026-10-24T23:30:00Z"), hours: DEFAULT_WEEK });
    expect(midnight.date).toBe("2026-10-25");
  });
});

describe("getCollectionSlots: whatever the process time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it("gives the same answer under UTC, Los Angeles, Kolkata and Kiritimati", () => {
    const instants = [
      "2026-11-24T12:10:00Z",
      "2026-03-29T11:10:00Z",
      "2026-10-25T00:30:00Z",
      "2026-10-24T23:30:00Z",
      "2026-07-07T22:59:00Z",
    ].map((s) => new Date(s));
    process.env.TZ = "UTC";
    const baseline = instants.map((now) => getCollectionSlots({ now, hours: DEFAULT_WEEK }));
    for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati", "Europe/London"]) {
      process.env.TZ = tz;
      // Proof that the zone really changed for this process.
      expect(new Date("2026-01-01T00:00:00Z").getHours(), tz).not.toBe(tz === "Europe/London" ? 1 : 0);
      expect(
        instants.map((now) => getCollectionSlots({ now, hours: DEFAULT_WEEK })),
        tz,
      ).toEqual(baseline);
    }
  });
});

/* ------------------------------------------------------------------ properties */

const hhmmOnGrid = (from: number, to: number) =>
  fc.integer({ min: from / 30, max: to / 30 }).map((n) => formatTime(n * 30));

const periodArb = fc
  .record({
    dayOfWeek: fc.integer({ min: 0, max: 6 }),
    periodName: fc.constantFrom("Lunch", "Dinner", "Shift 1", "Late"),
    openTime: hhmmOnGrid(6 * 60, 21 * 60),
    length: fc.integer({ min: 1, max: 10 }),
    lastOrderBack: fc.integer({ min: 0, max: 2 }),
    isOrderingEnabled: fc.boolean(),
    isActive: fc.boolean(),
  })
  .map(({ length, lastOrderBack, ...p }) => {
    const close = Math.min(parseTime(p.openTime) + length * 60, 23 * 60 + 30);
    return {
      ...p,
      closeTime: formatTime(close),
      lastOrderTime:
        lastOrderBack === 0 ? null : formatTime(Math.max(parseTime(p.openTime), close - 30 * lastOrderBack)),
    };
  });

const hoursArb: fc.Arbitrary<HoursData> = fc.record({
  hours: fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      openTime: hhmmOnGrid(8 * 60, 13 * 60),
      closeTime: hhmmOnGrid(14 * 60, 23 * 60),
      isClosed: fc.boolean(),
      isOrderingEnabled: fc.boolean(),
      lastOrderTime: fc.option(hhmmOnGrid(14 * 60, 23 * 60), { nil: null }),
    }),
    { maxLength: 7 },
  ),
  periods: fc.array(periodArb, { maxLength: 6 }),
  specialHours: fc.constant([]),
});

// Any instant in 2026, including both clock-change days.
const instantArb = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31, 23, 59, 59) })
  .map((ms) => new Date(ms));
const dstInstantArb = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 2, 28, 23), max: Date.UTC(2026, 2, 29, 23) }).map((ms) => new Date(ms)),
  fc.integer({ min: Date.UTC(2026, 9, 24, 23), max: Date.UTC(2026, 9, 25, 23) }).map((ms) => new Date(ms)),
);
const bookedArb = fc.dictionary(hhmmOnGrid(12 * 60, 23 * 60), fc.integer({ min: 0, max: 12 }));

describe("getCollectionSlots: properties", () => {
  const input = fc.record({
    now: fc.oneof(instantArb, dstInstantArb),
    hours: hoursArb,
    bookedCounts: bookedArb,
    capacityPerSlot: fc.integer({ min: 1, max: 12 }),
  });

  it("slots are today's, sorted, unique, inside an ordering shift, after 12:00 and the lead time, never full", () => {
    fc.assert(
      fc.property(input, ({ now, hours, bookedCounts, capacityPerSlot }) => {
        const r = getCollectionSlots({ now, hours, bookedCounts, capacityPerSlot });
        const moment = getLondonMoment(now);
        const schedule = getDaySchedule(moment.date, hours);
        const minutes = r.slots.map((s) => parseTime(s.time));
        for (let i = 1; i < minutes.length; i++) expect(minutes[i]).toBeGreaterThan(minutes[i - 1] as number);
        for (const [i, slot] of r.slots.entries()) {
          const t = minutes[i] as number;
          expect(t).toBeGreaterThanOrEqual(12 * 60);
          // At least 30 minutes from now (in London wall-clock time).
          expect(t * 60).toBeGreaterThanOrEqual(moment.minutes * 60 + moment.seconds + 30 * 60);
          expect((bookedCounts[slot.time] ?? 0) < capacityPerSlot).toBe(true);
          const shift = schedule.shifts.find(
            (s) =>
              s.orderingEnabled &&
              s.name === slot.periodName &&
              t >= s.open &&
              t <= s.lastOrder &&
              t < s.close,
          );
          expect(shift).toBeDefined();
          expect(slot.label).toBe(`${slot.time} (${slot.periodName})`);
        }
        if (schedule.isClosed) {
          expect(r.date).toBeNull();
          expect(r.slots).toEqual([]);
        } else {
          expect(r.date).toBe(moment.date);
        }
        expect(r.hint === null).toBe(r.slots.length > 0);
      }),
      { numRuns: 400 },
    );
  });

  it("misses no slot: every half hour from a shift's first allowed slot to its last order is offered unless full", () => {
    fc.assert(
      fc.property(input, ({ now, hours, bookedCounts, capacityPerSlot }) => {
        const r = getCollectionSlots({ now, hours, bookedCounts, capacityPerSlot });
        const moment = getLondonMoment(now);
        const schedule = getDaySchedule(moment.date, hours);
        if (schedule.isClosed) return;
        const offered = new Set(r.slots.map((s) => s.time));
        const earliest = Math.max(12 * 60, getEarliestLeadTime(moment.minutes, moment.seconds));
        for (const shift of schedule.shifts.filter((s) => s.orderingEnabled)) {
          for (
            let t = Math.max(shift.open, earliest);
            t <= shift.lastOrder && t < shift.close && t < 1440;
            t += 30
          ) {
            const time = formatTime(t);
            expect(offered.has(time)).toBe((bookedCounts[time] ?? 0) < capacityPerSlot);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("no slot at or after the closing time of its shift, for any week staff could enter", () => {
    fc.assert(
      fc.property(fc.oneof(instantArb, dstInstantArb), anyWeekArb, (now, hours) => {
        const r = getCollectionSlots({ now, hours });
        const schedule = getDaySchedule(getLondonMoment(now).date, hours);
        for (const slot of r.slots) {
          const t = parseTime(slot.time);
          const shifts = schedule.shifts.filter((s) => s.orderingEnabled && s.name === slot.periodName);
          expect(shifts.some((s) => t >= s.open && t < s.close && t <= s.lastOrder)).toBe(true);
        }
        // The day's last closing time is never a slot.
        const lastClose = Math.max(0, ...schedule.shifts.map((s) => s.close));
        expect(r.slots.some((s) => parseTime(s.time) >= lastClose)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it("more bookings never add a slot; a later moment never adds one", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 6 * 3600 * 1000 }), (i, laterMs) => {
        const r = getCollectionSlots(i);
        const busier = getCollectionSlots({
          ...i,
          bookedCounts: {
            ...i.bookedCounts,
            ...Object.fromEntries(r.slots.map((s) => [s.time, i.capacityPerSlot])),
          },
        });
        expect(busier.slots).toEqual([]);
        const later = getCollectionSlots({ ...i, now: new Date(i.now.getTime() + laterMs) });
        if (later.date === r.date) {
          const before = new Set(r.slots.map((s) => s.time));
          for (const s of later.slots) expect(before.has(s.time)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
