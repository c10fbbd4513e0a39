import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALLERGENS } from "./allergens";
import { matchesDietaryFilter, WITHOUT_LABELS } from "./dietary-filter";

describe("dietary filters (issue 21)", () => {
  it("are named as the law names the 14 allergens, peanuts and tree nuts apart", () => {
    expect(WITHOUT_LABELS.peanuts).toBe("No peanuts");
    expect(WITHOUT_LABELS.nuts).toBe("No tree nuts");
    expect(WITHOUT_LABELS.gluten).toBe("No gluten");
    expect(Object.keys(WITHOUT_LABELS).sort()).toEqual([...ALLERGENS].sort());
  });

  it("property: each 'without' filter matches exactly the dishes whose data lacks that allergen", () => {
    fc.assert(
      fc.property(
        fc.subarray([...ALLERGENS]),
        fc.constantFrom(...ALLERGENS),
        fc.boolean(),
        (allergens, without, isVegetarian) => {
          const dish = { allergens, isVegetarian };
          expect(matchesDietaryFilter(dish, { vegetarian: false, without: [without] })).toBe(
            !allergens.includes(without),
          );
        },
      ),
    );
  });
});
