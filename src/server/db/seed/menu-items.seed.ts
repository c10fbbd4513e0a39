import type { Allergen } from "@shared/menu/allergens";
import type { MenuCategory } from "@shared/menu/categories";

export interface MenuItemSeed {
  name: string;
  /** One or two plain sentences: what it is, main ingredients, how it is cooked. */
  description: string;
  /** Integer pence, GBP. */
  pricePence: number;
  category: MenuCategory;
  isVegetarian: boolean;
  isNonVegetarian: boolean;
  isSpicy: boolean;
  /** Declared allergens from the 14 UK allergens. */
  allergens: Allergen[];
}

/** A dish as written below: its category is its section's, and a dish is non-vegetarian unless vegetarian. */
type DishSeed = Omit<MenuItemSeed, "category" | "isNonVegetarian">;

const SOUPS: DishSeed[] = [
  {
    name: "Hyderabadi Marag",
    description:
      "A Hyderabadi wedding soup of tender lamb on the bone simmered in a broth with yoghurt, cashew paste, black pepper and whole spices. Finished with a little cream and fresh coriander.",
    pricePence: 695,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Murgh Yakhni Shorba",
    description:
      "A clear chicken broth slow-simmered with ginger, garlic, whole spices and shredded chicken, finished with ghee and coriander.",
    pricePence: 595,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Tomato Shorba",
    description:
      "A thin, lightly spiced tomato soup cooked with ginger, cumin and curry leaves, finished with butter and coriander.",
    pricePence: 495,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Hot and Sour Vegetable Soup",
    description:
      "An Indo-Chinese soup of cabbage, carrot, mushroom and spring onion in a peppery broth sharpened with vinegar, soy sauce and chilli.",
    pricePence: 495,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["soya", "gluten"],
  },
];

const STARTERS: DishSeed[] = [
  {
    name: "Chicken 65",
    description:
      "Boneless chicken marinated in chilli, ginger, garlic and egg, deep-fried and tossed with curry leaves, green chillies and yoghurt.",
    pricePence: 795,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["eggs", "milk"],
  },
  {
    name: "Chicken Majestic",
    description:
      "A Hyderabadi restaurant favourite: strips of chicken fried and then tossed in a mild yoghurt sauce with green chillies and curry leaves.",
    pricePence: 795,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Chilli Chicken",
    description:
      "Indo-Chinese style battered chicken stir-fried with green chillies, peppers, onions, garlic and soy sauce. Served dry.",
    pricePence: 795,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["eggs", "soya", "gluten"],
  },
  {
    name: "Apollo Fish",
    description:
      "Boneless white fish marinated with egg and spices, fried, then tossed in a tangy yoghurt sauce with green chillies and curry leaves.",
    pricePence: 895,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["fish", "eggs", "milk"],
  },
  {
    name: "Prawn 65",
    description:
      "Prawns marinated in red chilli, ginger, garlic and egg, deep-fried and tempered with curry leaves and green chillies.",
    pricePence: 950,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["crustaceans", "eggs"],
  },
  {
    name: "Shikampuri Kebab",
    description:
      "Hyderabadi patties of minced lamb and chana dal, stuffed with hung yoghurt, onion and mint, then shallow-fried.",
    pricePence: 895,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "eggs"],
  },
  {
    name: "Lukhmi",
    description:
      "Square Hyderabadi pastries filled with spiced minced lamb and deep-fried until crisp. Three pieces, served with mint chutney.",
    pricePence: 695,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["gluten", "milk"],
  },
  {
    name: "Gobi 65",
    description:
      "Cauliflower florets coated in a spiced flour batter, deep-fried and tossed with curry leaves and green chillies.",
    pricePence: 695,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["gluten"],
  },
  {
    name: "Paneer 65",
    description:
      "Cubes of paneer coated in a spiced batter, deep-fried and tossed with curry leaves, garlic and green chillies.",
    pricePence: 750,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["milk", "gluten"],
  },
  {
    name: "Chilli Paneer",
    description:
      "Indo-Chinese style fried paneer stir-fried with peppers, onions, green chillies, garlic and soy sauce.",
    pricePence: 750,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["milk", "soya", "gluten"],
  },
  {
    name: "Mirchi Bajji",
    description:
      "Large green chillies dipped in gram flour batter and deep-fried, then split and filled with chopped onion, coriander and lemon.",
    pricePence: 495,
    isVegetarian: true,
    isSpicy: true,
    allergens: [],
  },
  {
    name: "Vegetable Samosa",
    description:
      "Two pastry parcels filled with spiced potato and peas, deep-fried and served with tamarind chutney.",
    pricePence: 495,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten"],
  },
  {
    name: "Onion Bhaji",
    description:
      "Sliced onion bound in a spiced gram flour batter and deep-fried. Served with mint and tamarind chutneys.",
    pricePence: 450,
    isVegetarian: true,
    isSpicy: false,
    allergens: [],
  },
];

