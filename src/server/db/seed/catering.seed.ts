/**
 * The sample catering menu (issue 39): set menus priced per head and trays, a starting point the
 * owner edits like the sample dishes. The sample restaurant's terms (the home page's "minimum
 * £200") switch catering on only for the demo; a real install starts with it off.
 */
import type { cateringItems, cateringSettings } from "../schema";

export const CATERING_ITEM_SEEDS: (typeof cateringItems.$inferInsert)[] = [
  {
    name: "Office lunch",
    description: "Chicken tikka masala, chana masala, pilau rice, naan and salad for each guest.",
    pricing: "per_head",
    pricePence: 1600,
    sortOrder: 1,
  },
  {
    name: "Vegetarian lunch",
    description: "Paneer makhani, dal tadka, pilau rice, naan and salad for each guest.",
    pricing: "per_head",
    pricePence: 1400,
    sortOrder: 2,
  },
  {
    name: "Celebration buffet",
    description: "Two starters, three curries, biryani, breads, raita and a dessert for each guest.",
    pricing: "per_head",
    pricePence: 2600,
    sortOrder: 3,
  },
  {
    name: "Samosa platter",
    description: "24 vegetable samosas with tamarind and mint chutneys.",
    pricing: "tray",
    pricePence: 2400,
    serves: 12,
    sortOrder: 4,
  },
  {
    name: "Vegetable biryani tray",
    description: "A large tray of vegetable biryani with raita.",
    pricing: "tray",
    pricePence: 3800,
    serves: 10,
    sortOrder: 5,
  },
  {
    name: "Chicken tikka tray",
    description: "Chicken tikka from the tandoor with onions and mint sauce.",
    pricing: "tray",
    pricePence: 4500,
    serves: 10,
    sortOrder: 6,
  },
];

export const SAMPLE_CATERING_TERMS: typeof cateringSettings.$inferInsert = {
  id: 1,
  enabled: true,
  leadTimeHours: 48,
  minimumPence: 20000,
  depositPercent: 25,
  deliveryChargePence: 1500,
  deliveryOffered: true,
};
