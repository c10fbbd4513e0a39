import { describe, expect, it } from "vitest";
import { errorsOf } from "@web/testing/schema-errors";
import { DishOptionsFormSchema } from "./dish-options-form.schema";

describe("DishOptionsFormSchema", () => {
  const group = (choices: { priceChange: string; linkedMenuItemId?: string }[], minChoices = 0) => ({
    groups: [
      {
        name: "Add-ons",
        minChoices,
        maxChoices: 2,
        allowRepeats: false,
        choices: choices.map((c, i) => ({
          name: `Choice ${i + 1}`,
          linkedMenuItemId: "",
          isAvailable: true,
          ...c,
        })),
      },
    ],
  });

  it("turns pounds, signed or blank, into pence and a blank dish into none", () => {
    const parsed = DishOptionsFormSchema.parse(
      group([{ priceChange: "1.50" }, { priceChange: "-1" }, { priceChange: "", linkedMenuItemId: "12" }]),
    );
    expect(parsed.groups[0]?.choices.map((c) => [c.priceDeltaPence, c.linkedMenuItemId])).toEqual([
      [150, null],
      [-100, null],
      [0, 12],
    ]);
  });

  it("gives the shared schema's messages on the form's fields", () => {
    expect(errorsOf(DishOptionsFormSchema, group([{ priceChange: "lots" }]))).toEqual({
      "groups.0.choices.0.priceChange": "Enter a price change such as 1.50 or -1.00",
    });
    expect(errorsOf(DishOptionsFormSchema, group([{ priceChange: "" }], 3))["groups.0.minChoices"]).toBe(
      "The minimum number of choices cannot be more than the maximum",
    );
  });
});
