import { describe, expect, it } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import { getFeaturedCard } from "./featured-prices";

const dish = (id: number, name: string, category: MenuItem["category"], pricePence: number) =>
  ({ id, name, category, pricePence, description: `${name}, described.` }) as MenuItem;
const menu = [
  dish(1, "Hyderabadi Chicken Dum Biryani", "biryanis", 1695),
  dish(2, "Chicken 65 Biryani", "biryanis", 1395),
  dish(3, "Tandoori Chicken", "tandoori", 1295),
  dish(4, "Paneer Tikka", "tandoori", 995),
];

describe("getFeaturedCard", () => {
  it("states a chosen dish's own name, price and description from the menu", () => {
    expect(getFeaturedCard(menu, { kind: "dish", menuItemId: 1 })).toEqual({
      title: "Hyderabadi Chicken Dum Biryani",
      price: "£16.95",
      text: "Hyderabadi Chicken Dum Biryani, described.",
    });
  });

  it("names only dishes on the menu: the category's lowest price and first dishes", () => {
    expect(
      getFeaturedCard(menu, {
        kind: "category",
        category: "tandoori",
        title: "Tandoori",
        note: ", from the oven.",
      }),
    ).toEqual({
      title: "Tandoori",
      price: "from £9.95",
      text: "Tandoori Chicken and Paneer Tikka, from the oven.",
    });
  });

  it("shows no card when the menu no longer has the dish or the category", () => {
    expect(getFeaturedCard(menu, { kind: "dish", menuItemId: 99 })).toBeNull();
    expect(
      getFeaturedCard(menu, { kind: "category", category: "curries", title: "Curries", note: "." }),
    ).toBeNull();
  });
});
