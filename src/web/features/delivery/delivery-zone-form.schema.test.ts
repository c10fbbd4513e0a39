import { describe, expect, it } from "vitest";
import { DeliveryZoneFormSchema, zoneFormValues } from "./delivery-zone-form.schema";

const filled = {
  ...zoneFormValues(null),
  name: "Town",
  areas: "nn1, nn3 1-4",
  fee: "2.50",
  minOrder: "£15",
  freeOver: "30",
};

describe("the delivery zone form", () => {
  it("sends pounds as pence and the areas tidied", () => {
    expect(DeliveryZoneFormSchema.parse(filled)).toEqual({
      name: "Town",
      kind: "postcodes",
      areas: "NN1, NN3 1-4",
      radiusMiles: null,
      feePence: 250,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 45,
      isActive: true,
    });
  });

  it("a blank free-over is never free; a blank fee is free", () => {
    expect(DeliveryZoneFormSchema.parse({ ...filled, freeOver: "", fee: "" })).toMatchObject({
      freeOverPence: null,
      feePence: 0,
    });
  });

  it("puts the shared rules' messages on the form's fields", () => {
    const result = DeliveryZoneFormSchema.safeParse({ ...filled, areas: "Northampton", freeOver: "10" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(byField.areas).toContain("is not a postcode district or sector");
    expect(byField.freeOver).toBe("Free delivery cannot start below the zone's minimum order");
    expect(DeliveryZoneFormSchema.safeParse({ ...filled, fee: "two" }).error?.issues[0]?.path).toEqual([
      "fee",
    ]);
  });

  it("reads a stored zone back into the same values", () => {
    const zone = { id: 1, ...DeliveryZoneFormSchema.parse(filled), radiusMiles: null };
    expect(DeliveryZoneFormSchema.parse(zoneFormValues(zone))).toEqual(DeliveryZoneFormSchema.parse(filled));
  });
});
