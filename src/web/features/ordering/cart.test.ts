import { describe, expect, it } from "vitest";
import type { MenuItem } from "../../../shared/menu/menu.schema";
import {
  addToCart,
  CART_STORAGE_KEY,
  calculateCartTotal,
  loadStoredCart,
  reconcileCart,
  setCartQuantity,
} from "./cart";

const dish = (id: number, pricePence: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: `Dish ${id}`,
  description: "",
  price: "",
  pricePence,
  category: "curries",
  image: null,
  isVegetarian: false,
  isNonVegetarian: true,
  isSpicy: false,
  allergens: [],
  isAvailable: true,
  soldOutUntil: null,
  isSoldOut: false,
  orderIndex: id,
  ...extra,
});

describe("cart", () => {
  it("adding a dish already in the cart raises its quantity by 1", () => {
    let lines = addToCart([], dish(1, 995));
    lines = addToCart(lines, dish(1, 995));
    lines = addToCart(lines, dish(2, 250));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(calculateCartTotal(lines)).toBe(2240);
  });

  it("a quantity of 0 removes the line", () => {
    const lines = addToCart(addToCart([], dish(1, 995)), dish(2, 250));
    expect(setCartQuantity(lines, 1, 3).find((l) => l.id === 1)?.quantity).toBe(3);
    expect(setCartQuantity(lines, 1, 0).map((l) => l.id)).toEqual([2]);
  });

  it("drops dishes that disappeared, changed price or sold out, saying why", () => {
    const lines = [1, 2, 3, 4].reduce(
      (acc, id) => addToCart(acc, dish(id, 100 * id)),
      [] as ReturnType<typeof addToCart>,
    );
    const result = reconcileCart(lines, [dish(1, 100), dish(2, 999), dish(3, 300, { isSoldOut: true })]);
    expect(result.lines.map((l) => l.id)).toEqual([1]);
    expect(result.removed).toEqual([
      { name: "Dish 2", reason: "price changed" },
      { name: "Dish 3", reason: "sold out" },
      { name: "Dish 4", reason: "no longer on the menu" },
    ]);
  });

  it("discards a corrupt stored cart", () => {
    const store = new Map<string, string>([[CART_STORAGE_KEY, "{not json"]]);
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      removeItem: (k: string) => void store.delete(k),
    };
    expect(loadStoredCart(storage)).toEqual([]);
    expect(store.has(CART_STORAGE_KEY)).toBe(false);
  });
});
