import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shareTips, tipPence } from "./tips";
import { TipSettingsSchema } from "./tips.schema";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("a tip at checkout", () => {
  it("is the percentage of the order's total, half up, and nothing on nothing", () => {
    expect(tipPence(2450, 10)).toBe(245);
    expect(tipPence(2455, 10)).toBe(246); // 245.5
    expect(tipPence(999, 12)).toBe(120); // 119.88
    expect(tipPence(0, 10)).toBe(0);
    expect(tipPence(1000, 0)).toBe(0);
  });

  it("settings refuse a repeated, fractional or too large percentage", () => {
    expect(TipSettingsSchema.safeParse({ enabled: true, percentages: [5, 10] }).success).toBe(true);
    for (const percentages of [[10, 10], [2.5], [31], [], [1, 2, 3, 4, 5]]) {
      expect(TipSettingsSchema.safeParse({ enabled: true, percentages }).success).toBe(false);
    }
  });
});

describe("a day's tips shared", () => {
  it("by minutes worked: 6 h and 3 h share £10.00 as £6.67 and £3.33", () => {
    expect(
      shareTips(1000, [
        { employeeId: 1, weight: 360 },
        { employeeId: 2, weight: 180 },
      ]).map((s) => s.sharePence),
    ).toEqual([667, 333]);
  });

  it("leaves out who did not work and shares nothing when nobody did", () => {
    expect(shareTips(1000, [{ employeeId: 1, weight: 0 }])).toEqual([]);
    expect(
      shareTips(1000, [
        { employeeId: 1, weight: 0 },
        { employeeId: 2, weight: 60 },
      ]),
    ).toEqual([{ employeeId: 2, weight: 60, sharePence: 1000 }]);
  });

  it("always sums to the day's tips to the penny, each share within a penny of its exact part", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 15 }),
        (total, weights) => {
          const people = weights.map((weight, i) => ({ employeeId: i + 1, weight }));
          const shares = shareTips(total, people);
          const weightSum = sum(weights);
          if (weightSum === 0) {
            expect(shares).toEqual([]);
            return;
          }
          expect(sum(shares.map((s) => s.sharePence))).toBe(total);
          for (const s of shares) {
            expect(s.sharePence).toBeGreaterThanOrEqual(0);
            expect(Math.abs(s.sharePence - (total * s.weight) / weightSum)).toBeLessThan(1);
          }
        },
      ),
    );
  });
});
