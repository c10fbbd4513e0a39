import { describe, expect, it } from "vitest";
import type { OptionGroup } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import {
  addToCart,
  addToStoredCart,
  CART_STORAGE_KEY,
  type CartLine,
  calculateCartTotal,
  cartLineKey,
  loadStoredCart,
  reconcileCart,
  setCartQuantity,
  soldOutTodayNames,
  toRequestItems,
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
  optionGroups: [],
  ...extra,
});

function add(lines: CartLine[], item: MenuItem, choiceIds: number[] = []): CartLine[] {
  const result = addToCart(lines, item, choiceIds);
  if ("error" in result) throw new Error(result.error);
  return result.lines;
}

const SPICE: OptionGroup = {
  id: 1,
  name: "Spice level",
  minChoices: 1,
  maxChoices: 1,
  allowRepeats: false,
  choices: ["Mild", "Hot"].map((name, i) => ({
    id: 10 + i,
    name,
    priceDeltaPence: 0,
    linkedMenuItemId: null,
    isAvailable: true,
    isSoldOut: false,
  })),
};
const RAITA_CHOICE = {
  id: 20,
  name: "Extra raita",
  priceDeltaPence: 150,
  linkedMenuItemId: null,
  isAvailable: true,
  isSoldOut: false,
};
const RAITA: OptionGroup = {
  id: 2,
  name: "Add-ons",
  minChoices: 0,
  maxChoices: 1,
  allowRepeats: false,
  choices: [RAITA_CHOICE],
};

