import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apportion,
  formatVatRate,
  orderVat,
  refundVat,
  refundVatWithFee,
  sumByRate,
  vatInGross,
  vatOnFee,
} from "./vat";
import { defaultRateForCategory, vatParts } from "./vat-rates";

const rate = fc.constantFrom(2000, 0, 500);
const line = fc.record({
  grossPence: fc.integer({ min: 0, max: 50_000 }),
  rateBasisPoints: rate,
});
const lines = fc
  .array(line, { minLength: 1, maxLength: 12 })
  .map((ls) => ls.map((l, i) => ({ ...l, key: String(i) })));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("VAT inside a VAT-inclusive price", () => {
  it("is a sixth at 20%, nothing at zero, a twenty-first at 5%, to the nearest penny", () => {
    expect(vatInGross(1200, 2000)).toBe(200);
    expect(vatInGross(1000, 2000)).toBe(167); // 166.67
    expect(vatInGross(1003, 2000)).toBe(167); // 167.17
    expect(vatInGross(1000, 0)).toBe(0);
    expect(vatInGross(2100, 500)).toBe(100);
    expect(vatInGross(-1200, 2000)).toBe(-200);
    expect(vatOnFee(299, 2000)).toBe(50); // 49.83
    expect(formatVatRate(2000)).toBe("20%");
    expect(formatVatRate(0)).toBe("0%");
    expect(formatVatRate(1750)).toBe("17.5%");
  });

  it("is within half a penny of the exact VAT", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), rate, (gross, r) => {
        const exact = (gross * r) / (10_000 + r);
        expect(Math.abs(vatInGross(gross, r) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("apportioning", () => {
  it("always adds up to the whole, each share within a penny of its exact part", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = apportion(total, weights);
          expect(sum(shares)).toBe(total);
          const w = sum(weights);
          if (w > 0) {
            shares.forEach((s, i) => {
              expect(Math.abs(s - (total * (weights[i] ?? 0)) / w)).toBeLessThan(1);
            });
          }
        },
      ),
    );
  });
});

describe("an order's VAT", () => {
  it("order-line VAT sums to the order's VAT, which is each rate's VAT of its paid amount", () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100_000 }), (ls, discount) => {
        const v = orderVat(ls, discount);
        expect(sum(v.lines.map((l) => l.vatPence))).toBe(v.vatPence);
        expect(sum(v.byRate.map((r) => r.vatPence))).toBe(v.vatPence);
        for (const r of v.byRate) {
          const paid = sum(
            v.lines.filter((l) => l.rateBasisPoints === r.rateBasisPoints).map((l) => l.paidPence),
          );
          expect(r.grossPence).toBe(paid);
          expect(r.vatPence).toBe(vatInGross(paid, r.rateBasisPoints));
        }
        // Zero-rated lines carry no VAT; no line's VAT exceeds its rate's share of what it costs.
        for (const l of v.lines) {
          if (l.rateBasisPoints === 0) expect(l.vatPence).toBe(0);
          expect(l.vatPence).toBeGreaterThanOrEqual(0);
          expect(l.vatPence).toBeLessThanOrEqual(l.paidPence);
        }
        // The stored lines sum back to the same VAT per rate.
        expect(sumByRate(v.lines)).toEqual(v.byRate);
      }),
    );
  });

  it("promotion apportionment sums to the discount and leaves the order's total", () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100_000 }), (ls, discount) => {
        const v = orderVat(ls, discount);
        const subtotal = sum(ls.map((l) => l.grossPence));
        const applied = Math.min(discount, subtotal);
        expect(sum(v.lines.map((l) => l.discountPence))).toBe(applied);
        expect(v.paidPence).toBe(subtotal - applied);
        for (const l of v.lines) {
          expect(l.discountPence).toBeGreaterThanOrEqual(0);
          expect(l.discountPence).toBeLessThanOrEqual(l.grossPence);
        }
      }),
    );
  });

  it("refund apportionment: refunds that add up to the order give back its VAT, rate by rate", () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (ls, discount, cuts) => {
          const v = orderVat(ls, discount);
          // Split the order's paid amount into refunds in the proportions of `cuts`.
          const amounts = apportion(v.paidPence, cuts);
          let before = 0;
          const totals = new Map<number, { gross: number; vat: number }>();
          for (const amount of amounts) {
            const parts = refundVat(v.byRate, before, amount);
            expect(sum(parts.map((p) => p.grossPence))).toBe(amount);
            for (const p of parts) {
              const t = totals.get(p.rateBasisPoints) ?? { gross: 0, vat: 0 };
              totals.set(p.rateBasisPoints, { gross: t.gross + p.grossPence, vat: t.vat + p.vatPence });
            }
            before += amount;
          }
          for (const r of v.byRate) {
            expect(totals.get(r.rateBasisPoints)).toEqual({ gross: r.grossPence, vat: r.vatPence });
          }
        },
      ),
    );
  });

  it("a delivery's fee refunded comes off the fee's rate; refunds of the whole give back all its VAT (property)", () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 1, max: 1_000 }),
        fc.constantFrom(0, 2000),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.boolean()), { minLength: 1, maxLength: 6 }),
        (ls, feePence, feeRate, cuts) => {
          const food = orderVat(ls, 0);
          const fee = [
            {
              rateBasisPoints: feeRate,
              grossPence: feePence,
              vatPence: vatOnFee(feePence, feeRate),
              netPence: 0,
            },
          ];
          const order = { rest: food.byRate, fee };
          // Refunds of the food in proportions; the fee given back whole with one of them, or last.
          const amounts = apportion(
            food.paidPence,
            cuts.map(([c]) => c),
          );
          const feeWith = cuts.findIndex(([, withFee]) => withFee);
          const before = { restPence: 0, feePence: 0 };
          const totals = new Map<number, { gross: number; vat: number }>();
          const take = (amountPence: number, feePart: number) => {
            const { parts } = refundVatWithFee(order, before, { amountPence, feePence: feePart });
            expect(sum(parts.map((p) => p.grossPence))).toBe(amountPence);
            for (const p of parts) {
              const t = totals.get(p.rateBasisPoints) ?? { gross: 0, vat: 0 };
              totals.set(p.rateBasisPoints, { gross: t.gross + p.grossPence, vat: t.vat + p.vatPence });
            }
            before.restPence += amountPence - feePart;
            before.feePence += feePart;
          };
          for (const [i, amount] of amounts.entries()) {
            take(amount + (i === feeWith ? feePence : 0), i === feeWith ? feePence : 0);
          }
          if (feeWith === -1) take(feePence, feePence);
          const expected = sumByRate([
            ...food.byRate.map((r) => ({ ...r, paidPence: r.grossPence })),
            ...fee.map((r) => ({ ...r, paidPence: r.grossPence })),
          ]);
          for (const r of expected) {
            // A rate given nothing (no paid amount at it) has no part, which is nothing given back.
            expect(totals.get(r.rateBasisPoints) ?? { gross: 0, vat: 0 }).toEqual({
              gross: r.grossPence,
              vat: r.vatPence,
            });
          }
        },
      ),
    );
  });

  it("a fee-only refund of a zero-rated cold order gives back the fee's VAT only", () => {
    const food = orderVat([{ key: "sandwich", grossPence: 1500, rateBasisPoints: 0 }], 0);
    const order = {
      rest: food.byRate,
      fee: [{ rateBasisPoints: 2000, grossPence: 300, vatPence: 50, netPence: 250 }],
    };
    expect(
      refundVatWithFee(order, { restPence: 0, feePence: 0 }, { amountPence: 300, feePence: 300 }),
    ).toEqual({
      parts: [{ rateBasisPoints: 2000, grossPence: 300, vatPence: 50, netPence: 250 }],
      restPence: 0,
      feePence: 300,
    });
  });

  it("a worked order: a 20% curry, a zero-rated cold dessert and £3 off", () => {
    const v = orderVat(
      [
        { key: "curry", grossPence: 1200, rateBasisPoints: 2000 },
        { key: "dessert", grossPence: 600, rateBasisPoints: 0 },
      ],
      300,
    );
    expect(v.lines.map((l) => [l.key, l.discountPence, l.paidPence, l.vatPence])).toEqual([
      ["curry", 200, 1000, 167],
      ["dessert", 100, 500, 0],
    ]);
    expect(v.byRate).toEqual([
      { rateBasisPoints: 2000, grossPence: 1000, vatPence: 167, netPence: 833 },
      { rateBasisPoints: 0, grossPence: 500, vatPence: 0, netPence: 500 },
    ]);
    expect(refundVat(v.byRate, 0, 750)).toEqual([
      { rateBasisPoints: 2000, grossPence: 500, vatPence: 84, netPence: 416 },
      { rateBasisPoints: 0, grossPence: 250, vatPence: 0, netPence: 250 },
    ]);
  });
});

