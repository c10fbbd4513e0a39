import { describe, expect, it } from "vitest";
import { CateringItemInputSchema, type CateringSettings } from "@shared/catering/catering.schema";
import { errorsOf } from "@web/testing/schema-errors";
import {
  CateringDecisionFormSchema,
  CateringItemFormSchema,
  CateringTermsFormSchema,
  itemFormValues,
  termsFormValues,
} from "./catering-owner-form.schema";

const terms: CateringSettings = {
  enabled: false,
  leadTimeHours: 48,
  minimumPence: 15000,
  depositPercent: 25,
  deliveryChargePence: 1250,
  deliveryOffered: true,
};

describe("the catering terms form", () => {
  it("reads back what it shows, pounds as pence", () => {
    expect(termsFormValues(terms)).toMatchObject({ minimum: "150.00", deliveryCharge: "12.50" });
    expect(CateringTermsFormSchema.parse(termsFormValues(terms))).toEqual(terms);
  });

  it("takes pounds as typed, a blank amount as none", () => {
    const typed = { ...termsFormValues(terms), minimum: "£99.5", deliveryCharge: "" };
    expect(CateringTermsFormSchema.parse(typed)).toMatchObject({
      minimumPence: 9950,
      deliveryChargePence: 0,
    });
  });

  it("refuses words, fractions and a deposit outside 1 to 100, on their own fields", () => {
    expect(
      errorsOf(CateringTermsFormSchema, {
        ...termsFormValues(terms),
        minimum: "lots",
        deliveryCharge: "-5",
        leadTimeHours: "1.5",
        depositPercent: "0",
      }),
    ).toEqual({
      minimum: "Give the minimum in pounds, such as 150",
      deliveryCharge: "Give the charge in pounds, such as 15",
      leadTimeHours: "Give the notice in whole hours",
      depositPercent: "must be at least 1",
    });
  });
});

describe("the catering item form", () => {
  const tray = {
    ...itemFormValues(null, 30),
    name: "Vegetable samosas",
    pricing: "tray" as const,
    price: "£45",
    serves: "12",
    vatRate: "0" as const,
  };

  it("sends the price in pence, the rate in basis points and the new item after the last", () => {
    const body = CateringItemFormSchema.parse(tray);
    expect(body).toEqual({
      name: "Vegetable samosas",
      description: "",
      pricing: "tray",
      pricePence: 4500,
      serves: 12,
      vatRateBasisPoints: 0,
      isAvailable: true,
      sortOrder: 30,
    });
    expect(CateringItemInputSchema.safeParse(body).success).toBe(true);
  });

  it("forgets the serves of a per-head price", () => {
    expect(CateringItemFormSchema.parse({ ...tray, pricing: "per_head", price: "12.50" })).toMatchObject({
      pricePence: 1250,
      serves: null,
    });
  });

  it("refuses a price that is not pounds or is nothing, and a tray without its serves", () => {
    expect(errorsOf(CateringItemFormSchema, { ...tray, price: "twelve" })).toEqual({
      price: "Enter the price in pounds, such as 12.50",
    });
    expect(errorsOf(CateringItemFormSchema, { ...tray, price: "0" })).toEqual({
      price: "Enter the price in pounds, such as 12.50",
    });
    expect(errorsOf(CateringItemFormSchema, { ...tray, serves: "" })).toEqual({
      serves: "Say how many a tray serves",
    });
    expect(errorsOf(CateringItemFormSchema, { ...tray, name: " " })).toEqual({
      name: "Enter the dish or menu's name",
    });
  });

  it("shows a stored item as it was saved", () => {
    const stored = { id: 4, ...CateringItemFormSchema.parse(tray), description: "" };
    expect(CateringItemFormSchema.parse(itemFormValues(stored, 99))).toEqual(
      CateringItemFormSchema.parse(tray),
    );
  });
});

describe("the owner's decision form", () => {
  it("confirms with or without a message", () => {
    expect(CateringDecisionFormSchema.parse({ decision: "confirm", message: "" })).toEqual({
      decision: "confirm",
      message: "",
    });
  });

  it("declines only with a reason", () => {
    expect(errorsOf(CateringDecisionFormSchema, { decision: "decline", message: "  " })).toEqual({
      message: "Say why you are declining: the diner reads it in the mail",
    });
    expect(CateringDecisionFormSchema.parse({ decision: "decline", message: "Fully booked" })).toEqual({
      decision: "decline",
      message: "Fully booked",
    });
  });
});