describe("cart", () => {
  it("adding a dish already in the cart raises its quantity by 1", () => {
    let lines = add([], dish(1, 995));
    lines = add(lines, dish(1, 995));
    lines = add(lines, dish(2, 250));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(calculateCartTotal(lines)).toBe(2240);
  });

  it("a quantity of 0 removes the line", () => {
    const lines = add(add([], dish(1, 995)), dish(2, 250));
    expect(setCartQuantity(lines, "1", 3).find((l) => l.id === 1)?.quantity).toBe(3);
    expect(setCartQuantity(lines, "1", 0).map((l) => l.id)).toEqual([2]);
  });

  it("drops dishes that disappeared, changed price or sold out, saying why", () => {
    const lines = [1, 2, 3, 4].reduce((acc, id) => add(acc, dish(id, 100 * id)), [] as CartLine[]);
    const result = reconcileCart(lines, [dish(1, 100), dish(2, 999), dish(3, 300, { isSoldOut: true })]);
    expect(result.lines.map((l) => l.id)).toEqual([1]);
    expect(result.removed).toEqual([
      { name: "Dish 2", reason: "price changed" },
      { name: "Dish 3", reason: "sold out" },
      { name: "Dish 4", reason: "no longer on the menu" },
    ]);
  });

  it("keeps a dish sold out only today while a later day can be chosen (issue 39), and names it", () => {
    const lines = [1, 2].reduce((acc, id) => add(acc, dish(id, 100 * id)), [] as CartLine[]);
    const menu = [
      dish(1, 100, { isSoldOut: true, soldOutUntil: "2026-12-04" }),
      dish(2, 200, { isSoldOut: true, isAvailable: false }),
    ];
    const later = reconcileCart(lines, menu, true);
    expect(later.lines.map((l) => l.id)).toEqual([1]);
    expect(later.removed).toEqual([{ name: "Dish 2", reason: "sold out" }]);
    expect(soldOutTodayNames(later.lines, menu)).toEqual(["Dish 1"]);
    // Today only (the owner's setting off): both go.
    expect(reconcileCart(lines, menu).lines).toEqual([]);
  });

  it("keeps the same dish with other choices on its own line, priced with its options", () => {
    const curry = dish(5, 1395, { optionGroups: [SPICE, RAITA] });
    let lines = add([], curry, [11]);
    lines = add(lines, curry, [10, 20]);
    lines = add(lines, curry, [20, 10]);
    expect(lines.map((l) => [l.quantity, l.pricePence, l.options.map((o) => o.name)])).toEqual([
      [1, 1395, ["Hot"]],
      [2, 1545, ["Mild", "Extra raita"]],
    ]);
    expect(calculateCartTotal(lines)).toBe(1395 + 1545 * 2);
    expect(
      setCartQuantity(lines, cartLineKey(lines[0] ?? { id: 0, options: [] }), 0).map((l) => l.pricePence),
    ).toEqual([1545]);
    expect(addToCart(lines, curry, [])).toEqual({
      error: "Dish 5: please choose 1 for Spice level (0 chosen).",
    });
  });

  it("drops a line whose choices no longer fit or were repriced", () => {
    const curry = dish(5, 1395, { optionGroups: [SPICE, RAITA] });
    const lines = add(add([], curry, [11]), curry, [10, 20]);
    const withoutHot = dish(5, 1395, {
      optionGroups: [{ ...SPICE, choices: SPICE.choices.slice(0, 1) }, RAITA],
    });
    expect(reconcileCart(lines, [withoutHot]).removed).toEqual([
      { name: "Dish 5", reason: "choices changed" },
    ]);
    const dearerRaita = dish(5, 1395, {
      optionGroups: [SPICE, { ...RAITA, choices: [{ ...RAITA_CHOICE, priceDeltaPence: 200 }] }],
    });
    const result = reconcileCart(lines, [dearerRaita]);
    expect(result.lines.map((l) => l.options.map((o) => o.name))).toEqual([["Hot"]]);
    expect(result.removed).toEqual([{ name: "Dish 5", reason: "price changed" }]);
  });

  it("reads a cart saved before options existed", () => {
    const saved = [
      {
        id: 1,
        name: "Dish 1",
        pricePence: 995,
        category: "curries",
        image: null,
        quantity: 2,
        specialInstructions: "",
      },
    ];
    const storage = { getItem: () => JSON.stringify(saved), removeItem: () => {} };
    expect(loadStoredCart(storage)).toEqual([{ ...saved[0], options: [] }]);
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

describe("addToStoredCart (the home menu adds before the order page opens)", () => {
  it("puts the dish in the stored cart the order page then reads, raising a repeat's quantity", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    addToStoredCart(storage, dish(7, 1695));
    addToStoredCart(storage, dish(7, 1695));
    addToStoredCart(storage, dish(3, 250));
    expect(loadStoredCart(storage).map((l) => [l.id, l.quantity])).toEqual([
      [7, 2],
      [3, 1],
    ]);
    expect(store.has(CART_STORAGE_KEY)).toBe(true);
  });
});

describe("meal deals in the cart (issue 21)", () => {
  const biryani = dish(101, 1295, {
    name: "Veg Biryani",
    optionGroups: [SPICE],
    isVegetarian: true,
    isNonVegetarian: false,
    allergens: ["milk"],
  });
  const naan = dish(102, 295, {
    name: "Naan",
    category: "breads",
    isVegetarian: true,
    isNonVegetarian: false,
    allergens: ["gluten"],
  });
  const deal = dish(200, 4995, {
    name: "Feast",
    category: "meal-deals",
    optionGroups: [
      {
        id: 50,
        name: "Biryanis",
        minChoices: 2,
        maxChoices: 2,
        allowRepeats: true,
        choices: [
          {
            id: 51,
            name: "Veg Biryani",
            priceDeltaPence: 0,
            linkedMenuItemId: 101,
            isAvailable: true,
            isSoldOut: false,
          },
        ],
      },
      {
        id: 60,
        name: "Naans",
        minChoices: 1,
        maxChoices: 1,
        allowRepeats: false,
        choices: [
          {
            id: 61,
            name: "Naan",
            priceDeltaPence: 0,
            linkedMenuItemId: 102,
            isAvailable: true,
            isSoldOut: false,
          },
        ],
      },
    ],
  });
  const menu = [biryani, naan, deal];
  const picks = [{ id: 51, options: [10] }, { id: 51, options: [11] }, 61];

  it("prices the deal at its dishes alone when cheaper, with their dietary facts", () => {
    const result = addToCart([], deal, picks, menu);
    if ("error" in result) throw new Error(result.error);
    const [line] = result.lines;
    expect(line?.pricePence).toBe(1295 * 2 + 295);
    expect(line?.deal).toMatchObject({
      setPricePence: 4995,
      dishesPricePence: 2885,
      isVegetarian: true,
      allergens: ["gluten", "milk"],
    });
  });

  it("sends the same picks, each dish with its own choices, for the quote and for the order", () => {
    const result = addToCart([], deal, picks, menu);
    if ("error" in result) throw new Error(result.error);
    const quote = toRequestItems(result.lines, { withNotes: false });
    const order = toRequestItems(result.lines, { withNotes: true });
    expect(quote).toEqual([
      { id: 200, quantity: 1, options: [{ id: 51, options: [10] }, { id: 51, options: [11] }, 61] },
    ]);
    expect(order).toEqual(quote);
    // A stored cart reloads to the same line.
    const reloaded = reconcileCart(result.lines, menu);
    expect(reloaded.removed).toEqual([]);
    expect(toRequestItems(reloaded.lines, { withNotes: false })).toEqual(quote);
    expect(cartLineKey(reloaded.lines[0] as CartLine)).toBe(cartLineKey(result.lines[0] as CartLine));
  });
});
