import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateUnitPrice,
  describeChosenOption,
  type OptionGroup,
  OptionGroupInputSchema,
  optionsKey,
  priceDishLine,
  summariseChosenOptions,
} from "./dish-options";

const choice = (id: number, name: string, priceDeltaPence = 0, isSoldOut = false) => ({
  id,
  name,
  priceDeltaPence,
  linkedMenuItemId: null,
  isAvailable: !isSoldOut,
  isSoldOut,
});

const SPICE: OptionGroup = {
  id: 1,
  name: "Spice level",
  minChoices: 1,
  maxChoices: 1,
  choices: [choice(1, "Mild"), choice(2, "Medium"), choice(3, "Hot")],
};
const ADD_ONS: OptionGroup = {
  id: 2,
  name: "Add-ons",
  minChoices: 0,
  maxChoices: 2,
  choices: [choice(4, "Extra raita", 150), choice(5, "Mirchi ka salan", 195), choice(6, "Papad", 50, true)],
};
const CURRY = { name: "Butter Chicken", pricePence: 1395, optionGroups: [SPICE, ADD_ONS] };

describe("priceDishLine", () => {
  it("prices a dish with its chosen options, in the menu's order", () => {
    const result = priceDishLine(CURRY, [4, 3]);
    expect(result).toEqual({
      ok: true,
      unitPricePence: 1545,
      options: [
        { choiceId: 3, group: "Spice level", name: "Hot", priceDeltaPence: 0 },
        { choiceId: 4, group: "Add-ons", name: "Extra raita", priceDeltaPence: 150 },
      ],
    });
  });

  it("prices a dish without groups at its own price", () => {
    expect(priceDishLine({ name: "Plain Naan", pricePence: 295, optionGroups: [] }, [])).toEqual({
      ok: true,
      unitPricePence: 295,
      options: [],
    });
  });

  it("refuses a missing required choice, naming the group", () => {
    expect(priceDishLine(CURRY, [])).toEqual({
      ok: false,
      status: 400,
      message: "Butter Chicken: please choose 1 for Spice level (0 chosen).",
    });
  });

  it("refuses too many choices", () => {
    expect(priceDishLine(CURRY, [1, 2])).toMatchObject({
      ok: false,
      status: 400,
      message: "Butter Chicken: Spice level allows at most 1 (2 chosen).",
    });
  });

  it("refuses a choice of another dish, a repeated choice and a sold-out choice", () => {
    expect(priceDishLine(CURRY, [1, 99])).toMatchObject({
      status: 400,
      message: "Option 99 is not a choice for Butter Chicken.",
    });
    expect(priceDishLine(CURRY, [1, 4, 4])).toMatchObject({
      status: 400,
      message: "Butter Chicken: Extra raita was chosen twice.",
    });
    expect(priceDishLine(CURRY, [1, 6])).toMatchObject({
      status: 409,
      message: "Butter Chicken: Papad is sold out. Please choose another.",
    });
  });

  it("property: a valid line's unit price is the base plus the chosen deltas, never negative", () => {
    const groupArb = fc
      .array(fc.integer({ min: -2000, max: 2000 }), { minLength: 1, maxLength: 5 })
      .chain((deltas) =>
        fc.record({
          deltas: fc.constant(deltas),
          min: fc.integer({ min: 0, max: deltas.length }),
          picks: fc.subarray(deltas.map((_, i) => i)),
        }),
      );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.array(groupArb, { maxLength: 4 }), (base, specs) => {
        let nextId = 1;
        const groups: OptionGroup[] = specs.map((spec, g) => ({
          id: g + 1,
          name: `Group ${g}`,
          minChoices: Math.min(spec.min, spec.picks.length),
          maxChoices: Math.max(1, spec.picks.length),
          choices: spec.deltas.map((d) => choice(nextId++, `Choice ${nextId}`, d)),
        }));
        const chosen = groups.flatMap((group, g) =>
          (specs[g]?.picks ?? []).flatMap((i) => group.choices.slice(i, i + 1)),
        );
        const result = priceDishLine(
          { name: "Dish", pricePence: base, optionGroups: groups },
          chosen.map((c) => c.id),
        );
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const raw = base + chosen.reduce((sum, c) => sum + c.priceDeltaPence, 0);
        expect(result.unitPricePence).toBe(Math.max(0, raw));
        expect(result.unitPricePence).toBeGreaterThanOrEqual(0);
        expect(result.options).toHaveLength(chosen.length);
      }),
    );
  });

  it("property: the order the diner picks in never changes the line", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: 0 }), (ids) => {
        expect(optionsKey(ids)).toBe(optionsKey([...ids].reverse()));
        const withSpice = [3, ...ids.filter((id) => id >= 4 && id <= 5)];
        expect(priceDishLine(CURRY, withSpice)).toEqual(priceDishLine(CURRY, [...withSpice].reverse()));
      }),
    );
  });
});

describe("calculateUnitPrice", () => {
  it("never goes below zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: -10_000, max: 10_000 })),
        (base, deltas) => {
          const price = calculateUnitPrice(
            base,
            deltas.map((priceDeltaPence) => ({ priceDeltaPence })),
          );
          expect(price).toBe(Math.max(0, base + deltas.reduce((a, b) => a + b, 0)));
        },
      ),
    );
  });
});

describe("describing options", () => {
  it("shows the price change and groups choices", () => {
    expect(describeChosenOption({ name: "Extra raita", priceDeltaPence: 150 })).toBe("Extra raita (+£1.50)");
    expect(describeChosenOption({ name: "Small", priceDeltaPence: -100 })).toBe("Small (-£1.00)");
    expect(
      summariseChosenOptions([
        { choiceId: 1, group: "Biryanis", name: "Chicken", priceDeltaPence: 0 },
        { choiceId: 2, group: "Biryanis", name: "Lamb", priceDeltaPence: 0 },
        { choiceId: 3, group: "Naans", name: "Garlic", priceDeltaPence: 50 },
      ]),
    ).toEqual([
      { group: "Biryanis", choices: "Chicken, Lamb" },
      { group: "Naans", choices: "Garlic (+£0.50)" },
    ]);
  });
});

describe("OptionGroupInputSchema", () => {
  it("refuses a minimum above the maximum or above the number of choices", () => {
    const base = { name: "Biryanis", choices: [{ name: "Chicken", priceDeltaPence: 0 }] };
    expect(OptionGroupInputSchema.safeParse({ ...base, minChoices: 2, maxChoices: 1 }).success).toBe(false);
    expect(OptionGroupInputSchema.safeParse({ ...base, minChoices: 1, maxChoices: 1 }).success).toBe(true);
    expect(OptionGroupInputSchema.safeParse({ ...base, minChoices: 2, maxChoices: 2 }).success).toBe(false);
  });
});
