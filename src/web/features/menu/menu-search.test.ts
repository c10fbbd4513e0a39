import { describe, expect, it } from "vitest";
import { toggleWithout } from "../../../shared/menu/dietary-filter";
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
    {
      name: "Lamb Haleem",
      description: "Slow-cooked wheat and lamb",
      category: "curries" as const,
      isVegetarian: false,
      allergens: ["gluten" as const, "nuts" as const],
    },
    {
      name: "Double ka Meetha",
      description: "Bread pudding",
      category: "desserts" as const,
      isVegetarian: true,
      allergens: ["gluten" as const, "milk" as const, "nuts" as const],
    },
    {
      name: "Dal Tadka",
      description: "Lentils with a cumin tempering",
      category: "curries" as const,
      isVegetarian: true,
      allergens: ["mustard" as const],
    },
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
    {
      name: "Lamb Haleem",
      description: "Wheat and lamb",
      category: "curries" as const,
      isVegetarian: false,
      allergens: ["gluten" as const],
    },
    {
      name: "Paneer Tikka",
      description: "Grilled paneer",
      category: "tandoori" as const,
      isVegetarian: true,
      allergens: ["milk" as const],
    },
    {
      name: "Dal Tadka",
      description: "Lentils",
      category: "curries" as const,
      isVegetarian: true,
      allergens: [],
    },
    {
      name: "Butter Chicken",
      description: "Tomato and butter",
      category: "curries" as const,
      isVegetarian: false,
      allergens: ["milk" as const, "nuts" as const],
    },
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
