import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Promotion, PromotionConditions, PromotionReward } from "./promotion";
import { CUSTOMER, NO_CONDITIONS, NOW, promo } from "./promotion.fixtures";
import { PROMOTION_MESSAGES } from "./promotion-availability";
import { applyPromotions, type CartLine, sharePrice } from "./promotion-pricing";
import { describeTerms } from "./promotion-terms";

const line = (id: number, category: string, unitPricePence: number, quantity = 1): CartLine => ({
  menuItemId: id,
  name: `Dish ${id}`,
  category,
  unitPricePence,
  quantity,
});

const CATEGORIES = ["curries", "biryanis", "desserts", "breads"];
const lineArb = fc.record({
  menuItemId: fc.integer({ min: 1, max: 20 }),
  name: fc.constant("x"),
  category: fc.constantFrom(...CATEGORIES),
  unitPricePence: fc.integer({ min: 0, max: 5000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
});
const rewardArb: fc.Arbitrary<PromotionReward> = fc.oneof(
  fc.record({
    kind: fc.constant("percent_off" as const),
    percent: fc.integer({ min: 0, max: 100 }),
    capPence: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant("amount_off" as const), amountPence: fc.integer({ min: 0, max: 50000 }) }),
  fc.record({ kind: fc.constant("free_item" as const), category: fc.constantFrom(...CATEGORIES) }),
  fc.record({
    kind: fc.constant("bundle_price" as const),
    pricePence: fc.integer({ min: 0, max: 5000 }),
    slots: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 2 }),
        categories: fc.option(fc.array(fc.constantFrom(...CATEGORIES), { minLength: 1 }), { nil: null }),
        menuItemIds: fc.constant(null),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);
const promotionArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  reward: rewardArb,
  code: fc.option(fc.constantFrom("A", "B"), { nil: null }),
  minSpendPence: fc.integer({ min: 0, max: 6000 }),
  categories: fc.option(fc.array(fc.constantFrom(...CATEGORIES), { minLength: 1 }), { nil: null }),
});

