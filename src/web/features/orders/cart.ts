/**
 * The cart (spec section 3: a menu item plus quantity and optional instructions). Pure rules, so
 * the page's hook and the tests share them. Prices here are for display only; the server reprices.
 */
import { z } from "zod";
import { AllergenSchema } from "@shared/menu/allergen.schema";
import {
  ChosenOptionSchema,
  type ChosenPickInput,
  type LinkedDishLookup,
  type PricedDishLine,
  picksKey,
  picksOf,
  priceDishLine,
  toWirePicks,
} from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { isSoldOutTodayOnly } from "@shared/menu/sold-out";
import type { Quote } from "@shared/orders/place-order.schema";
import { describeError } from "@web/lib/api-client";

export const CART_STORAGE_KEY = "order-cart";

export const CartLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The unit price with the chosen options, as the menu prices them. */
  pricePence: z.number().int(),
  /** Carts saved before dish options existed have none. */
  options: z.array(ChosenOptionSchema).default([]),
  category: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int().min(1),
  specialInstructions: z.string(),
  /** A meal deal's two prices and the dietary facts of the dishes chosen (issue 21). */
  deal: z
    .object({
      setPricePence: z.number().int(),
      dishesPricePence: z.number().int(),
      isVegetarian: z.boolean(),
      isNonVegetarian: z.boolean(),
      isSpicy: z.boolean(),
      allergens: z.array(AllergenSchema),
    })
    .optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A line is a dish with one set of choices: the same dish with other choices is another line. */
export function cartLineKey(line: Pick<CartLine, "id" | "options">): string {
  return line.options.length === 0
    ? String(line.id)
    : `${line.id}:${picksKey(toWirePicks(picksOf(line.options)))}`;
}

/** The choices a line sends to the server (a deal's dishes with their own choices). */
export function linePicks(line: Pick<CartLine, "options">): ChosenPickInput[] {
  return toWirePicks(picksOf(line.options));
}

/**
 * The cart's lines as the server takes them (the quote and the order alike), so the two can never
 * be sent differently: each dish with its picks (a deal's dishes with their own choices).
 */
export function toRequestItems(lines: readonly CartLine[], options: { withNotes: boolean }) {
  return lines.map((l) => ({
    id: l.id,
    options: linePicks(l),
    quantity: l.quantity,
    ...(options.withNotes && l.specialInstructions.trim()
      ? { specialInstructions: l.specialInstructions.trim() }
      : {}),
  }));
}

/** A meal deal's choices are dishes of the same menu. */
export function menuLookup(menu: readonly MenuItem[]): LinkedDishLookup {
  const byId = new Map(menu.map((m) => [m.id, m]));
  return (id) => byId.get(id);
}

function dealFacts(priced: Extract<PricedDishLine, { ok: true }>): Pick<CartLine, "deal"> {
  if (!priced.deal) return {};
  const { parts: _parts, ...deal } = priced.deal;
  return { deal };
}

/**
 * Adds one of a dish with the chosen options (none for a dish without groups). The choices are
 * checked and priced with the server's rule; a choice that does not fit is refused with its message.
 */
export function addToCart(
  lines: readonly CartLine[],
  item: MenuItem,
  choices: readonly ChosenPickInput[] = [],
  menu: readonly MenuItem[] = [],
): { lines: CartLine[] } | { error: string } {
  const priced = priceDishLine(item, choices, menuLookup(menu));
  if (!priced.ok) return { error: priced.message };
  const key = cartLineKey({ id: item.id, options: priced.options });
  if (lines.some((l) => cartLineKey(l) === key)) {
    return { lines: lines.map((l) => (cartLineKey(l) === key ? { ...l, quantity: l.quantity + 1 } : l)) };
  }
  return {
    lines: [
      ...lines,
      {
        id: item.id,
        name: item.name,
        pricePence: priced.unitPricePence,
        options: priced.options,
        category: item.category,
        image: item.image,
        quantity: 1,
        specialInstructions: "",
        ...dealFacts(priced),
      },
    ],
  };
}

/** Setting a quantity to 0 (or less) removes the line. */
export function setCartQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => cartLineKey(l) !== key);
  return lines.map((l) => (cartLineKey(l) === key ? { ...l, quantity } : l));
}

export function setCartInstructions(lines: readonly CartLine[], key: string, text: string): CartLine[] {
  return lines.map((l) => (cartLineKey(l) === key ? { ...l, specialInstructions: text } : l));
}

