import { describe, expect, it } from "vitest";
import { errorsOf } from "@web/testing/schema-errors";
import { KitchenSettingsFormSchema } from "./settings-form.schema";

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
