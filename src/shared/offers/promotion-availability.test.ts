import { describe, expect, it } from "vitest";
import type { Promotion, PromotionConditions } from "./promotion";
import { CUSTOMER, NOW, promo } from "./promotion.fixtures";
import { checkPromotionAvailable, isBirthdayWeek, PROMOTION_MESSAGES } from "./promotion-availability";

describe("conditions at their boundaries", () => {
  const tenOff = (cond: Partial<PromotionConditions>, over: Partial<Promotion> = {}) =>
    promo(1, { kind: "percent_off", percent: 10, capPence: null }, over, cond);

  it("valid from inclusive, valid to exclusive", () => {
    const p = tenOff({ validFrom: "2026-11-24T12:00:00Z", validTo: "2026-11-24T13:00:00Z" });
    const at = (iso: string) => checkPromotionAvailable(p, new Date(iso), null);
    expect(at("2026-11-24T11:59:59.999Z")).toBe(PROMOTION_MESSAGES.notYet);
    expect(at("2026-11-24T12:00:00Z")).toBeNull();
    expect(at("2026-11-24T12:59:59.999Z")).toBeNull();
    expect(at("2026-11-24T13:00:00Z")).toBe(PROMOTION_MESSAGES.expired);
  });

  it("first order, signed in, uses per customer and in total", () => {
    expect(checkPromotionAvailable(tenOff({ signedInOnly: true }), NOW, null)).toBe(
      PROMOTION_MESSAGES.signIn,
    );
    expect(checkPromotionAvailable(tenOff({ signedInOnly: true }), NOW, CUSTOMER)).toBeNull();
    expect(checkPromotionAvailable(tenOff({ firstOrderOnly: true }), NOW, CUSTOMER)).toBeNull();
    expect(
      checkPromotionAvailable(tenOff({ firstOrderOnly: true }), NOW, { ...CUSTOMER, earlierOrders: 1 }),
    ).toBe(PROMOTION_MESSAGES.firstOrder);
    const perCustomer = tenOff({ usesPerCustomer: 2 });
    expect(checkPromotionAvailable(perCustomer, NOW, { ...CUSTOMER, usesByPromotion: { 1: 1 } })).toBeNull();
    expect(checkPromotionAvailable(perCustomer, NOW, { ...CUSTOMER, usesByPromotion: { 1: 2 } })).toBe(
      PROMOTION_MESSAGES.alreadyUsed,
    );
    expect(checkPromotionAvailable(tenOff({ totalUses: 5 }, { usedCount: 4 }), NOW, null)).toBeNull();
    expect(checkPromotionAvailable(tenOff({ totalUses: 5 }, { usedCount: 5 }), NOW, null)).toBe(
      PROMOTION_MESSAGES.usedUp,
    );
  });

  it("birthday week: three days either side, in London", () => {
    expect(isBirthdayWeek("1990-11-27", NOW)).toBe(true);
    expect(isBirthdayWeek("1990-11-28", NOW)).toBe(false);
    expect(isBirthdayWeek("1990-11-21", NOW)).toBe(true);
    expect(isBirthdayWeek("1990-11-20", NOW)).toBe(false);
    expect(isBirthdayWeek("1990-01-01", new Date("2026-12-30T12:00:00Z"))).toBe(true);
    const p = tenOff({ birthdayWeek: true }, { code: "BDAY" });
    expect(checkPromotionAvailable(p, NOW, { ...CUSTOMER, dateOfBirth: "1990-11-20" })).toBe(
      PROMOTION_MESSAGES.birthday,
    );
  });
});
