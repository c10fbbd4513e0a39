import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  SPECIAL_HOURS_PAST_MESSAGE,
  SPECIAL_HOURS_REQUIRED_MESSAGE,
  TIME_FORMAT_MESSAGE,
} from "../../../shared/opening-hours/opening-hours.schema";
import {
  ChefFormSchema,
  DishOptionsFormSchema,
  KitchenSettingsFormSchema,
  MenuItemFormSchema,
  OfferFormSchema,
  type OfferFormValues,
  OperatingHoursFormSchema,
  specialHoursFormSchema,
  TimePeriodFormSchema,
} from "./admin-forms";

/** Each field's first message, as the forms show them. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const offer: OfferFormValues = {
  title: "Tuesday treat",
  description: "Ten percent off",
  discountType: "percentage",
  discountValue: "10",
  minOrder: "0",
  validFrom: "2026-11-01T00:00",
  validTo: "2027-01-31T23:00",
  offerCode: "",
  termsConditions: "",
  isActive: true,
  channel: "online",
  isFlashSale: false,
  maxDiscount: "",
  rewardCategory: "",
  categories: "",
  days: [],
  startTime: "",
  endTime: "",
  firstOrderOnly: false,
  signedInOnly: false,
  birthdayWeek: false,
  usesPerCustomer: "",
  totalUses: "",
  bundleSlots: [],
};

describe("offer form", () => {
  it("turns a Tuesday-to-Friday lunch code into the engine's conditions", () => {
    const parsed = OfferFormSchema.parse({
      ...offer,
      offerCode: "LUNCH",
      days: ["2", "3", "4", "5"],
      startTime: "12:00",
      endTime: "15:00",
      categories: "curries, biryanis",
      maxDiscount: "5.00",
      usesPerCustomer: "1",
    });
    expect(parsed).toMatchObject({
      daysOfWeek: [2, 3, 4, 5],
      startTime: "12:00",
      endTime: "15:00",
      applicableCategories: ["curries", "biryanis"],
      maxDiscountPence: 500,
      usesPerCustomer: 1,
    });
    expect(errorsOf(OfferFormSchema, { ...offer, startTime: "12:00" })).toHaveProperty("endTime");
    expect(errorsOf(OfferFormSchema, { ...offer, discountType: "free_item" })).toHaveProperty(
      "rewardCategory",
    );
  });

  it("turns pounds into pence and London wall times into instants", () => {
    const parsed = OfferFormSchema.parse({
      ...offer,
      discountType: "fixed_amount",
      discountValue: "2.50",
      minOrder: "£30",
      validFrom: "2026-07-01T09:00",
      offerCode: "tues10",
    });
    expect(parsed).toMatchObject({
      discountValue: 250,
      minOrderPence: 3000,
      validFrom: "2026-07-01T08:00:00.000Z",
      validTo: "2027-01-31T23:00:00.000Z",
      offerCode: "TUES10",
      termsConditions: null,
    });
  });

  it("names the missing fields and refuses an offer that ends before it starts", () => {
    expect(errorsOf(OfferFormSchema, { ...offer, title: " ", discountValue: "" })).toEqual({
      title: "Title is required",
      discountValue: "Discount value is required",
    });
    expect(errorsOf(OfferFormSchema, { ...offer, validTo: "2026-10-01T00:00" })).toEqual({
      validTo: "The offer must end after it starts",
    });
    expect(errorsOf(OfferFormSchema, { ...offer, discountValue: "-5" })).toEqual({
      discountValue: "Discount value cannot be negative",
    });
  });
});

describe("chef form", () => {
  const chef = { name: "Ravi", specialty: "Biryani", experience: "12 years", description: "Dum master" };

  it("accepts an uploaded photo's relative URL, as the server does", () => {
    const parsed = ChefFormSchema.parse({ ...chef, photo: "/api/images/ab12-cd/1200.webp" });
    expect(parsed.photo).toBe("/api/images/ab12-cd/1200.webp");
    expect(ChefFormSchema.parse({ ...chef, photo: "" }).photo).toBeNull();
  });

  it("refuses other photo text and names missing fields", () => {
    expect(errorsOf(ChefFormSchema, { ...chef, photo: "javascript:alert(1)" })).toEqual({
      photo: "Photo must be an image URL",
    });
    expect(errorsOf(ChefFormSchema, { ...chef, specialty: "", photo: "" })).toEqual({
      specialty: "Specialty is required",
    });
  });

  it("never sends an order, so an edit keeps the chef's place", () => {
    expect(ChefFormSchema.parse({ ...chef, photo: "" })).not.toHaveProperty("order");
  });
});

describe("menu item form", () => {
  it("uses the shared price rule", () => {
    const item = { name: "Kheer", description: "", price: "6.50", category: "desserts" };
    expect(MenuItemFormSchema.parse(item)).toMatchObject({ price: "6.50", allergens: [] });
    expect(errorsOf(MenuItemFormSchema, { ...item, price: "six" })).toEqual({
      price: "Enter a price such as 9.99",
    });
  });
});

describe("operating hours form", () => {
  const day = {
    openTime: "11:00",
    closeTime: "22:00",
    lastOrderTime: "",
    isClosed: false,
    isOrderingEnabled: true,
  };

  it("reads a blank last order time as 'at closing'", () => {
    expect(OperatingHoursFormSchema.parse(day).lastOrderTime).toBeNull();
  });

  it("gives the spec's HH:MM message for each bad time", () => {
    expect(errorsOf(OperatingHoursFormSchema, { ...day, openTime: "9", lastOrderTime: "25:00" })).toEqual({
      openTime: TIME_FORMAT_MESSAGE,
      lastOrderTime: TIME_FORMAT_MESSAGE,
    });
  });
});

describe("time period form", () => {
  it("requires a name and both times, in HH:MM", () => {
    expect(errorsOf(TimePeriodFormSchema, { periodName: "", openTime: "", closeTime: "5pm" })).toEqual({
      periodName: "Name is required",
      openTime: "Opening time is required",
      closeTime: TIME_FORMAT_MESSAGE,
    });
    expect(
      TimePeriodFormSchema.parse({ periodName: " Lunch ", openTime: "12:00", closeTime: "15:00" }),
    ).toEqual({
      periodName: "Lunch",
      openTime: "12:00",
      closeTime: "15:00",
    });
  });
});

describe("special hours form", () => {
  const schema = specialHoursFormSchema("2026-11-24");
  const blank = {
    date: "",
    reason: "",
    isClosed: false,
    openTime: "11:30",
    closeTime: "21:30",
    lastOrderTime: "",
  };

  it("needs a date and a reason, with the spec's message", () => {
    expect(errorsOf(schema, blank)).toEqual({
      date: SPECIAL_HOURS_REQUIRED_MESSAGE,
      reason: SPECIAL_HOURS_REQUIRED_MESSAGE,
    });
  });

  it("refuses a date before today", () => {
    expect(errorsOf(schema, { ...blank, date: "2026-11-23", reason: "Eid" })).toEqual({
      date: SPECIAL_HOURS_PAST_MESSAGE,
    });
  });

  it("checks times only when the day is not closed", () => {
    const day = { ...blank, date: "2026-11-25", reason: "Eid", openTime: "noon" };
    expect(errorsOf(schema, day)).toEqual({ openTime: TIME_FORMAT_MESSAGE });
    expect(schema.parse({ ...day, isClosed: true })).toMatchObject({
      isClosed: true,
      openTime: null,
      closeTime: null,
    });
  });
});

describe("KitchenSettingsFormSchema", () => {
  it("turns the typed numbers into the settings the server takes", () => {
    expect(
      KitchenSettingsFormSchema.parse({
        kitchenCapacityPerSlot: " 12 ",
        loyaltyPointsPerPound: "0",
        pointsPerPoundRedeemed: "100",
      }),
    ).toEqual({ kitchenCapacityPerSlot: 12, loyaltyPointsPerPound: 0, pointsPerPoundRedeemed: 100 });
  });

  it("refuses what is not a whole number, and applies the server's bounds", () => {
    expect(
      errorsOf(KitchenSettingsFormSchema, {
        kitchenCapacityPerSlot: "1.5",
        loyaltyPointsPerPound: "",
        pointsPerPoundRedeemed: "100",
      }),
    ).toEqual({
      kitchenCapacityPerSlot: "Kitchen capacity must be a whole number",
      loyaltyPointsPerPound: "Loyalty points must be a whole number",
    });
    expect(
      errorsOf(KitchenSettingsFormSchema, {
        kitchenCapacityPerSlot: "0",
        loyaltyPointsPerPound: "101",
        pointsPerPoundRedeemed: "100",
      }),
    ).toEqual({
      kitchenCapacityPerSlot: "Kitchen capacity must be at least 1",
      loyaltyPointsPerPound: "must be at most 100",
    });
  });
});

describe("DishOptionsFormSchema", () => {
  const group = (choices: { priceChange: string; linkedMenuItemId?: string }[], minChoices = 0) => ({
    groups: [
      {
        name: "Add-ons",
        minChoices,
        maxChoices: 2,
        allowRepeats: false,
        choices: choices.map((c, i) => ({
          name: `Choice ${i + 1}`,
          linkedMenuItemId: "",
          isAvailable: true,
          ...c,
        })),
      },
    ],
  });

  it("turns pounds, signed or blank, into pence and a blank dish into none", () => {
    const parsed = DishOptionsFormSchema.parse(
      group([{ priceChange: "1.50" }, { priceChange: "-1" }, { priceChange: "", linkedMenuItemId: "12" }]),
    );
    expect(parsed.groups[0]?.choices.map((c) => [c.priceDeltaPence, c.linkedMenuItemId])).toEqual([
      [150, null],
      [-100, null],
      [0, 12],
    ]);
  });

  it("gives the shared schema's messages on the form's fields", () => {
    expect(errorsOf(DishOptionsFormSchema, group([{ priceChange: "lots" }]))).toEqual({
      "groups.0.choices.0.priceChange": "Enter a price change such as 1.50 or -1.00",
    });
    expect(errorsOf(DishOptionsFormSchema, group([{ priceChange: "" }], 3))["groups.0.minChoices"]).toBe(
      "The minimum number of choices cannot be more than the maximum",
    );
  });
});
