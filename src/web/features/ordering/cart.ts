/**
 * The cart (spec section 3: a menu item plus quantity and optional instructions). Pure rules, so
 * the page's hook and the tests share them. Prices here are for display only; the server reprices.
 */
import { z } from "zod";
import type { MenuItem } from "../../../shared/menu/menu.schema";

export const CART_STORAGE_KEY = "order-cart";

export const CartLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pricePence: z.number().int(),
  category: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int().min(1),
  specialInstructions: z.string(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export function addToCart(lines: readonly CartLine[], item: MenuItem): CartLine[] {
  const existing = lines.find((l) => l.id === item.id);
  if (existing) return lines.map((l) => (l.id === item.id ? { ...l, quantity: l.quantity + 1 } : l));
  return [
    ...lines,
    {
      id: item.id,
      name: item.name,
      pricePence: item.pricePence,
      category: item.category,
      image: item.image,
      quantity: 1,
      specialInstructions: "",
    },
  ];
}

/** Setting a quantity to 0 (or less) removes the line. */
export function setCartQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => l.id !== id);
  return lines.map((l) => (l.id === id ? { ...l, quantity } : l));
}

export function calculateCartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.pricePence * l.quantity, 0);
}

export interface RemovedLine {
  name: string;
  reason: "no longer on the menu" | "price changed" | "sold out";
}

/** Drops lines whose dish disappeared, changed price or sold out since the cart was saved. */
export function reconcileCart(
  lines: readonly CartLine[],
  menu: readonly MenuItem[],
): { lines: CartLine[]; removed: RemovedLine[] } {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const kept: CartLine[] = [];
  const removed: RemovedLine[] = [];
  for (const line of lines) {
    const dish = byId.get(line.id);
    if (!dish) removed.push({ name: line.name, reason: "no longer on the menu" });
    else if (dish.pricePence !== line.pricePence) removed.push({ name: line.name, reason: "price changed" });
    else if (dish.isSoldOut) removed.push({ name: line.name, reason: "sold out" });
    else kept.push({ ...line, name: dish.name, image: dish.image, category: dish.category });
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
