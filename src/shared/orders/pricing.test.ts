import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUPON_MESSAGES,
  calculateOrderPricing,
  calculateSubtotal,
  type PricingCoupon,
  type PricingLine,
  type PricingOffer,
} from "./pricing";

const NOW = new Date("2026-11-24T12:00:00Z");
const YESTERDAY = "2026-11-23T12:00:00Z";
const NEXT_YEAR = "2027-11-24T12:00:00Z";

const TEN_OFF_30: PricingOffer = {
  id: 1,
  title: "10% off collection orders over £30",
  discountType: "percentage",
  discountValue: 10,
  minOrderPence: 3000,
  validFrom: YESTERDAY,
  validTo: NEXT_YEAR,
  isActive: true,
  offerCode: null,
  priority: 1,
  maxRedemptions: null,
  currentRedemptions: 0,
};
const FREE_DELIVERY: PricingOffer = {
  ...TEN_OFF_30,
  id: 2,
  title: "Free delivery",
  discountType: "free_delivery",
  discountValue: 500,
  minOrderPence: 0,
};
const CODED: PricingOffer = { ...TEN_OFF_30, id: 3, title: "Group", discountValue: 20, offerCode: "GROUP20" };
const SEEDED_OFFERS = [
  TEN_OFF_30,
  FREE_DELIVERY,
  CODED,
  { ...TEN_OFF_30, id: 4, discountValue: 30, isActive: false },
];

const WELCOME15: PricingCoupon = {
  id: 1,
  code: "WELCOME15",
  title: "Welcome 15% off",
  type: "percentage",
  value: 15,
  minimumOrderPence: 0,
  maximumDiscountPence: null,
  totalUsageLimit: null,
  totalUsed: 0,
  isActive: true,
  validFrom: null,
  validUntil: null,
  applicableCategories: null,
};

const line = (pricePence: number, quantity = 1, category = "curries"): PricingLine => ({
  pricePence,
  quantity,
  category,
});

describe("calculateOrderPricing", () => {
  it("sums price times quantity", () => {
    const p = calculateOrderPricing({ lines: [line(1195, 2), line(350, 3)], now: NOW, offers: [] });
    expect(p).toMatchObject({ subtotalPence: 3440, discountPence: 0, totalPence: 3440, discountLabel: null });
  });

  it("takes 10% off collection orders of £30 or more, and nothing below", () => {
    const at30 = calculateOrderPricing({ lines: [line(1500, 2)], now: NOW, offers: SEEDED_OFFERS });
    expect(at30).toMatchObject({
      subtotalPence: 3000,
      discountPence: 300,
      totalPence: 2700,
      discountLabel: "10% off collection orders over £30",
      offerId: 1,
    });
    const below = calculateOrderPricing({ lines: [line(2999)], now: NOW, offers: SEEDED_OFFERS });
    expect(below).toMatchObject({ discountPence: 0, totalPence: 2999, offerId: null });
  });

  it("ignores inactive, coded, free-delivery, expired, future and exhausted offers", () => {
    const lines = [line(5000)];
    for (const offer of [
      { ...TEN_OFF_30, isActive: false },
      { ...TEN_OFF_30, offerCode: "X" },
      FREE_DELIVERY,
      { ...TEN_OFF_30, validTo: YESTERDAY },
      { ...TEN_OFF_30, validFrom: NEXT_YEAR },
      { ...TEN_OFF_30, maxRedemptions: 5, currentRedemptions: 5 },
    ]) {
      expect(calculateOrderPricing({ lines, now: NOW, offers: [offer] }).discountPence).toBe(0);
    }
  });

  it("picks the best automatic offer", () => {
    const fixed: PricingOffer = {
      ...TEN_OFF_30,
      id: 9,
      title: "£8 off",
      discountType: "fixed_amount",
      discountValue: 800,
    };
    expect(
      calculateOrderPricing({ lines: [line(5000)], now: NOW, offers: [TEN_OFF_30, fixed] }).offerId,
    ).toBe(9);
    expect(
      calculateOrderPricing({ lines: [line(9000)], now: NOW, offers: [TEN_OFF_30, fixed] }).offerId,
    ).toBe(1);
  });

  it("applies a coupon when it beats the automatic offer, whatever the case of the code", () => {
    const p = calculateOrderPricing({
      lines: [line(4000)],
      now: NOW,
      offers: SEEDED_OFFERS,
      couponCode: " welcome15 ",
      coupon: WELCOME15,
    });
    expect(p).toMatchObject({ discountPence: 600, totalPence: 3400, couponCode: "WELCOME15", offerId: null });
    expect(p.discountLabel).toContain("WELCOME15");
  });

  it("keeps the automatic offer when the coupon is worth less, and says so", () => {
    const p = calculateOrderPricing({
      lines: [line(4000)],
      now: NOW,
      offers: SEEDED_OFFERS,
      couponCode: "SMALL",
      coupon: { ...WELCOME15, code: "SMALL", value: 5 },
    });
    expect(p).toMatchObject({ discountPence: 400, offerId: 1, couponCode: null });
    expect(p.couponError).toBe(COUPON_MESSAGES.worseThanOffer);
  });

  it("refuses an unknown, inactive, expired, future or used-up coupon with a reason", () => {
    const cases: [PricingCoupon | null, string][] = [
      [null, COUPON_MESSAGES.unknown],
      [{ ...WELCOME15, isActive: false }, COUPON_MESSAGES.inactive],
      [{ ...WELCOME15, validUntil: YESTERDAY }, COUPON_MESSAGES.expired],
      [{ ...WELCOME15, validFrom: NEXT_YEAR }, COUPON_MESSAGES.notYet],
      [{ ...WELCOME15, totalUsageLimit: 3, totalUsed: 3 }, COUPON_MESSAGES.usedUp],
    ];
    for (const [coupon, message] of cases) {
      const p = calculateOrderPricing({
        lines: [line(2000)],
        now: NOW,
        offers: [],
        couponCode: "WELCOME15",
        coupon,
      });
      expect(p).toMatchObject({ discountPence: 0, couponCode: null, couponError: message });
    }
  });

  it("enforces the minimum order, the maximum discount and the applicable categories", () => {
    const min = calculateOrderPricing({
      lines: [line(19999)],
      now: NOW,
      offers: [],
      couponCode: "FIRST15",
      coupon: { ...WELCOME15, code: "FIRST15", minimumOrderPence: 20000 },
    });
    expect(min.couponError).toBe("This coupon needs a minimum order of £200.00.");
    const capped = calculateOrderPricing({
      lines: [line(10000)],
      now: NOW,
      offers: [],
      couponCode: "WELCOME15",
      coupon: { ...WELCOME15, maximumDiscountPence: 500 },
    });
    expect(capped.discountPence).toBe(500);
    const categories = calculateOrderPricing({
      lines: [line(2000, 1, "biryanis"), line(1000, 1, "desserts")],
      now: NOW,
      offers: [],
      couponCode: "WELCOME15",
      coupon: { ...WELCOME15, applicableCategories: ["desserts"] },
    });
    expect(categories.discountPence).toBe(150);
    const none = calculateOrderPricing({
      lines: [line(2000, 1, "biryanis")],
      now: NOW,
      offers: [],
      couponCode: "WELCOME15",
      coupon: { ...WELCOME15, applicableCategories: ["desserts"] },
    });
    expect(none.couponError).toBe(COUPON_MESSAGES.notApplicable);
  });

  it("honours the caller's per-customer eligibility verdict", () => {
    const p = calculateOrderPricing({
      lines: [line(2000)],
      now: NOW,
      offers: [],
      couponCode: "WELCOME15",
      coupon: WELCOME15,
      couponEligibility: { eligible: false, reason: "This coupon is for first-time customers only." },
    });
    expect(p).toMatchObject({
      discountPence: 0,
      couponError: "This coupon is for first-time customers only.",
    });
  });
});

