import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideNoShowRefund, describeNoShowMoney, describeNoShowResult } from "./no-show.schema";

describe("decideNoShowRefund", () => {
  it("owners refund at once; staff only up to the limit (0 = never); nothing paid, nothing to do", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (pence, limit) => {
          const owner = decideNoShowRefund(pence, "owner", limit);
          const staff = decideNoShowRefund(pence, "staff", limit);
          if (pence === 0) {
            expect([owner, staff]).toEqual(["nothing_to_refund", "nothing_to_refund"]);
          } else {
            expect(owner).toBe("refund_now");
            expect(staff).toBe(pence <= limit ? "refund_now" : "to_approve");
          }
        },
      ),
    );
    expect(decideNoShowRefund(1, "staff", 0)).toBe("to_approve");
    expect(decideNoShowRefund(2500, "staff", 2500)).toBe("refund_now");
    expect(decideNoShowRefund(2501, "staff", 2500)).toBe("to_approve");
  });

  it("tells staff what happened in pounds", () => {
    expect(describeNoShowResult("HH-1", "refunded", { refundPence: 2350, tipPence: 0 })).toBe(
      "Order HH-1 cancelled as a no-show and £23.50 refunded.",
    );
    expect(
      describeNoShowResult(
        "HH-1",
        "to_approve",
        { refundPence: 2350, tipPence: 0 },
        "Stripe refused the refund",
      ),
    ).toBe(
      "Order HH-1 cancelled as a no-show. The refund of £23.50 waits for an owner's approval (it could not be made now: Stripe refused the refund).",
    );
  });

  it("names the diner's tip given back with the refund, or alone", () => {
    expect(describeNoShowResult("HH-1", "refunded", { refundPence: 1500, tipPence: 200 })).toBe(
      "Order HH-1 cancelled as a no-show and £17.00 (with the £2.00 tip) refunded.",
    );
    expect(describeNoShowMoney({ refundPence: 0, tipPence: 200 })).toBe("the £2.00 tip");
    expect(describeNoShowMoney({ refundPence: 1500, tipPence: 0 })).toBe("£15.00");
  });
});
