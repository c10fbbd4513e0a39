/**
 * What the kitchen sees coming (issue 39 items 2 and 3): later days' orders by date with counts,
 * the catering orders among them, and a day's prep list (the dishes and their choices to cook,
 * summed over the day's orders and its confirmed catering orders).
 */
import { z } from "zod";

/** Where an order came from: the site's order (online or phone) or a catering order (CAT-0012). */
const COMING_UP_CHANNELS = ["online", "catering"] as const;

const ComingUpOrderSchema = z.object({
  /** The order's or the catering order's id (the two may be equal: key by channel and id). */
  id: z.number().int(),
  channel: z.enum(COMING_UP_CHANNELS),
  /** The order number, or the catering reference ("CAT-0012"). */
  orderNumber: z.string(),
  /** The collection time, or the catering event's time. */
  collectionTime: z.string(),
  /** The diner's name, or the catering contact with the company: "Jo Patel (Acme Ltd)". */
  customerName: z.string(),
  /** Dishes; for catering, the per-head portions and the trays (what the prep list counts). */
  itemCount: z.number().int(),
  totalPence: z.number().int(),
  /** pending, completed, ...; a catering order is "pending", "part_paid" (a deposit) or "completed". */
  paymentStatus: z.string(),
  /** The order's status; a catering order's is "requested" (awaiting confirmation) or "confirmed". */
  orderStatus: z.string(),
  /** The catering order's guests; null for the site's orders. */
  guests: z.number().int().nullable(),
});

const ComingUpDaySchema = z.object({
  date: z.string(),
  /** "Saturday 5 December". */
  label: z.string(),
  /** Every order listed, catering orders included. */
  orderCount: z.number().int(),
  itemCount: z.number().int(),
  /** How many of the orders are catering orders, and their guests. */
  cateringCount: z.number().int(),
  cateringGuests: z.number().int(),
  orders: z.array(ComingUpOrderSchema),
});
export const ComingUpSchema = z.object({ days: z.array(ComingUpDaySchema) });
export type ComingUp = z.infer<typeof ComingUpSchema>;

const PrepListLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Each choice made on this dish ("Spice: Hot"), with how many dishes carry it. */
  choices: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export const PrepListSchema = z.object({
  date: z.string(),
  label: z.string(),
  /** The orders summed, the confirmed catering orders included. */
  orderCount: z.number().int(),
  /** How many of them are catering orders (confirmed ones only: a request is not cooked). */
  cateringCount: z.number().int(),
  lines: z.array(PrepListLineSchema),
});
export type PrepList = z.infer<typeof PrepListSchema>;

interface PrepItem {
  name: string;
  quantity: number;
  options?: readonly { group: string; name: string; options?: readonly { group: string; name: string }[] }[];
}

/** A catering order's line: a set menu for so many heads, or so many trays. */
interface PrepCateringLine {
  name: string;
  pricing: "per_head" | "tray";
  quantity: number;
}

/** What is cooked for one order: a site order's dishes, or a catering order's lines. */
type PrepSource = { items: readonly PrepItem[] } | { cateringLines: readonly PrepCateringLine[] };

/** A catering line as the kitchen reads it: "Office lunch (per head)" x heads, "Samosa platter (tray)" x trays. */
function cateringPrepItem(line: PrepCateringLine): PrepItem {
  return {
    name: `${line.name} (${line.pricing === "per_head" ? "per head" : "tray"})`,
    quantity: line.quantity,
  };
}

/**
 * Sums dishes by name and, within each, the choices by "Group: Choice" (a meal deal's dish's own
 * choices are counted under that dish's name too); a catering order's set menus count their heads
 * and its trays their trays, under names of their own. Sorted by most cooked first, then by name.
 */
export function sumPrepList(orders: readonly PrepSource[]): PrepList["lines"] {
  const dishes = new Map<string, { quantity: number; choices: Map<string, number> }>();
  const add = (name: string, quantity: number) => {
    const dish = dishes.get(name) ?? { quantity: 0, choices: new Map<string, number>() };
    dish.quantity += quantity;
    dishes.set(name, dish);
    return dish;
  };
  for (const order of orders) {
    const items = "items" in order ? order.items : order.cateringLines.map(cateringPrepItem);
    for (const item of items) {
      const dish = add(item.name, item.quantity);
      for (const option of item.options ?? []) {
        const key = `${option.group}: ${option.name}`;
        dish.choices.set(key, (dish.choices.get(key) ?? 0) + item.quantity);
        for (const sub of option.options ?? []) {
          const subKey = `${option.name} - ${sub.group}: ${sub.name}`;
          dish.choices.set(subKey, (dish.choices.get(subKey) ?? 0) + item.quantity);
        }
      }
    }
  }
  return [...dishes.entries()]
    .map(([name, d]) => ({
      name,
      quantity: d.quantity,
      choices: [...d.choices.entries()]
        .map(([choice, quantity]) => ({ name: choice, quantity }))
        .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}