describe("applyPromotions (properties)", () => {
  it("the total is never negative, never more than the lines, and the lines add up to it", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.array(promotionArb, { maxLength: 6 }),
        fc.option(fc.constantFrom("A", "B", "ZZZ"), { nil: null }),
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 1, max: 1000 }),
        (lines, specs, code, points, rate) => {
          const promotions = specs.map((s, i) =>
            promo(
              i + 1,
              s.reward,
              { code: s.code },
              { minSpendPence: s.minSpendPence, categories: s.categories },
            ),
          );
          const result = applyPromotions({
            lines,
            promotions,
            now: NOW,
            code,
            customer: { ...CUSTOMER, loyaltyPoints: points },
            pointsToRedeem: points,
            pointsPerPound: rate,
          });
          const sum = lines.reduce((s, l) => s + l.unitPricePence * l.quantity, 0);
          expect(result.subtotalPence).toBe(sum);
          expect(result.totalPence).toBeGreaterThanOrEqual(0);
          expect(result.totalPence).toBeLessThanOrEqual(sum);
          expect(result.lines.every((l) => l.amountPence > 0)).toBe(true);
          expect(result.subtotalPence - result.lines.reduce((s, l) => s + l.amountPence, 0)).toBe(
            result.totalPence,
          );
          expect(result.pointsRedeemed).toBeLessThanOrEqual(points);
          // At most one discount that is not a free dish or points (the combining rule).
          const discounts = result.lines.filter((l) => l.kind !== "free_item" && l.kind !== "points");
          expect(discounts.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("conditions at their boundaries", () => {
  const tenOff = (cond: Partial<PromotionConditions>, over: Partial<Promotion> = {}) =>
    promo(1, { kind: "percent_off", percent: 10, capPence: null }, over, cond);

  it("minimum spend: £29.99 gets nothing, £30.00 gets 10%; the code says how much to spend", () => {
    const p = tenOff({ minSpendPence: 3000 });
    expect(
      applyPromotions({ lines: [line(1, "curries", 2999)], promotions: [p], now: NOW, customer: null })
        .discountPence,
    ).toBe(0);
    expect(
      applyPromotions({ lines: [line(1, "curries", 3000)], promotions: [p], now: NOW, customer: null })
        .discountPence,
    ).toBe(300);
    const coded = { ...p, code: "SAVE10" };
    const r = applyPromotions({
      lines: [line(1, "curries", 2999)],
      promotions: [coded],
      now: NOW,
      code: "save10",
      customer: null,
    });
    expect(r.couponError).toBe("Spend £30.00 to use this code");
  });

  it("percent cap limits the discount", () => {
    const p = promo(1, { kind: "percent_off", percent: 50, capPence: 500 });
    expect(
      applyPromotions({ lines: [line(1, "curries", 4000)], promotions: [p], now: NOW, customer: null })
        .discountPence,
    ).toBe(500);
  });

  it("days and hours in London time: Tuesday to Friday 12:00-15:00", () => {
    const p = tenOff({ daysOfWeek: [2, 3, 4, 5], startTime: "12:00", endTime: "15:00" }, { code: "LUNCH" });
    const at = (iso: string) =>
      applyPromotions({
        lines: [line(1, "curries", 1000)],
        promotions: [p],
        now: new Date(iso),
        code: "LUNCH",
        customer: null,
      });
    expect(at("2026-11-24T11:59:59Z").couponError).toBe("Valid Tuesday to Friday 12:00-15:00");
    expect(at("2026-11-24T12:00:00Z").discountPence).toBe(100);
    expect(at("2026-11-24T14:59:59Z").discountPence).toBe(100);
    expect(at("2026-11-24T15:00:00Z").couponError).toBe("Valid Tuesday to Friday 12:00-15:00");
    expect(at("2026-11-23T13:00:00Z").couponError).toBe("Valid Tuesday to Friday 12:00-15:00"); // Monday
    // British Summer Time: 12:00 in London is 11:00 UTC.
    expect(at("2026-06-02T11:00:00Z").discountPence).toBe(100);
    expect(at("2026-06-02T10:59:59Z").discountPence).toBe(0);
  });

  it("hours follow London across the clock change (29 March 2026, 01:00 UTC)", () => {
    const p = tenOff({ startTime: "01:00", endTime: "03:00" });
    const at = (iso: string) =>
      applyPromotions({
        lines: [line(1, "curries", 1000)],
        promotions: [p],
        now: new Date(iso),
        customer: null,
      }).discountPence;
    expect(at("2026-03-29T00:59:59Z")).toBe(0); // 00:59:59 GMT
    expect(at("2026-03-29T01:00:00Z")).toBe(100); // 02:00 BST
    expect(at("2026-03-29T01:59:59Z")).toBe(100); // 02:59:59 BST
    expect(at("2026-03-29T02:00:00Z")).toBe(0); // 03:00 BST
    // Autumn: 01:00-03:00 London on 25 October 2026 covers 00:00 BST...02:00 GMT (three real hours).
    expect(at("2026-10-25T00:00:00Z")).toBe(100);
    expect(at("2026-10-25T02:59:59Z")).toBe(100);
    expect(at("2026-10-25T03:00:00Z")).toBe(0);
  });

  it("Friday to Sunday wraps the week", () => {
    const p = tenOff({ daysOfWeek: [5, 6, 0] });
    expect(describeTerms(p)).toContain("Valid Friday to Sunday");
    expect(
      applyPromotions({
        lines: [line(1, "c", 1000)],
        promotions: [p],
        now: new Date("2026-11-29T12:00:00Z"),
        customer: null,
      }).discountPence,
    ).toBe(100);
    expect(
      applyPromotions({
        lines: [line(1, "c", 1000)],
        promotions: [p],
        now: new Date("2026-11-30T00:00:00Z"),
        customer: null,
      }).discountPence,
    ).toBe(0);
  });

  it("not-online deals are never given at checkout", () => {
    const p = tenOff({}, { code: "GROUP20", channel: "in_restaurant" });
    const r = applyPromotions({
      lines: [line(1, "c", 5000)],
      promotions: [p],
      now: NOW,
      code: "GROUP20",
      customer: null,
    });
    expect(r.discountPence).toBe(0);
    expect(r.couponError).toBe(PROMOTION_MESSAGES.notOnline);
  });

  it("collection only: a delivery does not get it, by itself or by its code (issue 35)", () => {
    const auto = tenOff({ collectionOnly: true });
    const lines = [line(1, "curries", 5000)];
    const price = (fulfilment: "collection" | "delivery" | undefined, promotions = [auto], code?: string) =>
      applyPromotions({ lines, promotions, now: NOW, customer: null, fulfilment, code });
    expect(price(undefined).discountPence).toBe(500);
    expect(price("collection").discountPence).toBe(500);
    expect(price("delivery").discountPence).toBe(0);
    const coded = { ...auto, code: "PICKUP10" };
    expect(price("delivery", [coded], "pickup10").couponError).toBe(PROMOTION_MESSAGES.collectionOnly);
    expect(price("collection", [coded], "pickup10").discountPence).toBe(500);
    // One without the condition is given either way.
    expect(price("delivery", [tenOff({})]).discountPence).toBe(500);
  });
});

describe("the combining rule", () => {
  const auto10 = promo(
    1,
    { kind: "percent_off", percent: 10, capPence: null },
    { title: "10% off" },
    { minSpendPence: 3000 },
  );
  const dessert = promo(
    2,
    { kind: "free_item", category: "desserts" },
    { title: "Free dessert" },
    { minSpendPence: 3000 },
  );
  const code15 = promo(
    3,
    { kind: "percent_off", percent: 15, capPence: null },
    { code: "WELCOME15", title: "15% off" },
  );
  const code5 = promo(4, { kind: "amount_off", amountPence: 100 }, { code: "POUND", title: "£1 off" });
  const lines = [line(1, "biryanis", 3000), line(2, "desserts", 400), line(3, "desserts", 350)];

  it("best automatic discount plus free dishes, each its own line", () => {
    const r = applyPromotions({ lines, promotions: [auto10, dessert], now: NOW, customer: null });
    expect(r.lines.map((l) => [l.title, l.amountPence])).toEqual([
      ["Free dessert", 350],
      ["10% off", 340],
    ]);
    expect(r.totalPence).toBe(3750 - 350 - 340);
  });

  it("a better code replaces the automatic discount and says so; a worse one is refused with the reason", () => {
    const better = applyPromotions({
      lines,
      promotions: [auto10, dessert, code15],
      now: NOW,
      code: "welcome15",
      customer: null,
    });
    expect(better.couponCode).toBe("WELCOME15");
    expect(better.notice).toContain("replaces");
    expect(better.lines.map((l) => l.title)).toEqual(["Free dessert", "15% off"]);
    const worse = applyPromotions({
      lines,
      promotions: [auto10, code5],
      now: NOW,
      code: "POUND",
      customer: null,
    });
    expect(worse.couponCode).toBeNull();
    expect(worse.couponError).toContain(PROMOTION_MESSAGES.worseThanOffer);
  });

  it("free dish needs the dish in the cart", () => {
    const coded = { ...dessert, code: "SWEET", conditions: NO_CONDITIONS };
    const r = applyPromotions({
      lines: [line(1, "curries", 1000)],
      promotions: [coded],
      now: NOW,
      code: "SWEET",
      customer: null,
    });
    expect(r.couponError).toBe("Add a dessert to your order to get it free.");
  });

  it("a bundle costs its set price", () => {
    const bundle = promo(5, {
      kind: "bundle_price",
      pricePence: 2000,
      slots: [
        { quantity: 2, categories: ["biryanis"], menuItemIds: null },
        { quantity: 1, categories: ["breads"], menuItemIds: null },
      ],
    });
    const r = applyPromotions({
      lines: [line(1, "biryanis", 1200, 2), line(2, "breads", 300)],
      promotions: [bundle],
      now: NOW,
      customer: null,
    });
    expect(r.totalPence).toBe(2000);
  });

  it("points: 100 = £1, never more than the total or the balance", () => {
    const base = { lines: [line(1, "curries", 500)], promotions: [], now: NOW };
    const r = applyPromotions({
      ...base,
      customer: { ...CUSTOMER, loyaltyPoints: 1000 },
      pointsToRedeem: 1000,
      pointsPerPound: 100,
    });
    expect(r.totalPence).toBe(0);
    expect(r.pointsRedeemed).toBe(500);
    const guest = applyPromotions({ ...base, customer: null, pointsToRedeem: 100 });
    expect(guest.pointsRedeemed).toBe(0);
    const short = applyPromotions({
      ...base,
      customer: { ...CUSTOMER, loyaltyPoints: 150 },
      pointsToRedeem: 400,
    });
    expect(short.pointsRedeemed).toBe(150);
    expect(short.totalPence).toBe(350);
  });
});

describe("meal deals are their dishes at a shared price (issue 21)", () => {
  const partArb = fc.record({
    menuItemId: fc.integer({ min: 1, max: 20 }),
    name: fc.constant("part"),
    category: fc.constantFrom(...CATEGORIES),
    unitPricePence: fc.integer({ min: 0, max: 3000 }),
  });

  it("property: no priced cart with a deal ever costs more than the same dishes bought alone", () => {
    fc.assert(
      fc.property(
        fc.array(partArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(lineArb, { maxLength: 5 }),
        fc.array(promotionArb, { maxLength: 6 }),
        fc.option(fc.constantFrom("A", "B", "ZZZ"), { nil: null }),
        fc.integer({ min: 0, max: 5000 }),
        (parts, setPrice, quantity, others, specs, code, points) => {
          const promotions = specs.map((s, i) =>
            promo(
              i + 1,
              s.reward,
              { code: s.code },
              { minSpendPence: s.minSpendPence, categories: s.categories },
            ),
          );
          const dishesAlone = parts.reduce((sum, p) => sum + p.unitPricePence, 0);
          const deal: CartLine = {
            menuItemId: 99,
            name: "Family Feast",
            category: "meal-deals",
            unitPricePence: Math.min(setPrice, dishesAlone),
            quantity,
            parts,
          };
          const price = (lines: CartLine[]) =>
            applyPromotions({
              lines,
              promotions,
              now: NOW,
              code,
              customer: { ...CUSTOMER, loyaltyPoints: points },
              pointsToRedeem: points,
            });
          const withDeal = price([...others, deal]);
          const alone = price([...others, ...parts.map((p) => ({ ...p, quantity }))]);
          expect(withDeal.totalPence).toBeLessThanOrEqual(alone.totalPence);
          // The deal's lines still add up, and it never costs more than its set price.
          expect(withDeal.subtotalPence - withDeal.discountPence).toBe(withDeal.totalPence);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("a promotion on a category reaches the deal's dishes of that category, at their share of its price", () => {
    const deal: CartLine = {
      menuItemId: 99,
      name: "Express Lunch",
      category: "meal-deals",
      unitPricePence: 1000,
      quantity: 1,
      parts: [
        { menuItemId: 1, name: "Curry", category: "curries", unitPricePence: 1200 },
        { menuItemId: 2, name: "Naan", category: "breads", unitPricePence: 300 },
        { menuItemId: 3, name: "Rice", category: "rice", unitPricePence: 500 },
      ],
    };
    const result = applyPromotions({
      lines: [deal],
      promotions: [
        promo(1, { kind: "percent_off", percent: 50, capPence: null }, {}, { categories: ["curries"] }),
      ],
      now: NOW,
      customer: null,
    });
    // The curry's share of £10.00 is £6.00 (1200 of 2000): half of it.
    expect(result.totalPence).toBe(700);
  });

  it("a minimum spend counts a deal at what its dishes cost alone", () => {
    const deal: CartLine = {
      menuItemId: 99,
      name: "Deal",
      category: "meal-deals",
      unitPricePence: 2800,
      quantity: 1,
      parts: [
        { menuItemId: 1, name: "A", category: "curries", unitPricePence: 1600 },
        { menuItemId: 2, name: "B", category: "curries", unitPricePence: 1600 },
      ],
    };
    const result = applyPromotions({
      lines: [deal],
      promotions: [promo(1, { kind: "amount_off", amountPence: 500 }, {}, { minSpendPence: 3000 })],
      now: NOW,
      customer: null,
    });
    expect(result.totalPence).toBe(2300);
  });

  it("shares a price in whole pence that add up, each share at most its part", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prices, f) => {
          const sum = prices.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * f);
          const shares = sharePrice(total, prices);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          if (sum > 0) {
            for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(prices[i] ?? 0);
          }
        },
      ),
    );
  });
});

describe("free dishes the cart qualifies for", () => {
  it("a £62.90 cart with no dessert is told it qualifies for a free dessert", () => {
    const result = applyPromotions({
      lines: [line(1, "curries", 3145, 2)],
      promotions: [
        promo(
          7,
          { kind: "free_item", category: "desserts" },
          { title: "Free dessert" },
          { minSpendPence: 3000 },
        ),
      ],
      now: NOW,
      customer: null,
    });
    expect(result.freeItemsToClaim).toEqual([
      { promotionId: 7, title: "Free dessert", category: "desserts" },
    ]);
    const claimed = applyPromotions({
      lines: [line(1, "curries", 3145, 2), line(2, "desserts", 450)],
      promotions: [
        promo(
          7,
          { kind: "free_item", category: "desserts" },
          { title: "Free dessert" },
          { minSpendPence: 3000 },
        ),
      ],
      now: NOW,
      customer: null,
    });
    expect(claimed.freeItemsToClaim).toEqual([]);
    expect(claimed.totalPence).toBe(6290);
  });

  it("under the minimum spend, nothing is offered", () => {
    const result = applyPromotions({
      lines: [line(1, "curries", 1000)],
      promotions: [promo(7, { kind: "free_item", category: "desserts" }, {}, { minSpendPence: 3000 })],
      now: NOW,
      customer: null,
    });
    expect(result.freeItemsToClaim).toEqual([]);
  });
});

describe("the catering channel (issue 39)", () => {
  const first15 = promo(
    7,
    { kind: "percent_off", percent: 15, capPence: null },
    { code: "FIRST15", channel: "catering", title: "Catering: 15% off your first order" },
    { minSpendPence: 20000, firstOrderOnly: true },
  );
  const onlineTen = promo(8, { kind: "percent_off", percent: 10, capPence: null });
  const lines = [line(1, "catering", 1600, 40)];

  it("gives a catering code to a catering request, and no online offer with it", () => {
    const priced = applyPromotions({
      lines,
      promotions: [first15, onlineTen],
      now: NOW,
      code: "FIRST15",
      customer: CUSTOMER,
      channel: "catering",
    });
    expect(priced).toMatchObject({ discountPence: 9600, totalPence: 54400, couponCode: "FIRST15" });
    expect(priced.lines.map((l) => l.promotionId)).toEqual([7]);
  });

  it("refuses it at the online checkout and an online code on a catering request, and a second first order", () => {
    const online = applyPromotions({
      lines,
      promotions: [first15],
      now: NOW,
      code: "FIRST15",
      customer: CUSTOMER,
    });
    expect(online.couponError).toBe("This code is not for online orders.");
    const onlineCode = { ...onlineTen, code: "TEN" };
    const catering = applyPromotions({
      lines,
      promotions: [onlineCode],
      now: NOW,
      code: "TEN",
      customer: CUSTOMER,
      channel: "catering",
    });
    expect(catering.couponError).toBe("This code is not for catering orders.");
    const again = applyPromotions({
      lines,
      promotions: [first15],
      now: NOW,
      code: "FIRST15",
      customer: { ...CUSTOMER, earlierOrders: 1 },
      channel: "catering",
    });
    expect(again.couponError).toBe("This code is for your first order only.");
  });
});
