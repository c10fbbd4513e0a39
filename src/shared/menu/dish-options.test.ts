import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateUnitPrice,
  describeChosenOption,
  type LinkedDish,
  type OptionGroup,
  OptionGroupInputSchema,
  optionsKey,
  picksKey,
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
  allowRepeats: false,
  choices: [choice(1, "Mild"), choice(2, "Medium"), choice(3, "Hot")],
};
const ADD_ONS: OptionGroup = {
  id: 2,
  name: "Add-ons",
  minChoices: 0,
  maxChoices: 2,
  allowRepeats: false,
  choices: [choice(4, "Extra raita", 150), choice(5, "Mirchi ka salan", 195), choice(6, "Papad", 50, true)],
};
const CURRY = { name: "Butter Chicken", pricePence: 1395, optionGroups: [SPICE, ADD_ONS] };

describe("priceDishLine", () => {
  it("prices a dish with its chosen options, in the menu's order", () => {
    const result = priceDishLine(CURRY, [4, 3]);
    expect(result).toEqual({
      ok: true,
      deal: null,
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
      deal: null,
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
          allowRepeats: false,
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
        expect(result.deal).toBeNull();
      }),
    );
  });

  it("property: the order the diner picks in never changes the line", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: 0 }), (ids) => {
        expect(optionsKey(ids)).toBe(optionsKey([...ids].reverse()));
        expect(picksKey(ids)).toBe(picksKey([...ids].reverse()));
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

/* ------------------------------------------------------------------ meal deals (issue 21) */

const dishOf = (
  id: number,
  name: string,
  pricePence: number,
  extra: Partial<LinkedDish> = {},
): LinkedDish => ({
  id,
  name,
  pricePence,
  category: "biryanis",
  optionGroups: [],
  isVegetarian: false,
  isNonVegetarian: true,
  isSpicy: false,
  allergens: [],
  ...extra,
});
const SPICE_OF = (base: number): OptionGroup => ({
  id: base,
  name: "Spice level",
  minChoices: 1,
  maxChoices: 1,
  allowRepeats: false,
  choices: [choice(base + 1, "Mild"), choice(base + 2, "Medium"), choice(base + 3, "Hot")],
});
const VEG_BIRYANI = dishOf(101, "Vegetable Biryani", 1295, {
  optionGroups: [SPICE_OF(1000)],
  isVegetarian: true,
  isNonVegetarian: false,
  allergens: ["milk", "peanuts"],
});
const CHICKEN_BIRYANI = dishOf(102, "Chicken Biryani", 1695, {
  optionGroups: [SPICE_OF(2000)],
  allergens: ["milk"],
  isSpicy: true,
});
const GARLIC_NAAN = dishOf(103, "Garlic Naan", 350, {
  category: "breads",
  isVegetarian: true,
  isNonVegetarian: false,
  allergens: ["gluten", "milk"],
});
const PLAIN_NAAN = dishOf(104, "Plain Naan", 295, {
  category: "breads",
  isVegetarian: true,
  isNonVegetarian: false,
  allergens: ["gluten"],
});
const linkedChoice = (id: number, dish: LinkedDish) => ({
  ...choice(id, dish.name),
  linkedMenuItemId: dish.id,
});
const FEAST = {
  name: "Family Feast",
  pricePence: 4995,
  optionGroups: [
    {
      id: 50,
      name: "Biryanis",
      minChoices: 2,
      maxChoices: 2,
      allowRepeats: true,
      choices: [linkedChoice(51, VEG_BIRYANI), linkedChoice(52, CHICKEN_BIRYANI)],
    },
    {
      id: 60,
      name: "Naans",
      minChoices: 2,
      maxChoices: 2,
      allowRepeats: true,
      choices: [linkedChoice(61, GARLIC_NAAN), linkedChoice(62, PLAIN_NAAN)],
    },
  ],
};
const LOOKUP = (id: number) =>
  [VEG_BIRYANI, CHICKEN_BIRYANI, GARLIC_NAAN, PLAIN_NAAN].find((d) => d.id === id);

describe("meal deals", () => {
  it("costs the lower of its set price and the chosen dishes bought alone", () => {
    // 1295 + 1295 + 295 + 295 = 3180, less than the set price 4995.
    const cheap = priceDishLine(
      FEAST,
      [{ id: 51, options: [1001] }, { id: 51, options: [1003] }, 62, 62],
      LOOKUP,
    );
    expect(cheap).toMatchObject({ ok: true, unitPricePence: 3180 });
    expect(cheap.ok && cheap.deal).toMatchObject({ setPricePence: 4995, dishesPricePence: 3180 });
    const dear = { ...FEAST, pricePence: 3000 };
    const set = priceDishLine(
      dear,
      [{ id: 52, options: [2001] }, { id: 52, options: [2001] }, 61, 61],
      LOOKUP,
    );
    expect(set).toMatchObject({ ok: true, unitPricePence: 3000 });
    expect(set.ok && set.deal?.dishesPricePence).toBe(1695 * 2 + 350 * 2);
  });

  it("lets a choice repeat only where the group allows it", () => {
    const noRepeat = {
      ...FEAST,
      optionGroups: FEAST.optionGroups.map((g) => ({ ...g, allowRepeats: false })),
    };
    expect(
      priceDishLine(noRepeat, [{ id: 51, options: [1001] }, { id: 52, options: [2001] }, 61, 61], LOOKUP),
    ).toEqual({
      ok: false,
      status: 400,
      message: "Family Feast: Garlic Naan was chosen twice.",
    });
    const twoGarlic = priceDishLine(
      FEAST,
      [{ id: 51, options: [1001] }, { id: 52, options: [2001] }, 61, 61],
      LOOKUP,
    );
    expect(twoGarlic.ok).toBe(true);
    if (twoGarlic.ok) {
      expect(summariseChosenOptions(twoGarlic.options)).toEqual([
        { group: "Biryanis", choices: "Vegetable Biryani (Mild), Chicken Biryani (Mild)" },
        { group: "Naans", choices: "Garlic Naan x2" },
      ]);
    }
  });

  it("asks each dish in the deal for its own options (a biryani's spice level)", () => {
    expect(priceDishLine(FEAST, [51, { id: 52, options: [2003] }, 61, 62], LOOKUP)).toEqual({
      ok: false,
      status: 400,
      message: "Family Feast: Vegetable Biryani: please choose 1 for Spice level (0 chosen).",
    });
    expect(
      priceDishLine(FEAST, [{ id: 51, options: [2001] }, { id: 52, options: [2003] }, 61, 62], LOOKUP),
    ).toMatchObject({
      ok: false,
      message: "Family Feast: Option 2001 is not a choice for Vegetable Biryani.",
    });
    expect(
      priceDishLine(
        FEAST,
        [{ id: 51, options: [1002] }, { id: 52, options: [2003] }, { id: 61, options: [1] }, 62],
        LOOKUP,
      ),
    ).toMatchObject({
      ok: false,
      message: "Family Feast: Option 1 is not a choice for Garlic Naan.",
    });
    const ok = priceDishLine(
      FEAST,
      [{ id: 51, options: [1002] }, { id: 52, options: [2003] }, 61, 62],
      LOOKUP,
    );
    expect(ok.ok && summariseChosenOptions(ok.options)[0]).toEqual({
      group: "Biryanis",
      choices: "Vegetable Biryani (Medium), Chicken Biryani (Hot)",
    });
  });

  it("takes its allergens and vegetarian badge from the dishes chosen", () => {
    const veg = priceDishLine(
      FEAST,
      [{ id: 51, options: [1001] }, { id: 51, options: [1001] }, 61, 62],
      LOOKUP,
    );
    expect(veg.ok && veg.deal).toMatchObject({
      isVegetarian: true,
      isNonVegetarian: false,
      isSpicy: false,
      allergens: ["gluten", "milk", "peanuts"],
    });
    const meat = priceDishLine(
      FEAST,
      [{ id: 52, options: [2001] }, { id: 52, options: [2001] }, 62, 62],
      LOOKUP,
    );
    expect(meat.ok && meat.deal).toMatchObject({
      isVegetarian: false,
      isNonVegetarian: true,
      isSpicy: true,
      allergens: ["gluten", "milk"],
    });
  });

  it("property: a deal line never costs more than its dishes alone, and never more than its set price", () => {
    const pickArb = fc.record({
      biryanis: fc.array(fc.record({ id: fc.constantFrom(51, 52), spice: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 2,
        maxLength: 2,
      }),
      naans: fc.array(fc.constantFrom(61, 62), { minLength: 2, maxLength: 2 }),
      setPrice: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(pickArb, ({ biryanis, naans, setPrice }) => {
        const picks = [
          ...biryanis.map((b) => ({ id: b.id, options: [(b.id === 51 ? 1000 : 2000) + b.spice] })),
          ...naans,
        ];
        const result = priceDishLine({ ...FEAST, pricePence: setPrice }, picks, LOOKUP);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const alone =
          biryanis.reduce((s, b) => s + (b.id === 51 ? 1295 : 1695), 0) +
          naans.reduce((s, n) => s + (n === 61 ? 350 : 295), 0);
        expect(result.unitPricePence).toBe(Math.min(setPrice, alone));
        expect(result.deal?.parts.reduce((s, p) => s + p.unitPricePence, 0)).toBe(alone);
        expect(picksKey(picks)).toBe(picksKey([...picks].reverse()));
      }),
    );
  });
});
