import { describe, expect, it } from "vitest";
import type { RestaurantDetails } from "@shared/restaurant/restaurant-details.schema";
import { RestaurantDetailsFormSchema, toDetailsFormValues } from "./restaurant-details-form.schema";

const details: RestaurantDetails = {
  name: "Spice Route",
  description: "Dishes from the spice road.",
  street: "3 Mill Lane",
  town: "York",
  postcode: "YO1 7HH",
  phone: "01904 000000",
  email: "hello@spice-route.test",
  website: "https://spice-route.test",
  socialLinks: [{ network: "instagram", url: "https://instagram.com/spiceroute" }],
  deliveryLinks: [{ platform: "deliveroo", url: "https://deliveroo.co.uk/menu/york/spice-route" }],
  hygieneRating: "4",
  fhrsId: "123456",
  hygieneRatingDate: "2026-05-01",
  tradingName: "Spice Route",
  companyName: "Spice Route Ltd",
  companyNumber: "12345678",
  vatNumber: "GB123456789",
  registeredAddress: "3 Mill Lane, York YO1 7HH",
  mailSenderName: "Spice Route York",
};

describe("the restaurant details form", () => {
  it("starts from the stored details and gives them back unchanged", () => {
    const values = toDetailsFormValues(details);
    expect(values.social).toEqual({
      facebook: "",
      instagram: "https://instagram.com/spiceroute",
      tiktok: "",
      x: "",
    });
    expect(values.delivery).toEqual({
      deliveroo: "https://deliveroo.co.uk/menu/york/spice-route",
      "uber-eats": "",
      "just-eat": "",
    });
    expect(RestaurantDetailsFormSchema.parse(values)).toEqual(details);
  });

  it("starts blank on a fresh install and refuses blanks with the shared schema's words", () => {
    const values = toDetailsFormValues(null);
    expect(
      Object.values(values)
        .filter((v) => typeof v === "string")
        .every((v) => v === ""),
    ).toBe(true);
    const result = RestaurantDetailsFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages).toContain("name: Enter the restaurant's name");
    expect(messages).toContain("postcode: Enter a UK postcode, for example YO1 7HH");
  });
});
