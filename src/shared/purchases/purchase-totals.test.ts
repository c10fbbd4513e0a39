import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateItemTotalPence, formatQuantity, parseQuantity } from "./purchase-totals";

describe("item totals in pence", () => {
  it("multiplies quantity by unit price and rounds half up", () => {
    expect(calculateItemTotalPence(1500, 299)).toBe(449); // 448.5 → 449
    expect(calculateItemTotalPence(2000, 1250)).toBe(2500);
    expect(calculateItemTotalPence(1, 1)).toBe(0);
  });

  it("stays exact past 2^53", () => {
    expect(calculateItemTotalPence(1_000_000_000, 10_000_000)).toBe(10_000_000_000_000);
  });

  it("a whole quantity gives exactly quantity × price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 }), (q, p) => {
        expect(calculateItemTotalPence(q * 1000, p)).toBe(q * p);
      }),
    );
  });

  it("parses and formats quantities with three decimals", () => {
    expect(parseQuantity("1.5")).toBe(1500);
    expect(parseQuantity("0.125")).toBe(125);
    expect(parseQuantity("1.2345")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (t) => {
        expect(parseQuantity(formatQuantity(t))).toBe(t);
      }),
    );
  });
});