export function calculateCartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.pricePence * l.quantity, 0);
}

/** Whether the total on screen is the server's for these very lines, is being asked, or could not be had. */
export type PricingState = "priced" | "pricing" | "failed";

/**
 * What the cart shows: the server's quote of these very lines once it has answered; until then the
 * dishes' own prices with no promotion (never a guessed discount), or the last answer's lines when
 * it was for the same subtotal, marked as not yet the total so that no one reads (or pays) a figure
 * the server has not given for this cart.
 */
export function cartPricing(
  quote: {
    data?: Quote | undefined;
    isPlaceholderData: boolean;
    error: Error | null;
    refetch: () => unknown;
  },
  lines: readonly CartLine[],
) {
  const retry = () => void quote.refetch();
  const { data, error } = quote;
  if (data && !quote.isPlaceholderData) {
    return { ...data, promotions: data.lines, state: "priced" as PricingState, retry, error: null };
  }
  const state: PricingState = error ? "failed" : "pricing";
  const unpriced = { state, retry, error: error ? describeError(error) : null };
  const subtotal = calculateCartTotal(lines);
  if (data && data.subtotalPence === subtotal) return { ...data, promotions: data.lines, ...unpriced };
  return { subtotalPence: subtotal, totalPence: subtotal, promotions: [] as Quote["lines"], ...unpriced };
}

export interface RemovedLine {
  name: string;
  reason: "no longer on the menu" | "price changed" | "sold out" | "choices changed";
}

/**
 * The cart's dishes sold out only today, by name: while any is in the cart, the checkout offers
 * later days only (order ahead, issue 39).
 */
export function soldOutTodayNames(lines: readonly CartLine[], menu: readonly MenuItem[]): string[] {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const names = lines.flatMap((l) => {
    const dish = byId.get(l.id);
    return dish && isSoldOutTodayOnly(dish) ? [dish.name] : [];
  });
  return [...new Set(names)];
}

/**
 * Drops lines whose dish disappeared, changed price or sold out since the cart was saved, and lines
 * whose choices no longer fit the dish's options (a choice removed, sold out or repriced).
 */
export function reconcileCart(
  lines: readonly CartLine[],
  menu: readonly MenuItem[],
  /** The diner may order for a later day: a dish sold out only today stays, for that day. */
  laterDays = false,
): { lines: CartLine[]; removed: RemovedLine[] } {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const lookup = menuLookup(menu);
  const kept: CartLine[] = [];
  const removed: RemovedLine[] = [];
  for (const line of lines) {
    const dish = byId.get(line.id);
    if (!dish) removed.push({ name: line.name, reason: "no longer on the menu" });
    else if (dish.isSoldOut && !(laterDays && isSoldOutTodayOnly(dish)))
      removed.push({ name: line.name, reason: "sold out" });
    else {
      const priced = priceDishLine(dish, linePicks(line), lookup);
      if (!priced.ok) {
        removed.push({ name: line.name, reason: priced.status === 409 ? "sold out" : "choices changed" });
      } else if (priced.unitPricePence !== line.pricePence) {
        removed.push({ name: line.name, reason: "price changed" });
      } else {
        const { deal: _old, ...rest } = line;
        kept.push({
          ...rest,
          name: dish.name,
          image: dish.image,
          category: dish.category,
          options: priced.options,
          ...dealFacts(priced),
        });
      }
    }
  }
  return { lines: kept, removed };
}

export function loadStoredCart(storage: Pick<Storage, "getItem" | "removeItem">): CartLine[] {
  const raw = storage.getItem(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    return z.array(CartLineSchema).parse(JSON.parse(raw));
  } catch {
    storage.removeItem(CART_STORAGE_KEY);
    return [];
  }
}

/**
 * Adds a dish to the cart kept in storage, for pages that add before the order page is open (the
 * home menu's Add to Cart): the order page reads the same cart when it opens.
 */
export function addToStoredCart(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">,
  item: MenuItem,
  choices: readonly ChosenPickInput[] = [],
  menu: readonly MenuItem[] = [],
): { lines: CartLine[] } | { error: string } {
  const result = addToCart(loadStoredCart(storage), item, choices, menu);
  if ("lines" in result) storage.setItem(CART_STORAGE_KEY, JSON.stringify(result.lines));
  return result;
}
