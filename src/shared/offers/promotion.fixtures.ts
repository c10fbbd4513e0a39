/** For tests: promotions built from a reward and the few conditions a test sets, and a diner. */
import type { CustomerFacts, Promotion, PromotionConditions, PromotionReward } from "./promotion";

export const NOW = new Date("2026-11-24T12:30:00Z"); // a Tuesday, 12:30 in London (GMT)

export const NO_CONDITIONS: PromotionConditions = {
  minSpendPence: 0,
  categories: null,
  menuItemIds: null,
  daysOfWeek: null,
  startTime: null,
  endTime: null,
  validFrom: null,
  validTo: null,
  firstOrderOnly: false,
  signedInOnly: false,
  usesPerCustomer: null,
  totalUses: null,
  birthdayWeek: false,
  collectionOnly: false,
};

export function promo(
  id: number,
  reward: PromotionReward,
  over: Partial<Promotion> = {},
  cond: Partial<PromotionConditions> = {},
): Promotion {
  return {
    id,
    title: `Promotion ${id}`,
    code: null,
    isActive: true,
    channel: "online",
    priority: 1,
    usedCount: 0,
    reward,
    conditions: { ...NO_CONDITIONS, ...cond },
    ...over,
  };
}

export const CUSTOMER: CustomerFacts = {
  id: 1,
  earlierOrders: 0,
  dateOfBirth: null,
  usesByPromotion: {},
  loyaltyPoints: 0,
};
