/**
 * Menu categories in the order the menu shows them (spec section 3), plus meal deals (issue 13,
 * docs/decisions/0013): a meal deal is a dish whose options choose other dishes. No zod here: the
 * public menu imports these at first paint (the schema is in menu-category.schema.ts).
 */
export const MENU_CATEGORIES = [
  "meal-deals",
  "soups",
  "starters",
  "tandoori",
  "curries",
  "biryanis",
  "breads",
  "desserts",
  "rice-noodles",
  "beverages",
] as const;

export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const MENU_CATEGORY_LABELS: Record<MenuCategory, string> = {
  "meal-deals": "Meal Deals",
  soups: "Soups",
  starters: "Starters",
  tandoori: "Tandoori",
  curries: "Curries",
  biryanis: "Biryanis",
  breads: "Breads",
  desserts: "Desserts",
  "rice-noodles": "Rice & Noodles",
  beverages: "Beverages",
};
