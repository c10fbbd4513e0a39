/**
 * What the kitchen sees coming (issue 39 item 2): later days' orders by date with counts, and a
 * day's prep list (the dishes and their choices to cook, summed over the day's orders).
 */
import { z } from "zod";

const ComingUpOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  collectionTime: z.string(),
  customerName: z.string(),
  itemCount: z.number().int(),
  totalPence: z.number().int(),
  paymentStatus: z.string(),
  orderStatus: z.string(),
});

const ComingUpDaySchema = z.object({
  date: z.string(),
  /** "Saturday 5 December". */
  label: z.string(),
  orderCount: z.number().int(),
  itemCount: z.number().int(),
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
  orderCount: z.number().int(),
  lines: z.array(PrepListLineSchema),
});
export type PrepList = z.infer<typeof PrepListSchema>;

export interface PrepItem {
  name: string;
  quantity: number;
  options?: readonly { group: string; name: string; options?: readonly { group: string; name: string }[] }[];
}

/**
 * Sums dishes by name and, within each, the choices by "Group: Choice" (a meal deal's dish's own
 * choices are counted under that dish's name too). Sorted by most cooked first, then by name.
 */
export function sumPrepList(orders: readonly { items: readonly PrepItem[] }[]): PrepList["lines"] {
  const dishes = new Map<string, { quantity: number; choices: Map<string, number> }>();
  const add = (name: string, quantity: number) => {
    const dish = dishes.get(name) ?? { quantity: 0, choices: new Map<string, number>() };
    dish.quantity += quantity;
    dishes.set(name, dish);
    return dish;
  };
  for (const order of orders) {
    for (const item of order.items) {
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