const TANDOORI: DishSeed[] = [
  {
    name: "Paneer Tikka",
    description:
      "Paneer, peppers and onion marinated in spiced yoghurt and mustard oil, cooked on skewers in the tandoor.",
    pricePence: 995,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk", "mustard"],
  },
  {
    name: "Chicken Tikka",
    description:
      "Boneless chicken thigh marinated in yoghurt, ginger, garlic, Kashmiri chilli and mustard oil, cooked in the tandoor.",
    pricePence: 1095,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "mustard"],
  },
  {
    name: "Tandoori Chicken",
    description:
      "Half a chicken on the bone, marinated overnight in yoghurt, chilli and garam masala and roasted in the tandoor.",
    pricePence: 1195,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["milk", "mustard"],
  },
  {
    name: "Lamb Seekh Kebab",
    description:
      "Minced lamb mixed with ginger, garlic, green chilli, onion and coriander, shaped on skewers and cooked in the tandoor.",
    pricePence: 1195,
    isVegetarian: false,
    isSpicy: true,
    allergens: [],
  },
  {
    name: "Tandoori King Prawns",
    description:
      "King prawns marinated in yoghurt, ajwain, garlic and chilli, cooked on skewers in the tandoor.",
    pricePence: 1495,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["crustaceans", "milk", "mustard"],
  },
];

