import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getRefundablePence, getStatusAfterRefunds } from "./refunds";

describe("refund rules", () => {
  it("only a paid order has something to refund", () => {
    expect(getRefundablePence({ paymentStatus: "pending", totalPence: 1000, refundedPence: 0 })).toBe(0);
    expect(getRefundablePence({ paymentStatus: "completed", totalPence: 1000, refundedPence: 0 })).toBe(1000);
    expect(
      getRefundablePence({ paymentStatus: "partially_refunded", totalPence: 1000, refundedPence: 300 }),
    ).toBe(700);
    expect(getRefundablePence({ paymentStatus: "refunded", totalPence: 1000, refundedPence: 1000 })).toBe(0);
  });

  it("names the status from what was refunded", () => {
    expect(getStatusAfterRefunds(1000, 0)).toBe("completed");
    expect(getStatusAfterRefunds(1000, 1)).toBe("partially_refunded");
    expect(getStatusAfterRefunds(1000, 1000)).toBe("refunded");
  });

  it("refundable plus refunded never exceeds the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (t, r) => {
        const refunded = Math.min(t, r);
        const status = getStatusAfterRefunds(t, refunded);
        const left = getRefundablePence({ paymentStatus: status, totalPence: t, refundedPence: refunded });
        expect(left + refunded).toBeLessThanOrEqual(t);
        expect(left === 0).toBe(refunded === t);
      }),
    );
  });
});
