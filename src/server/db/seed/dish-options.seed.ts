/**
 * Dish options and meal deals (issue 13): spice level on curries and biryanis, raita and salan
 * add-ons on biryanis, and the two advertised meal deals as dishes whose courses choose other dishes.
 * Runs once (seed_marks); dishes are found by category and name, so a dish staff removed is skipped.
 */
import { inArray, sql } from "drizzle-orm";
import type { MenuCategory } from "@shared/menu/categories";
import type { DbTransaction } from "../client";
import { menuItems, menuOptionChoices, menuOptionGroups } from "../schema";

const SPICE_LEVELS = ["Mild", "Medium", "Hot"];

const BIRYANI_ADD_ONS = [
  { name: "Extra raita", priceDeltaPence: 150 },
  { name: "Mirchi ka salan", priceDeltaPence: 195 },
];

interface DealCourse {
  name: string;
  count: number;
  category: MenuCategory;
  /** Only the dishes of the category whose name matches (naans among the breads, plain rices). */
  nameMatches?: RegExp;
}

interface MealDealSeed {
  name: string;
  description: string;
  pricePence: number;
  courses: DealCourse[];
}

const MEAL_DEAL_SEEDS: MealDealSeed[] = [
  {
    name: "Family Feast 2+2+2",
    description: "Feeds four: choose 2 biryanis, 2 starters and 2 naans, at one set price.",
    pricePence: 4995,
    courses: [
      { name: "Biryanis", count: 2, category: "biryanis" },
      { name: "Starters", count: 2, category: "starters" },
      { name: "Naans", count: 2, category: "breads", nameMatches: /naan/i },
    ],
  },
  {
    name: "Express Lunch Deal",
    description: "A curry, a rice and a naan, at one set price.",
    pricePence: 1495,
    courses: [
      { name: "Curry", count: 1, category: "curries" },
      { name: "Rice", count: 1, category: "rice-noodles", nameMatches: /rice$/i },
      { name: "Naan", count: 1, category: "breads", nameMatches: /naan/i },
    ],
  },
];

async function addGroup(
  tx: DbTransaction,
  menuItemId: number,
  group: { name: string; minChoices: number; maxChoices: number; orderIndex: number; allowRepeats?: boolean },
  choices: { name: string; priceDeltaPence: number; linkedMenuItemId?: number }[],
): Promise<void> {
  const [row] = await tx
    .insert(menuOptionGroups)
    .values({ ...group, menuItemId })
    .returning({ id: menuOptionGroups.id });
  if (!row) throw new Error("insert returned nothing");
  await tx
    .insert(menuOptionChoices)
    .values(choices.map((c, orderIndex) => ({ ...c, groupId: row.id, orderIndex })));
}

export async function seedDishOptions(tx: DbTransaction): Promise<void> {
  const dishes = await tx
    .select({
      id: menuItems.id,
      name: menuItems.name,
      category: menuItems.category,
      allergens: menuItems.allergens,
      isVegetarian: menuItems.isVegetarian,
    })
    .from(menuItems)
    .where(inArray(menuItems.category, ["curries", "biryanis", "starters", "breads", "rice-noodles"]))
    .orderBy(menuItems.orderIndex, menuItems.id);

  for (const dish of dishes) {
    if (dish.category !== "curries" && dish.category !== "biryanis") continue;
    await addGroup(
      tx,
      dish.id,
      { name: "Spice level", minChoices: 1, maxChoices: 1, orderIndex: 0 },
      SPICE_LEVELS.map((name) => ({ name, priceDeltaPence: 0 })),
    );
    if (dish.category === "biryanis") {
      await addGroup(
        tx,
        dish.id,
        { name: "Add-ons", minChoices: 0, maxChoices: 2, orderIndex: 1 },
        BIRYANI_ADD_ONS,
      );
    }
  }

  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${menuItems.orderIndex}), 0)` })
    .from(menuItems);
  let orderIndex = Number(last?.max ?? 0);
  for (const deal of MEAL_DEAL_SEEDS) {
    const candidates = deal.courses.map((course) =>
      dishes.filter(
        (d) => d.category === course.category && (!course.nameMatches || course.nameMatches.test(d.name)),
      ),
    );
    // A deal declares every allergen any of its choices may bring, so the "without" filters never
    // offer it to a diner who could be served that allergen; once chosen, its line states the
    // allergens and the vegetarian badge of the dishes chosen (priceDishLine's deal facts).
    const allergens = [...new Set(candidates.flat().flatMap((d) => d.allergens))].sort();
    const [row] = await tx
      .insert(menuItems)
      .values({
        name: deal.name,
        description: deal.description,
        pricePence: deal.pricePence,
        category: "meal-deals",
        isNonVegetarian: true,
        isVegetarian: false,
        allergens,
        // After the dishes they are made of; their category tab comes first.
        orderIndex: ++orderIndex,
      })
      .returning({ id: menuItems.id });
    if (!row) throw new Error("insert returned nothing");
    for (const [index, course] of deal.courses.entries()) {
      const options = candidates[index] ?? [];
      if (options.length < course.count) continue;
      await addGroup(
        tx,
        row.id,
        // Two of the same biryani, two garlic naans: a deal's course lets a choice repeat.
        {
          name: course.name,
          minChoices: course.count,
          maxChoices: course.count,
          orderIndex: index,
          allowRepeats: true,
        },
        options.map((d) => ({ name: d.name, priceDeltaPence: 0, linkedMenuItemId: d.id })),
      );
    }
  }
}