const CURRIES: DishSeed[] = [
  {
    name: "Hyderabadi Chicken Curry",
    description:
      "Chicken on the bone cooked in a home-style gravy of browned onions, tomato, ginger, garlic and whole spices.",
    pricePence: 1295,
    isVegetarian: false,
    isSpicy: true,
    allergens: [],
  },
  {
    name: "Butter Chicken",
    description:
      "Tandoor-roasted chicken tikka simmered in a mild tomato, butter and cream sauce with cashew paste and dried fenugreek.",
    pricePence: 1395,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Chicken Tikka Masala",
    description:
      "Chicken tikka cooked in a spiced onion and tomato sauce finished with cream and a little cashew paste.",
    pricePence: 1395,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "nuts", "mustard"],
  },
  {
    name: "Chicken Korma",
    description: "Chicken in a mild, creamy sauce of cashews, almonds, yoghurt, cardamom and fried onions.",
    pricePence: 1350,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Lamb Rogan Josh",
    description:
      "Lamb slow-cooked with yoghurt, Kashmiri chilli, fennel, ginger and whole spices in a rich red gravy.",
    pricePence: 1495,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["milk"],
  },
  {
    name: "Dalcha Gosht",
    description:
      "A Hyderabadi dish of lamb on the bone cooked with chana dal, tamarind, bottle gourd and whole spices.",
    pricePence: 1495,
    isVegetarian: false,
    isSpicy: false,
    allergens: [],
  },
  {
    name: "Hyderabadi Haleem",
    description:
      "Lamb, cracked wheat and lentils slow-cooked for hours and pounded to a thick porridge, finished with ghee, fried onions, cashews and lemon.",
    pricePence: 1495,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["gluten", "milk", "nuts"],
  },
  {
    name: "Lamb Pasanda",
    description:
      "Thin slices of lamb braised in a mild sauce of yoghurt, cream and ground almonds, scented with cardamom.",
    pricePence: 1550,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Hyderabadi Fish Curry",
    description:
      "Pieces of white fish simmered in a tangy tamarind gravy thickened with roasted sesame seeds and coconut.",
    pricePence: 1495,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["fish", "sesame"],
  },
  {
    name: "Prawn Masala",
    description:
      "King prawns cooked in a thick onion and tomato masala with ginger, garlic, black pepper and curry leaves.",
    pricePence: 1595,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["crustaceans"],
  },
  {
    name: "Paneer Butter Masala",
    description: "Paneer cubes simmered in a mild tomato, butter and cream sauce with cashew paste.",
    pricePence: 1250,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Palak Paneer",
    description:
      "Paneer cooked in a purée of spinach with garlic, ginger and green chilli, finished with a little cream.",
    pricePence: 1250,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Bagara Baingan",
    description:
      "Baby aubergines cooked whole in a Hyderabadi gravy of roasted peanuts, sesame, coconut and tamarind.",
    pricePence: 1250,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["peanuts", "sesame"],
  },
  {
    name: "Mirchi ka Salan",
    description:
      "Long green chillies cooked in a tangy gravy of peanuts, sesame, coconut and tamarind; the traditional side for Hyderabadi biryani.",
    pricePence: 1195,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["peanuts", "sesame"],
  },
  {
    name: "Dal Tadka",
    description:
      "Yellow lentils cooked with tomato and turmeric, tempered with cumin, mustard seeds, garlic and dried red chillies in ghee.",
    pricePence: 1195,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk", "mustard"],
  },
];

const BIRYANIS: DishSeed[] = [
  {
    name: "Hyderabadi Chicken Dum Biryani",
    description:
      "Chicken marinated in yoghurt, chilli and spices, layered raw with part-cooked basmati rice, saffron, mint and fried onions, then sealed and slow-cooked on dum. Served with raita and mirchi ka salan.",
    pricePence: 1695,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["milk", "peanuts", "sesame"],
  },
  {
    name: "Hyderabadi Mutton Dum Biryani",
    description:
      "Kacchi-style biryani of marinated lamb on the bone layered with basmati rice, saffron, mint and fried onions and slow-cooked sealed on dum. Served with raita and mirchi ka salan.",
    pricePence: 1895,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["milk", "peanuts", "sesame"],
  },
  {
    name: "Chicken 65 Biryani",
    description:
      "Basmati rice cooked with biryani spices and mint, topped with fried Chicken 65. Served with raita.",
    pricePence: 1750,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["milk", "eggs"],
  },
  {
    name: "Chicken Tikka Biryani",
    description:
      "Tandoor-cooked boneless chicken tikka layered with spiced basmati rice, mint and fried onions. Served with raita.",
    pricePence: 1750,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["milk", "mustard"],
  },
  {
    name: "Gongura Mutton Biryani",
    description:
      "Lamb cooked with sour gongura (sorrel) leaves and green chillies, layered with basmati rice and steamed. Served with raita.",
    pricePence: 1950,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["milk"],
  },
  {
    name: "Prawn Biryani",
    description:
      "Prawns cooked in a spiced onion and tomato masala, layered with basmati rice, mint and fried onions and finished on dum. Served with raita.",
    pricePence: 1895,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["crustaceans", "milk"],
  },
  {
    name: "Fish Biryani",
    description:
      "Boneless fish marinated in yoghurt and spices, pan-fried, then layered with basmati rice and steamed. Served with raita.",
    pricePence: 1795,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["fish", "milk"],
  },
  {
    name: "Egg Biryani",
    description:
      "Boiled eggs fried in a spiced masala and layered with basmati rice, mint and fried onions. Served with raita.",
    pricePence: 1450,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["eggs", "milk"],
  },
  {
    name: "Vegetable Dum Biryani",
    description:
      "Mixed vegetables cooked with yoghurt and spices, layered with basmati rice, saffron, mint, fried onions and cashews and slow-cooked on dum. Served with raita.",
    pricePence: 1395,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Paneer Biryani",
    description:
      "Paneer cubes in a spiced yoghurt masala layered with basmati rice, mint and fried onions and finished on dum. Served with raita.",
    pricePence: 1495,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Mushroom Biryani",
    description:
      "Mushrooms cooked with green chilli, mint and biryani spices, layered with basmati rice and steamed. Served with raita.",
    pricePence: 1395,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["milk"],
  },
];