describe("the parts of a line", () => {
  it("taxes a choice at its own rate as its own part, the rest at the dish's", () => {
    const rates = {
      dish: (id: number) => (id === 2 ? 0 : undefined),
      choice: (id: number) => (id === 9 ? 0 : id === 8 ? 2000 : undefined),
    };
    const parts = vatParts(
      [
        {
          id: 1,
          name: "Lamb curry",
          pricePence: 1400,
          quantity: 2,
          category: "curries",
          options: [
            { choiceId: 9, name: "Cold raita", priceDeltaPence: 150 },
            { choiceId: 8, name: "Extra lamb", priceDeltaPence: 250 },
          ],
        },
        { id: 2, name: "Kheer", pricePence: 500, quantity: 1, category: "desserts" },
      ],
      rates,
    );
    expect(parts.map((p) => [p.key, p.grossPence, p.rateBasisPoints])).toEqual([
      ["0:9", 300, 0],
      ["0", 2500, 2000],
      ["1", 500, 0],
    ]);
    // A deal whose choices cost more than its set price stays one part at the dish's rate.
    const deal = vatParts(
      [
        {
          id: 3,
          name: "Deal",
          pricePence: 1000,
          quantity: 1,
          category: "meal-deals",
          options: [{ choiceId: 9, name: "Cold raita", priceDeltaPence: 1200 }],
        },
      ],
      rates,
    );
    expect(deal.map((p) => [p.grossPence, p.rateBasisPoints])).toEqual([[1000, 2000]]);
    expect(defaultRateForCategory("beverages")).toBe(2000);
    expect(defaultRateForCategory("unknown")).toBe(2000);
  });
});
