/**
 * The seeded menu declares what its own descriptions say (issue 21): peanuts and tree nuts are two
 * of the UK's 14 allergens, and a dish whose text names one must declare it, so the "No peanuts"
 * and "No tree nuts" filters never show it.
 */
import { describe, expect, it } from "vitest";
import { MENU_ITEM_SEEDS } from "./menu-items.seed";

const PEANUT_WORDS = /\bpeanuts?\b|\bgroundnuts?\b/i;
const TREE_NUT_WORDS =
  /\b(cashews?|almonds?|pistachios?|walnuts?|hazelnuts?|pecans?|macadamias?|brazil nuts?)\b/i;

describe("the seeded menu's allergens", () => {
  it("a dish that names peanuts declares peanuts (Bagara Baingan and Mirchi ka Salan among them)", () => {
    const named = MENU_ITEM_SEEDS.filter((d) => PEANUT_WORDS.test(d.description));
    expect(named.map((d) => d.name)).toEqual(expect.arrayContaining(["Bagara Baingan", "Mirchi ka Salan"]));
    for (const d of named) expect(d.allergens, d.name).toContain("peanuts");
  });

  it("a dish that names a tree nut declares tree nuts", () => {
    for (const d of MENU_ITEM_SEEDS.filter((x) => TREE_NUT_WORDS.test(x.description))) {
      expect(d.allergens, d.name).toContain("nuts");
    }
  });
});
