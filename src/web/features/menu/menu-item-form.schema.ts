import { MenuItemInputSchema } from "@shared/menu/menu-admin.schema";

/** What the dish form edits; the photo is uploaded apart and availability has its own switches. */
export const MenuItemFormSchema = MenuItemInputSchema.pick({
  name: true,
  description: true,
  price: true,
  category: true,
  isVegetarian: true,
  isNonVegetarian: true,
  isSpicy: true,
  allergens: true,
});
