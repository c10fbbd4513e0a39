import { describe, expect, it } from "vitest";
import { OfferInputSchema } from "@shared/offers/offer.schema";
import { errorsOf } from "@web/testing/schema-errors";
import { OfferFormSchema, type OfferFormValues } from "./offer-form.schema";

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
  collectionOnly: false,
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

  it("puts the shared schema's message on the field typed, not the name the server uses", () => {
    const errors = errorsOf(OfferFormSchema, { ...offer, usesPerCustomer: "1", totalUses: "0" });
    expect(Object.keys(errors)).toEqual(["totalUses"]);
    expect(OfferInputSchema.safeParse({ maxRedemptions: 0 }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ["maxRedemptions"], message: errors.totalUses }),
    );
  });
});
