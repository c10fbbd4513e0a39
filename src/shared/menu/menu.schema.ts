import { z } from "zod";
import { AllergenSchema } from "./allergen.schema";
import { OptionGroupSchema } from "./dish-options";
import { MenuCategorySchema } from "./menu-category.schema";

export const MenuItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Display price as the spec has it, e.g. "£9.99". */
  price: z.string(),
  pricePence: z.number().int(),
  category: MenuCategorySchema,
  image: z.string().nullable(),
  isVegetarian: z.boolean(),
  isNonVegetarian: z.boolean(),
  isSpicy: z.boolean(),
  allergens: z.array(AllergenSchema),
  /** The lasting sold-out switch (false = sold out until staff switch it back). */
  isAvailable: z.boolean(),
  /** 'Sold out today' marks the dish unavailable until this restaurant-local date. */
  soldOutUntil: z.string().nullable(),
  /** Whether the dish can be ordered right now: available and not sold out today. */
  isSoldOut: z.boolean(),
  orderIndex: z.number().int(),
  /** Spice level, size, add-ons; a meal deal's courses. Empty: the dish is added as it is. */
  optionGroups: z.array(OptionGroupSchema),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuQuerySchema = z.object({
  category: MenuCategorySchema.optional(),
});
