import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addOnlineTakings,
  COUNTER_TAKINGS_LINES,
  counterCashPence,
  counterTakingsLine,
  counterTakingsPence,
  netOnlineSalesPence,
} from "./online-takings";

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
      counter: fc.record({
        onlineCard: fc.integer({ min: -10_000_000, max: 10_000_000 }),
        onlineCash: fc.integer({ min: -10_000_000, max: 10_000_000 }),
        phoneCard: fc.integer({ min: -10_000_000, max: 10_000_000 }),
        phoneCash: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      }),
      giftVoucherPence: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 31 }), (days) => {
        const total = addOnlineTakings(days);
        expect(netOnlineSalesPence(total)).toBe(days.reduce((s, d) => s + netOnlineSalesPence(d), 0));
        expect(counterTakingsPence(total.counter)).toBe(
          days.reduce((s, d) => s + counterTakingsPence(d.counter), 0),
        );
        expect(counterCashPence(total.counter)).toBe(
          days.reduce((s, d) => s + d.counter.onlineCash + d.counter.phoneCash, 0),
        );
      }),
    );
  });

  it("counts an order paid at the counter on its channel's line, an order paid online on none", () => {
    expect(counterTakingsLine("online", "card")).toBe("onlineCard");
    expect(counterTakingsLine("online", "cash")).toBe("onlineCash");
    expect(counterTakingsLine("phone", "card")).toBe("phoneCard");
    expect(counterTakingsLine("phone", "cash")).toBe("phoneCash");
    for (const method of ["stripe", "paypal", "test", null] as const) {
      expect(counterTakingsLine("online", method)).toBeNull();
    }
    expect(new Set(COUNTER_TAKINGS_LINES).size).toBe(4);
  });
});
