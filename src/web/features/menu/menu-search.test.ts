import { describe, expect, it } from "vitest";
import { filterDishes, matchesSearch } from "./menu-search";

describe("matchesSearch", () => {
  const dish = { name: "Chicken Dum Biryani", description: "Slow-cooked with saffron" };

  it("matches the name or the description, whatever the case and surrounding spaces", () => {
    expect(matchesSearch(dish, "  BIRYANI ")).toBe(true);
    expect(matchesSearch(dish, "Saffron")).toBe(true);
    expect(matchesSearch(dish, "haleem")).toBe(false);
  });

  it("lets every dish through a blank search", () => {
    expect(matchesSearch(dish, "   ")).toBe(true);
  });
});

describe("filterDishes", () => {
  const menu = [
    { name: "Lamb Haleem", description: "Slow-cooked wheat and lamb", category: "curries" as const },
    { name: "Double ka Meetha", description: "Bread pudding", category: "desserts" as const },
  ];

  it("keeps the dishes of the category that match the search", () => {
    expect(filterDishes(menu, "all", "").map((d) => d.name)).toEqual(["Lamb Haleem", "Double ka Meetha"]);
    expect(filterDishes(menu, "desserts", "").map((d) => d.name)).toEqual(["Double ka Meetha"]);
    expect(filterDishes(menu, "all", "lamb").map((d) => d.name)).toEqual(["Lamb Haleem"]);
    expect(filterDishes(menu, "desserts", "lamb")).toEqual([]);
  });
});
