import type { coupons, offers } from "../schema";

/**
 * The offers page's deals. Only the codeless, active ones apply by themselves at checkout: the
 * order page's 10% off collection orders of £30 or more. The spec's 30% collection special conflicts
 * with it (spec section 9), so it is seeded inactive for staff to switch on for a flash sale.
 */
export function offerSeeds(now: Date): (typeof offers.$inferInsert)[] {
  const validFrom = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const validTo = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  return [
    {
      title: "10% off collection orders over £30",
      description: "Collect your order and save 10% when you spend £30 or more.",
      discountType: "percentage",
      discountValue: 10,
      minOrderPence: 3000,
      validFrom,
      validTo,
      isActive: true,
      priority: 1,
    },
    {
      title: "Collection Special - 30% off",
      description: "30% off all collection orders during our flash sale.",
      discountType: "percentage",
      discountValue: 30,
      minOrderPence: 0,
      validFrom,
      validTo,
      isActive: false,
      priority: 2,
      termsConditions: "Flash-sale promotion: staff switch it on for the day it runs.",
    },
    {
      title: "Free delivery over £30",
      description: "Free delivery within 3 miles on orders over £30 (25-35 min).",
      discountType: "free_delivery",
      discountValue: 0,
      minOrderPence: 3000,
      validFrom,
      validTo,
      isActive: true,
      priority: 1,
      termsConditions: "Within 3 miles. Beyond 3 miles, delivery is quoted by phone.",
    },
    {
      title: "Birthday Special",
      description: "A free cake and 15% off your birthday meal.",
      discountType: "percentage",
      discountValue: 15,
      minOrderPence: 0,
      validFrom,
      validTo,
      isActive: true,
      offerCode: "BIRTHDAY15",
      priority: 1,
      termsConditions: "Show ID on the day. One per guest per year.",
    },
    {
      title: "Groups of 4+",
      description: "Groups of four or more get 20% off plus free delivery.",
      discountType: "percentage",
      discountValue: 20,
      minOrderPence: 0,
      validFrom,
      validTo,
      isActive: true,
      offerCode: "GROUP20",
      priority: 1,
    },
  ];
}

export const COUPON_SEEDS: (typeof coupons.$inferInsert)[] = [
  {
    code: "WELCOME15",
    title: "Welcome 15% off",
    description: "15% off your first order when you join.",
    type: "percentage",
    value: 15,
    usageLimit: 1,
    firstTimeCustomersOnly: true,
  },
  {
    code: "FIRST15",
    title: "Catering: 15% off your first order",
    description: "15% off your first catering order of £200 or more.",
    type: "percentage",
    value: 15,
    minimumOrderPence: 20000,
    usageLimit: 1,
    firstTimeCustomersOnly: true,
    applicableCategories: null,
  },
];
