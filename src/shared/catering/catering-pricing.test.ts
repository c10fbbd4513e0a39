import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CateringItem } from "./catering.schema";
import {
  belowMinimumPence,
  cateringAmountsDue,
  cateringDepositPence,
  leadTimeProblem,
  minimumMessage,
  priceCateringLines,
} from "./catering-pricing";

const item = (id: number, over: Partial<CateringItem> = {}): CateringItem => ({
  id,
  name: `Dish ${id}`,
  description: "",
  pricing: "per_head",
  pricePence: 1600,
  serves: null,
  vatRateBasisPoints: 2000,
  isAvailable: true,
  sortOrder: id,
  ...over,
});

const MENU = [
  item(1, { name: "Office lunch" }),
  item(2, { name: "Samosa platter", pricing: "tray", pricePence: 2400, serves: 12 }),
  item(3, { name: "Kulfi tray", pricing: "tray", pricePence: 3000, serves: 15, isAvailable: false }),
];

describe("priceCateringLines", () => {
  it("prices each line from the menu, adds a dish chosen twice, and counts the heads fed", () => {
    const priced = priceCateringLines(MENU, [
      { itemId: 2, quantity: 1 },
      { itemId: 1, quantity: 30 },
      { itemId: 2, quantity: 1 },
    ]);
    expect(priced).toEqual({
      ok: true,
      subtotalPence: 30 * 1600 + 2 * 2400,
      headsCovered: 30 + 24,
      lines: [
        expect.objectContaining({ itemId: 1, quantity: 30, linePence: 48000 }),
        expect.objectContaining({ itemId: 2, quantity: 2, linePence: 4800, serves: 12 }),
      ],
    });
  });

  it("refuses a dish off the menu or not available, by name where it can", () => {
    expect(priceCateringLines(MENU, [{ itemId: 9, quantity: 1 }])).toEqual({
      ok: false,
      message: "A dish you chose is not on the catering menu",
    });
    expect(priceCateringLines(MENU, [{ itemId: 3, quantity: 1 }])).toEqual({
      ok: false,
      message: "Kulfi tray is not available at the moment",
    });
  });

  it("adds up to the sum of price times quantity, whatever is chosen", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ itemId: fc.constantFrom(1, 2), quantity: fc.integer({ min: 1, max: 500 }) }), {
          minLength: 1,
          maxLength: 10,
        }),
        (chosen) => {
          const priced = priceCateringLines(MENU, chosen);
          if (!priced.ok) return false;
          const expected = chosen.reduce(
            (n, c) => n + c.quantity * (MENU.find((m) => m.id === c.itemId)?.pricePence ?? 0),
            0,
          );
          return (
            priced.subtotalPence === expected &&
            priced.lines.reduce((n, l) => n + l.linePence, 0) === expected &&
            new Set(priced.lines.map((l) => l.itemId)).size === priced.lines.length
          );
        },
      ),
    );
  });
});

describe("the minimum and the deposit", () => {
  it("says how far below the minimum a request is, in the diner's words", () => {
    expect(belowMinimumPence(16200, 20000)).toBe(3800);
    expect(belowMinimumPence(64000, 20000)).toBe(0);
    expect(minimumMessage(16200, 20000)).toBe(
      "Catering orders start at £200.00: yours comes to £162.00. Add £38.00 more to send it.",
    );
  });

  it("rounds the deposit up to the penny, never above the total, and the whole at 100%", () => {
    expect(cateringDepositPence(54400, 25)).toBe(13600);
    expect(cateringDepositPence(1001, 25)).toBe(251);
    expect(cateringDepositPence(54400, 100)).toBe(54400);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (total, percent) => {
          const deposit = cateringDepositPence(total, percent);
          return (
            deposit <= total && deposit * 100 >= total * percent && (deposit - 1) * 100 < total * percent
          );
        },
      ),
    );
  });

  it("asks the deposit first, then what is left, and nothing once paid", () => {
    expect(cateringAmountsDue({ totalPence: 54400, depositPence: 13600, paidPence: 0 })).toEqual({
      depositPence: 13600,
      fullPence: 54400,
    });
    expect(cateringAmountsDue({ totalPence: 54400, depositPence: 13600, paidPence: 13600 })).toEqual({
      depositPence: 40800,
      fullPence: 40800,
    });
    expect(cateringAmountsDue({ totalPence: 54400, depositPence: 13600, paidPence: 54400 })).toBeNull();
  });
});

describe("the lead time", () => {
  // Tuesday 24 November 2026, 12:00 London (GMT).
  const now = new Date("2026-11-24T12:00:00Z");

  it("takes an event at least the lead time away, in London time", () => {
    expect(leadTimeProblem("2026-11-26", "12:00", now, 48)).toBeNull();
    expect(leadTimeProblem("2026-11-26", "11:59", now, 48)).toBe(
      "We need at least 48 hours' notice for catering: choose a later date or time",
    );
    expect(leadTimeProblem("2026-11-24", "11:00", now, 48)).toBe("Choose a date and time in the future");
  });

  it("counts the hours across the clocks going forward (BST starts 28 March 2027)", () => {
    const before = new Date("2027-03-27T12:00:00Z"); // 12:00 GMT on Saturday
    // Monday 12:00 BST is 11:00 UTC: 47 hours after Saturday noon, so too soon for 48.
    expect(leadTimeProblem("2027-03-29", "12:00", before, 48)).not.toBeNull();
    expect(leadTimeProblem("2027-03-29", "13:00", before, 48)).toBeNull();
  });
});
