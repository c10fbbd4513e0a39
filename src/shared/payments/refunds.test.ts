import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  getRefundablePence,
  getStatusAfterRefunds,
  noShowRefundParts,
  refundFeePart,
  refundTipPart,
} from "./refunds";

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

  it("gives the delivery fee back last unless staff say otherwise", () => {
    // £20.00 left of which the £2.50 fee: a £6 dish keeps the fee, a full refund returns it.
    const order = { refundablePence: 2000, feeLeftPence: 250 };
    expect(refundFeePart({ ...order, amountPence: 600 })).toEqual({ feePence: 0 });
    expect(refundFeePart({ ...order, amountPence: 2000 })).toEqual({ feePence: 250 });
    expect(refundFeePart({ ...order, amountPence: 1800 })).toEqual({ feePence: 50 });
    expect(refundFeePart({ ...order, amountPence: 850, deliveryFeePence: 250 })).toEqual({ feePence: 250 });
    expect(refundFeePart({ ...order, amountPence: 250, deliveryFeePence: 250 })).toEqual({ feePence: 250 });
    expect(refundFeePart({ ...order, amountPence: 600, deliveryFeePence: 300 })).toEqual({
      error: "Only £2.50 of the delivery fee is left to refund",
    });
    expect(refundFeePart({ ...order, amountPence: 200, deliveryFeePence: 250 })).toEqual({
      error: "The delivery fee's part is more than the refund",
    });
    expect(refundFeePart({ ...order, amountPence: 1900, deliveryFeePence: 0 })).toEqual({
      error: "The refund of £19.00 for the order is more than the £17.50 left besides the delivery fee",
    });
    expect(
      refundFeePart({ refundablePence: 900, feeLeftPence: 0, amountPence: 100, deliveryFeePence: 1 }),
    ).toEqual({
      error: "This order has no delivery fee left to refund",
    });
  });

  it("never counts more fee than is left, nor more than the refund (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }),
        (refundablePence, feeLeftPence, rawAmount, deliveryFeePence) => {
          fc.pre(refundablePence > 0);
          const amountPence = Math.min(rawAmount, refundablePence);
          const part = refundFeePart({ refundablePence, feeLeftPence, amountPence, deliveryFeePence });
          if ("error" in part) {
            expect(deliveryFeePence).toBeDefined();
            return;
          }
          expect(part.feePence).toBeGreaterThanOrEqual(0);
          expect(part.feePence).toBeLessThanOrEqual(Math.min(feeLeftPence, amountPence));
          // What is not fee never exceeds what is left besides the fee.
          const restLeft = refundablePence - Math.min(feeLeftPence, refundablePence);
          expect(amountPence - part.feePence).toBeLessThanOrEqual(restLeft);
        },
      ),
    );
  });

  describe("the tip's part (issue 40)", () => {
    it("goes back in full with a no-show's refund, part refunded before or not, and alone when the total is", () => {
      const paid = {
        paymentStatus: "completed",
        totalPence: 2000,
        refundedPence: 0,
        tipPence: 200,
        tipRefundedPence: 0,
      };
      expect(noShowRefundParts(paid)).toEqual({ refundPence: 2000, tipPence: 200 });
      const partRefunded = { ...paid, paymentStatus: "partially_refunded", refundedPence: 500 };
      expect(noShowRefundParts(partRefunded)).toEqual({ refundPence: 1500, tipPence: 200 });
      // The total refunded earlier with the tip kept: the no-show gives the tip back alone.
      const totalRefunded = { ...paid, paymentStatus: "refunded", refundedPence: 2000 };
      expect(noShowRefundParts(totalRefunded)).toEqual({ refundPence: 0, tipPence: 200 });
      expect(noShowRefundParts({ ...totalRefunded, tipRefundedPence: 200 })).toEqual({
        refundPence: 0,
        tipPence: 0,
      });
      // Unpaid: nothing to give back, not even the tip offered.
      expect(noShowRefundParts({ ...paid, paymentStatus: "pending" })).toEqual({
        refundPence: 0,
        tipPence: 0,
      });
    });

    it("goes back with a refund of everything left, not with a dish's", () => {
      expect(refundTipPart({ amountPence: 3000, refundablePence: 3000, tipLeftPence: 300 })).toEqual({
        tipPence: 300,
      });
      expect(refundTipPart({ amountPence: 900, refundablePence: 3000, tipLeftPence: 300 })).toEqual({
        tipPence: 0,
      });
    });

    it("follows staff's word either way, and may go back alone", () => {
      const base = { refundablePence: 3000, tipLeftPence: 300 };
      expect(refundTipPart({ ...base, amountPence: 900, refundTip: true })).toEqual({ tipPence: 300 });
      expect(refundTipPart({ ...base, amountPence: 3000, refundTip: false })).toEqual({ tipPence: 0 });
      expect(refundTipPart({ ...base, amountPence: 0, refundTip: true })).toEqual({ tipPence: 300 });
      expect(
        refundTipPart({ amountPence: 0, refundablePence: 0, tipLeftPence: 300, refundTip: true }),
      ).toEqual({
        tipPence: 300,
      });
    });

    it("refuses a tip that is not there, and a refund of nothing", () => {
      expect(
        refundTipPart({ amountPence: 500, refundablePence: 3000, tipLeftPence: 0, refundTip: true }),
      ).toEqual({
        error: "This order has no tip left to refund",
      });
      expect(refundTipPart({ amountPence: 0, refundablePence: 3000, tipLeftPence: 300 })).toEqual({
        error: "Enter an amount to refund",
      });
      // Nothing left of the order and no tip: even "everything" is nothing.
      expect(refundTipPart({ amountPence: 0, refundablePence: 0, tipLeftPence: 0 })).toEqual({
        error: "Enter an amount to refund",
      });
    });

    it("never gives back more than the tip left, nor any of it unasked for a part refund", () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 50_000 }),
          fc.integer({ min: 0, max: 50_000 }),
          fc.integer({ min: 0, max: 5_000 }),
          fc.option(fc.boolean(), { nil: undefined }),
          (amountPence, refundablePence, tipLeftPence, refundTip) => {
            fc.pre(amountPence <= refundablePence);
            const part = refundTipPart({ amountPence, refundablePence, tipLeftPence, refundTip });
            if ("error" in part) {
              expect(amountPence === 0 || (refundTip === true && tipLeftPence === 0)).toBe(true);
              return;
            }
            expect(part.tipPence).toBeGreaterThanOrEqual(0);
            expect(part.tipPence).toBeLessThanOrEqual(tipLeftPence);
            expect(amountPence + part.tipPence).toBeGreaterThan(0);
            if (refundTip === undefined && amountPence < refundablePence) expect(part.tipPence).toBe(0);
            if (refundTip === false) expect(part.tipPence).toBe(0);
          },
        ),
      );
    });
  });
});