describe("calculateOrderPricing: properties", () => {
  const lineArb = fc.record({
    pricePence: fc.integer({ min: 0, max: 10_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    category: fc.constantFrom("curries", "biryanis", "desserts"),
  });
  const offerArb: fc.Arbitrary<PricingOffer> = fc.record({
    id: fc.integer({ min: 1, max: 100 }),
    title: fc.constant("Offer"),
    discountType: fc.constantFrom("percentage", "fixed_amount", "free_delivery"),
    discountValue: fc.integer({ min: 0, max: 20_000 }),
    minOrderPence: fc.integer({ min: 0, max: 10_000 }),
    validFrom: fc.constantFrom(YESTERDAY, NEXT_YEAR),
    validTo: fc.constantFrom(YESTERDAY, NEXT_YEAR),
    isActive: fc.boolean(),
    offerCode: fc.constantFrom(null, "CODE"),
    priority: fc.integer({ min: 1, max: 3 }),
    maxRedemptions: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    currentRedemptions: fc.integer({ min: 0, max: 5 }),
  });
  const couponArb: fc.Arbitrary<PricingCoupon> = fc.record({
    id: fc.constant(1),
    code: fc.constant("CODE1"),
    title: fc.constant("Coupon"),
    type: fc.constantFrom("percentage", "fixed_amount"),
    value: fc.integer({ min: 0, max: 20_000 }),
    minimumOrderPence: fc.integer({ min: 0, max: 10_000 }),
    maximumDiscountPence: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
    totalUsageLimit: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    totalUsed: fc.integer({ min: 0, max: 5 }),
    isActive: fc.boolean(),
    validFrom: fc.constantFrom(null, YESTERDAY, NEXT_YEAR),
    validUntil: fc.constantFrom(null, YESTERDAY, NEXT_YEAR),
    applicableCategories: fc.option(fc.subarray(["curries", "biryanis", "desserts"]), { nil: null }),
  });

  it("integer pence, 0 <= discount <= subtotal, total = subtotal - discount, at most one discount", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.array(offerArb, { maxLength: 4 }),
        fc.option(couponArb, { nil: null }),
        (lines, offers, coupon) => {
          const p = calculateOrderPricing({
            lines,
            now: NOW,
            offers,
            couponCode: coupon ? "code1" : null,
            coupon,
          });
          expect(p.subtotalPence).toBe(calculateSubtotal(lines));
          for (const v of [p.subtotalPence, p.discountPence, p.totalPence])
            expect(Number.isInteger(v)).toBe(true);
          expect(p.discountPence).toBeGreaterThanOrEqual(0);
          expect(p.discountPence).toBeLessThanOrEqual(p.subtotalPence);
          expect(p.totalPence).toBe(p.subtotalPence - p.discountPence);
          expect(p.offerId !== null && p.couponCode !== null).toBe(false);
          expect(p.discountLabel === null).toBe(p.discountPence === 0);
          if (coupon?.maximumDiscountPence != null && p.couponCode) {
            expect(p.discountPence).toBeLessThanOrEqual(coupon.maximumDiscountPence);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("adding a coupon never makes the order dearer", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.array(offerArb, { maxLength: 4 }),
        couponArb,
        (lines, offers, coupon) => {
          const without = calculateOrderPricing({ lines, now: NOW, offers });
          const withCoupon = calculateOrderPricing({ lines, now: NOW, offers, couponCode: "CODE1", coupon });
          expect(withCoupon.totalPence).toBeLessThanOrEqual(without.totalPence);
        },
      ),
      { numRuns: 300 },
    );
  });
});
