import { describe, expect, it } from "vitest";
import { sumPrepList } from "./kitchen-ahead";

describe("prep list", () => {
  it("sums dishes and their choices over a day's orders", () => {
    const lines = sumPrepList([
      {
        items: [
          { name: "Chicken Tikka Masala", quantity: 2, options: [{ group: "Spice", name: "Hot" }] },
          { name: "Garlic Naan", quantity: 1 },
        ],
      },
      {
        items: [
          { name: "Chicken Tikka Masala", quantity: 1, options: [{ group: "Spice", name: "Mild" }] },
          { name: "Garlic Naan", quantity: 3 },
        ],
      },
    ]);
    expect(lines).toEqual([
      { name: "Garlic Naan", quantity: 4, choices: [] },
      {
        name: "Chicken Tikka Masala",
        quantity: 3,
        choices: [
          { name: "Spice: Hot", quantity: 2 },
          { name: "Spice: Mild", quantity: 1 },
        ],
      },
    ]);
  });

  it("counts a catering order's set menus by heads and its trays by trays, beside the dishes", () => {
    const lines = sumPrepList([
      { items: [{ name: "Samosa platter", quantity: 1 }] },
      {
        cateringLines: [
          { name: "Office lunch", pricing: "per_head", quantity: 40 },
          { name: "Samosa platter", pricing: "tray", quantity: 2 },
        ],
      },
      { cateringLines: [{ name: "Office lunch", pricing: "per_head", quantity: 12 }] },
    ]);
    expect(lines).toEqual([
      { name: "Office lunch (per head)", quantity: 52, choices: [] },
      { name: "Samosa platter (tray)", quantity: 2, choices: [] },
      { name: "Samosa platter", quantity: 1, choices: [] },
    ]);
  });
});
