import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DeliveryHours,
  deliveryWindow,
  describeDeliveryHours,
  withinDeliveryHours,
} from "./delivery-hours";

const evening = { start: "17:00", end: "21:30" };
// Sunday lunch to early evening, no Monday, evenings the rest of the week.
const hours: DeliveryHours = [
  { start: "12:00", end: "20:00" },
  null,
  evening,
  evening,
  evening,
  evening,
  evening,
];

describe("delivery hours", () => {
  it("follow the collection hours until the owner sets their own", () => {
    expect(deliveryWindow(null, 1)).toBe("any");
    expect(withinDeliveryHours(null, 1, "03:00")).toBe(true);
    expect(describeDeliveryHours(null)).toBeNull();
  });

  it("take a delivery from the day's start to its end, and none on a day without", () => {
    expect(withinDeliveryHours(hours, 2, "16:59")).toBe(false);
    expect(withinDeliveryHours(hours, 2, "17:00")).toBe(true);
    expect(withinDeliveryHours(hours, 2, "21:30")).toBe(true);
    expect(withinDeliveryHours(hours, 2, "21:45")).toBe(false);
    expect(withinDeliveryHours(hours, 1, "18:00")).toBe(false);
    expect(withinDeliveryHours(hours, 0, "12:30")).toBe(true);
  });

  it("say the week in words, Monday first, days alike run together", () => {
    expect(describeDeliveryHours(hours)).toBe(
      "Monday: no delivery; Tuesday to Saturday: 17:00-21:30; Sunday: 12:00-20:00",
    );
  });

  it("a time is within the hours exactly when it lies in its day's window (property)", () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const window = fc
      .tuple(time, time)
      .map(([a, b]) => (a < b ? { start: a, end: b } : { start: b, end: a }));
    fc.assert(
      fc.property(
        fc.array(fc.option(window, { nil: null }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 6 }),
        time,
        (week, day, t) => {
          const w = week[day] ?? null;
          expect(withinDeliveryHours(week, day, t)).toBe(w !== null && w.start <= t && t <= w.end);
        },
      ),
    );
  });
});