const BREADS: DishSeed[] = [
  {
    name: "Plain Naan",
    description:
      "Leavened bread made with white flour, yoghurt and egg, baked against the wall of the tandoor.",
    pricePence: 295,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten", "milk", "eggs"],
  },
  {
    name: "Butter Naan",
    description: "Tandoor-baked naan brushed with butter as it comes out of the oven.",
    pricePence: 325,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten", "milk", "eggs"],
  },
  {
    name: "Garlic Naan",
    description:
      "Naan topped with chopped garlic and coriander, baked in the tandoor and brushed with butter.",
    pricePence: 350,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten", "milk", "eggs"],
  },
  {
    name: "Peshwari Naan",
    description:
      "Sweet naan filled with desiccated coconut, ground almonds and sultanas, baked in the tandoor.",
    pricePence: 395,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten", "milk", "eggs", "nuts", "sulphites"],
  },
  {
    name: "Tandoori Roti",
    description: "Unleavened wholemeal flatbread baked in the tandoor.",
    pricePence: 250,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten"],
  },
];

const DESSERTS: DishSeed[] = [
  {
    name: "Double ka Meetha",
    description:
      "Hyderabadi bread pudding: fried bread soaked in saffron and cardamom syrup and reduced milk, topped with almonds and cashews.",
    pricePence: 595,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten", "milk", "nuts"],
  },
  {
    name: "Qubani ka Meetha",
    description:
      "Dried apricots stewed slowly with sugar until soft and jammy, served with fresh cream and topped with almonds.",
    pricePence: 595,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
];

const RICE_NOODLES: DishSeed[] = [
  {
    name: "Steamed Basmati Rice",
    description: "Plain basmati rice, boiled and steamed.",
    pricePence: 350,
    isVegetarian: true,
    isSpicy: false,
    allergens: [],
  },
  {
    name: "Jeera Rice",
    description: "Basmati rice cooked with cumin seeds fried in ghee.",
    pricePence: 395,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Bagara Rice",
    description:
      "Hyderabadi spiced rice: basmati cooked with whole spices, mint, green chilli and fried onions in ghee.",
    pricePence: 450,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Vegetable Fried Rice",
    description:
      "Indo-Chinese style rice stir-fried in a wok with cabbage, carrot, beans, spring onion and soy sauce.",
    pricePence: 850,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["soya", "gluten"],
  },
  {
    name: "Egg Fried Rice",
    description: "Rice stir-fried in a wok with scrambled egg, spring onion, white pepper and soy sauce.",
    pricePence: 895,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["eggs", "soya", "gluten"],
  },
  {
    name: "Chicken Fried Rice",
    description: "Rice stir-fried in a wok with chicken, egg, vegetables, spring onion and soy sauce.",
    pricePence: 995,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["eggs", "soya", "gluten"],
  },
  {
    name: "Veg Schezwan Fried Rice",
    description:
      "Rice stir-fried with vegetables in a hot Schezwan sauce of dried red chillies, garlic, vinegar and soy.",
    pricePence: 895,
    isVegetarian: true,
    isSpicy: true,
    allergens: ["soya", "gluten"],
  },
  {
    name: "Chicken Schezwan Fried Rice",
    description:
      "Rice stir-fried with chicken, egg and vegetables in a hot Schezwan sauce of dried red chillies, garlic and soy.",
    pricePence: 1050,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["eggs", "soya", "gluten"],
  },
  {
    name: "Veg Hakka Noodles",
    description:
      "Wheat noodles tossed in a hot wok with cabbage, carrot, peppers, spring onion, soy sauce and a little sesame oil.",
    pricePence: 850,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["gluten", "soya", "sesame"],
  },
  {
    name: "Chicken Hakka Noodles",
    description:
      "Wheat noodles tossed in a hot wok with chicken, egg, vegetables, soy sauce and a little sesame oil.",
    pricePence: 995,
    isVegetarian: false,
    isSpicy: false,
    allergens: ["gluten", "eggs", "soya", "sesame"],
  },
  {
    name: "Chicken Schezwan Noodles",
    description:
      "Wheat noodles stir-fried with chicken, egg and vegetables in a hot Schezwan chilli-garlic sauce.",
    pricePence: 1050,
    isVegetarian: false,
    isSpicy: true,
    allergens: ["gluten", "eggs", "soya", "sesame"],
  },
];

const BEVERAGES: DishSeed[] = [
  {
    name: "Mango Lassi",
    description: "Yoghurt blended with Alphonso mango pulp, sugar and a pinch of cardamom.",
    pricePence: 395,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Sweet Lassi",
    description: "Chilled yoghurt whisked with sugar and a little rose water.",
    pricePence: 350,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Salted Lassi",
    description: "Chilled yoghurt whisked with salt and roasted cumin.",
    pricePence: 350,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Irani Chai",
    description:
      "Hyderabadi café-style tea: strong tea brewed separately and mixed with milk slow-reduced with sugar.",
    pricePence: 295,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Masala Chai",
    description: "Black tea boiled with milk, ginger, cardamom and other whole spices.",
    pricePence: 295,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk"],
  },
  {
    name: "Badam Milk",
    description: "Warm or chilled milk with ground almonds, saffron and cardamom.",
    pricePence: 395,
    isVegetarian: true,
    isSpicy: false,
    allergens: ["milk", "nuts"],
  },
  {
    name: "Fresh Lime Soda",
    description: "Fresh lime juice with soda water, served sweet or salted.",
    pricePence: 350,
    isVegetarian: true,
    isSpicy: false,
    allergens: [],
  },
  {
    name: "Canned Soft Drink",
    description: "A 330ml can of Coca-Cola, Diet Coke, Sprite or Fanta Orange.",
    pricePence: 250,
    isVegetarian: true,
    isSpicy: false,
    allergens: [],
  },
];

function inSection(category: MenuCategory, dishes: DishSeed[]): MenuItemSeed[] {
  return dishes.map((dish) => ({ ...dish, category, isNonVegetarian: !dish.isVegetarian }));
}

/**
 * Seed menu, in menu order.
 * Counts: soups 4, starters 13, tandoori 5, curries 15, biryanis 11,
 * breads 5, desserts 2, rice-noodles 11, beverages 8 (74 items).
 * Egg dishes are marked non-vegetarian, following Indian menu convention.
 */
export const MENU_ITEM_SEEDS: MenuItemSeed[] = [
  ...inSection("soups", SOUPS),
  ...inSection("starters", STARTERS),
  ...inSection("tandoori", TANDOORI),
  ...inSection("curries", CURRIES),
  ...inSection("biryanis", BIRYANIS),
  ...inSection("breads", BREADS),
  ...inSection("desserts", DESSERTS),
  ...inSection("rice-noodles", RICE_NOODLES),
  ...inSection("beverages", BEVERAGES),
];
