import { describe, expect, it } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import { getFeaturedPrice, getFeaturedText } from "./featured-prices";

const dish = (name: string, category: MenuItem["category"], pricePence: number) =>
  ({ name, category, pricePence }) as MenuItem;
const menu = [
  dish("Hyderabadi Chicken Dum Biryani", "biryanis", 1695),
  dish("Chicken 65 Biryani", "biryanis", 1395),
  dish("Tandoori Chicken", "tandoori", 1295),
  dish("Paneer Tikka", "tandoori", 995),
];

describe("getFeaturedPrice", () => {
  it("states the dish's own price and the lowest price in a category", () => {
    expect(getFeaturedPrice(menu, { dish: "Hyderabadi Chicken Dum Biryani" })).toBe("£16.95");
    expect(getFeaturedPrice(menu, { category: "tandoori" })).toBe("from £9.95");
  });

  it("states nothing when the menu no longer has the dish or the category", () => {
    expect(getFeaturedPrice(menu, { dish: "Lamb Haleem" })).toBeNull();
    expect(getFeaturedPrice(menu, { category: "curries" })).toBeNull();
  });
});

describe("getFeaturedText", () => {
  it("names only dishes on the menu: the category's first dishes, or the dish's own description", () => {
    expect(getFeaturedText(menu, { category: "tandoori" }, ", cooked in our clay oven.")).toBe(
      "Tandoori Chicken and Paneer Tikka, cooked in our clay oven.",
    );
    const withText = [{ ...menu[0], description: "Chicken on dum." } as MenuItem];
    expect(getFeaturedText(withText, { dish: "Hyderabadi Chicken Dum Biryani" }, "")).toBe("Chicken on dum.");
    expect(getFeaturedText(menu, { category: "curries" }, ".")).toBeNull();
  });
});
