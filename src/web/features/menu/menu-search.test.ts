import { describe, expect, it } from "vitest";
import type { Allergen } from "@shared/menu/allergens";
import type { MenuCategory } from "@shared/menu/categories";
import { toggleWithout } from "@shared/menu/dietary-filter";
import { filterDishes, matchesSearch } from "./menu-search";

const menuDish = (
  name: string,
  description: string,
  category: MenuCategory,
  isVegetarian: boolean,
  allergens: Allergen[],
) => ({ name, description, category, isVegetarian, allergens });

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
    menuDish("Lamb Haleem", "Slow-cooked wheat and lamb", "curries", false, ["gluten", "nuts"]),
    menuDish("Double ka Meetha", "Bread pudding", "desserts", true, ["gluten", "milk", "nuts"]),
    menuDish("Dal Tadka", "Lentils with a cumin tempering", "curries", true, ["mustard"]),
  ];

  it("keeps the dishes of the category that match the search", () => {
    expect(filterDishes(menu, "all", "").map((d) => d.name)).toEqual([
      "Lamb Haleem",
      "Double ka Meetha",
      "Dal Tadka",
    ]);
    expect(filterDishes(menu, "desserts", "").map((d) => d.name)).toEqual(["Double ka Meetha"]);
    expect(filterDishes(menu, "all", "lamb").map((d) => d.name)).toEqual(["Lamb Haleem"]);
    expect(filterDishes(menu, "desserts", "lamb")).toEqual([]);
  });
});

describe("dietary filters", () => {
  const menu = [
    menuDish("Lamb Haleem", "Wheat and lamb", "curries", false, ["gluten"]),
    menuDish("Paneer Tikka", "Grilled paneer", "tandoori", true, ["milk"]),
    menuDish("Dal Tadka", "Lentils", "curries", true, []),
    menuDish("Butter Chicken", "Tomato and butter", "curries", false, ["milk", "nuts"]),
  ];
  const names = (items: { name: string }[]) => items.map((d) => d.name);

  it("keeps vegetarian dishes, and dishes without each chosen allergen", () => {
    expect(names(filterDishes(menu, "all", "", { vegetarian: true, without: [] }))).toEqual([
      "Paneer Tikka",
      "Dal Tadka",
    ]);
    expect(names(filterDishes(menu, "all", "", { vegetarian: false, without: ["milk"] }))).toEqual([
      "Lamb Haleem",
      "Dal Tadka",
    ]);
    expect(names(filterDishes(menu, "all", "", { vegetarian: false, without: ["milk", "gluten"] }))).toEqual([
      "Dal Tadka",
    ]);
  });

  it("combines with the category and the search", () => {
    const nutFree = toggleWithout({ vegetarian: false, without: [] }, "nuts");
    expect(names(filterDishes(menu, "curries", "", nutFree))).toEqual(["Lamb Haleem", "Dal Tadka"]);
    expect(names(filterDishes(menu, "curries", "lentil", nutFree))).toEqual(["Dal Tadka"]);
    expect(names(filterDishes(menu, "tandoori", "", { vegetarian: true, without: ["milk"] }))).toEqual([]);
  });

  it("toggles a without filter off again, keeping the allergens' order", () => {
    const both = toggleWithout(toggleWithout({ vegetarian: false, without: [] }, "nuts"), "gluten");
    expect(both.without).toEqual(["gluten", "nuts"]);
    expect(toggleWithout(both, "nuts").without).toEqual(["gluten"]);
  });
});
