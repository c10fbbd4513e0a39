import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addOnlineTakings, netOnlineSalesPence } from "./online-takings";

describe("online takings", () => {
  it("takes the day's refunds off the day's online sales", () => {
    expect(netOnlineSalesPence({ grossPence: 11486, refundsPence: 395 })).toBe(11091);
    // A day with a refund of an earlier order and no sales is below zero, not hidden.
    expect(netOnlineSalesPence({ grossPence: 0, refundsPence: 3378 })).toBe(-3378);
  });

  it("nets a sum of days as the sum of each day's net", () => {
    const day = fc.record({
      grossPence: fc.nat(10_000_000),
      refundsPence: fc.nat(10_000_000),
      phoneNetPence: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      phoneCashNetPence: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 31 }), (days) => {
        const total = addOnlineTakings(days);
        expect(netOnlineSalesPence(total)).toBe(days.reduce((s, d) => s + netOnlineSalesPence(d), 0));
      }),
    );
  });
});
