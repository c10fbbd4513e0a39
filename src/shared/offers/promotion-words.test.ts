import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkPromotionWords,
  findForeignFigure,
  formatPoundsShort,
  generateHeadline,
  offerWordsSource,
  promotionFigures,
} from "./promotion-words";

const percent = (value: number, more: Parameters<typeof offerWordsSource>[0] | object = {}) =>
  offerWordsSource({ discountType: "percentage", discountValue: value, ...more });

describe("generateHeadline", () => {
  it("states the reward and its conditions in the spec's and the issue's words", () => {
    expect(generateHeadline(percent(20, { collectionOnly: true }))).toBe("COLLECTION 20% OFF");
    // Delivery gets it too (issue 35): the words do not say collection.
    expect(generateHeadline(percent(20))).toBe("20% OFF ONLINE ORDERS");
    expect(generateHeadline(percent(10, { minOrderPence: 3000, collectionOnly: true }))).toBe(
      "Spend £30, get 10% off on collection",
    );
    expect(generateHeadline(percent(10, { minOrderPence: 3000 }))).toBe("Spend £30, get 10% off");
    expect(
      generateHeadline(
        offerWordsSource({
          discountType: "free_item",
          discountValue: 0,
          rewardCategory: "desserts",
          minOrderPence: 3000,
        }),
      ),
    ).toBe("Spend £30, get a free dessert");
    expect(
      generateHeadline(
        offerWordsSource({
          discountType: "free_item",
          discountValue: 0,
          rewardCategory: "desserts",
          applicableCategories: ["biryanis"],
        }),
      ),
    ).toBe("A free dessert with any biryani");
    expect(generateHeadline(percent(15, { firstOrderOnly: true }))).toBe("15% off your first order");
    expect(generateHeadline(percent(15, { birthdayWeek: true }))).toBe("15% off in your birthday week");
    expect(generateHeadline(percent(20, { channel: "in_restaurant" }))).toBe("20% off");
    expect(generateHeadline(percent(50, { maxDiscountPence: 500, collectionOnly: true }))).toBe(
      "COLLECTION 50% OFF (up to £5)",
    );
    expect(
      generateHeadline(
        offerWordsSource({ discountType: "free_delivery", discountValue: 0, minOrderPence: 3000 }),
      ),
    ).toBe("Spend £30, get free delivery");
    expect(generateHeadline(offerWordsSource({ discountType: "fixed_amount", discountValue: 0 }))).toBeNull();
    expect(formatPoundsShort(1250)).toBe("£12.50");
  });

  it("property: a headline never states a figure the promotion does not give", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
        fc.boolean(),
        (value, minOrderPence, maxDiscountPence, first) => {
          const source = percent(value, { minOrderPence, maxDiscountPence, firstOrderOnly: first });
          expect(findForeignFigure(generateHeadline(source), promotionFigures(source))).toBeNull();
        },
      ),
    );
  });
});

describe("staff words", () => {
  it("finds a percentage or an amount in pounds that is not the promotion's own", () => {
    const figures = promotionFigures(percent(20, { minOrderPence: 3000 }));
    expect(findForeignFigure("COLLECTION 30% OFF", figures)).toBe("30%");
    expect(findForeignFigure("20 per cent off over £30", figures)).toBeNull();
    expect(findForeignFigure("Spend £30.00 or more", figures)).toBeNull();
    expect(findForeignFigure("Save £5 today", figures)).toBe("£5");
    expect(findForeignFigure("Groups of 4+ and 2+2+2 feasts", figures)).toBeNull();
  });

  it("refuses the field that states another figure, naming what the promotion gives", () => {
    expect(
      checkPromotionWords(
        { title: "COLLECTION 30% OFF", description: "30% off all collection orders today." },
        percent(20, { collectionOnly: true }),
      ),
    ).toEqual({
      path: "title",
      message:
        'Title says "30%", which is not this promotion\'s own figure (it gives: COLLECTION 20% OFF). The headline states the figures: remove it or make it match.',
    });
    expect(checkPromotionWords({ title: "Flash sale", description: "Today only" }, percent(20))).toBeNull();
  });
});
