import { describe, expect, it } from "vitest";
import { errorsOf } from "@web/testing/schema-errors";
import { MenuItemFormSchema } from "./menu-item-form.schema";

describe("menu item form", () => {
  it("uses the shared price rule", () => {
    const item = { name: "Kheer", description: "", price: "6.50", category: "desserts" };
    expect(MenuItemFormSchema.parse(item)).toMatchObject({ price: "6.50", allergens: [] });
    expect(errorsOf(MenuItemFormSchema, { ...item, price: "six" })).toEqual({
      price: "Enter a price such as 9.99",
    });
  });
});
