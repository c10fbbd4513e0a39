import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSoldOutOn, isSoldOutTodayOnly } from "./sold-out";

describe("sold out on a day", () => {
  it("a dish marked sold out today is back the next day; one switched off is not", () => {
    const today = { isAvailable: true, soldOutUntil: "2026-12-04" };
    expect(isSoldOutOn(today, "2026-12-03")).toBe(true);
    expect(isSoldOutOn(today, "2026-12-04")).toBe(false);
    expect(isSoldOutOn(today, "2026-12-05")).toBe(false);
    expect(isSoldOutOn({ isAvailable: false, soldOutUntil: null }, "2026-12-05")).toBe(true);
    expect(isSoldOutOn({ isAvailable: true, soldOutUntil: null }, "2026-12-03")).toBe(false);
  });

  it("only today's kind of sold out leaves later days open", () => {
    expect(isSoldOutTodayOnly({ isAvailable: true, isSoldOut: true })).toBe(true);
    expect(isSoldOutTodayOnly({ isAvailable: false, isSoldOut: true })).toBe(false);
    expect(isSoldOutTodayOnly({ isAvailable: true, isSoldOut: false })).toBe(false);
  });

  it("for any day: sold out exactly before its date, or always when switched off", () => {
    const day = fc
      .integer({ min: 0, max: 3650 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.boolean(), fc.option(day, { nil: null }), day, (isAvailable, soldOutUntil, date) => {
        const out = isSoldOutOn({ isAvailable, soldOutUntil }, date);
        expect(out).toBe(!isAvailable || (soldOutUntil !== null && date < soldOutUntil));
      }),
    );
  });
});
