import { endOfLondonDay } from "@shared/opening-hours/london-time";
import type { offers } from "../schema";

/**
 * The promotions of a fresh install: the site shows only these, with the terms the engine enforces.
 * Online ones are given at checkout; deals given elsewhere carry their channel ("In the restaurant",
 * "Phone orders", "Catering quotes") and are never offered online. The spec's 30% collection special
 * is a flash sale that runs until the end of the install day (docs/decisions/0012).
 */
export function offerSeeds(now: Date): (typeof offers.$inferInsert)[] {
  const validFrom = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const validTo = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  const always = { validFrom, validTo, isActive: true, priority: 1 };
  return [
    {
      ...always,
      title: "10% off collection orders over £30",
      description: "Collect your order and save 10% when you spend £30 or more.",
      discountType: "percentage",
      discountValue: 10,
      minOrderPence: 3000,
      collectionOnly: true,
    },
    flashSaleSeed(now),
    {
      ...always,
      title: "Free dessert with £30+",
      description: "A free dessert with every order of £30 or more: add one to your order.",
      discountType: "free_item",
      discountValue: 0,
      rewardCategory: "desserts",
      minOrderPence: 3000,
    },
    {
      ...always,
      title: "Free dessert with any biryani at weekends",
      description: "Order a biryani Friday to Sunday and a dessert is on us.",
      discountType: "free_item",
      discountValue: 0,
      rewardCategory: "desserts",
      applicableCategories: ["biryanis"],
      daysOfWeek: [5, 6, 0],
    },
    {
      ...always,
      title: "Welcome 15% off",
      description: "15% off your first order when you join.",
      discountType: "percentage",
      discountValue: 15,
      offerCode: "WELCOME15",
      firstOrderOnly: true,
      signedInOnly: true,
      usesPerCustomer: 1,
    },
    {
      ...always,
      title: "Birthday Special",
      description: "15% off your order in your birthday week.",
      discountType: "percentage",
      discountValue: 15,
      offerCode: "BIRTHDAY15",
      signedInOnly: true,
      birthdayWeek: true,
      usesPerCustomer: 1,
      termsConditions: "Add your date of birth in your account. Once a year.",
    },
    {
      ...always,
      title: "Birthday cake",
      description: "A free cake for the birthday guest when you dine with us.",
      discountType: "fixed_amount",
      discountValue: 0,
      channel: "in_restaurant",
      termsConditions: "Tell us when you book your table.",
    },
    {
      ...always,
      title: "Groups of 4+",
      description: "Groups of four or more get 20% off at the table.",
      discountType: "percentage",
      discountValue: 20,
      offerCode: "GROUP20",
      channel: "in_restaurant",
    },
    {
      ...always,
      title: "VIP weekend",
      description: "A complimentary appetizer for your table, Friday to Sunday.",
      discountType: "fixed_amount",
      discountValue: 0,
      daysOfWeek: [5, 6, 0],
      channel: "in_restaurant",
    },
    {
      ...always,
      title: "Free delivery over £30",
      description: "Free delivery within 3 miles on orders over £30 (25-35 min).",
      discountType: "free_delivery",
      discountValue: 0,
      minOrderPence: 3000,
      channel: "phone",
      termsConditions: "Within 3 miles. Beyond 3 miles, delivery is quoted by phone.",
    },
    {
      ...always,
      title: "Catering: 15% off your first order",
      description: "15% off your first catering order of £200 or more.",
      discountType: "percentage",
      discountValue: 15,
      minOrderPence: 20000,
      offerCode: "FIRST15",
      firstOrderOnly: true,
      channel: "catering",
    },
  ];
}

/** The spec's "COLLECTION 30% OFF" flash sale, running from now to the end of the London day. */
export function flashSaleSeed(now: Date): typeof offers.$inferInsert {
  return {
    title: "COLLECTION 30% OFF",
    description: "30% off all collection orders today.",
    discountType: "percentage",
    discountValue: 30,
    minOrderPence: 0,
    validFrom: now,
    validTo: endOfLondonDay(now),
    isActive: true,
    isFlashSale: true,
    collectionOnly: true,
    priority: 2,
  };
}
