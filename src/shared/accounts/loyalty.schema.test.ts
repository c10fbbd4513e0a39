import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateLoyaltyPoints, calculatePointsTakenBack, formatPoundsDecimal } from "./loyalty.schema";

describe("calculateLoyaltyPoints", () => {
  it("gives one point per whole pound by default", () => {
    expect(calculateLoyaltyPoints(2499, 1)).toBe(24);
    expect(calculateLoyaltyPoints(2500, 1)).toBe(25);
    expect(calculateLoyaltyPoints(99, 1)).toBe(0);
    expect(calculateLoyaltyPoints(3000, 2)).toBe(60);
  });

  it("never pays for part of a pound and grows with the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10 }), (pence, rate) => {
        const points = calculateLoyaltyPoints(pence, rate);
        expect(points).toBe(Math.floor(pence / 100) * rate);
        expect(points).toBeLessThanOrEqual((pence / 100) * rate);
        expect(calculateLoyaltyPoints(pence + 100, rate)).toBe(points + rate);
      }),
    );
  });

  it("gives nothing for nothing", () => {
    expect(calculateLoyaltyPoints(0, 1)).toBe(0);
    expect(calculateLoyaltyPoints(-500, 1)).toBe(0);
  });
});

describe("formatPoundsDecimal", () => {
  it("writes pence as pounds with two decimals", () => {
    expect(formatPoundsDecimal(0)).toBe("0.00");
    expect(formatPoundsDecimal(12345)).toBe("123.45");
    expect(formatPoundsDecimal(5)).toBe("0.05");
  });
});

describe("calculatePointsTakenBack", () => {
  it("takes back the refunded share, in the customer's favour, and everything on a full refund", () => {
    expect(calculatePointsTakenBack(40, 1000, 4000)).toBe(10);
    expect(calculatePointsTakenBack(33, 1000, 3390)).toBe(9);
    expect(calculatePointsTakenBack(33, 3390, 3390)).toBe(33);
    expect(calculatePointsTakenBack(33, 0, 3390)).toBe(0);
    expect(calculatePointsTakenBack(0, 3390, 3390)).toBe(0);
  });
});
