/**
 * First-start content. Each part runs once, recorded in seed_marks, so a restart never re-adds a
 * dish, chef or offer that staff have since edited or deleted.
 */

import { seedSampleSiteContent } from "../../features/site-content/site-content.service";
import type { Db, DbTransaction } from "../client";
import {
  cateringItems,
  cateringSettings,
  chefs,
  menuItems,
  offers,
  operatingHours,
  operatingTimePeriods,
  restaurantDetails,
  restaurantSettings,
  seedMarks,
} from "../schema";
import { CATERING_ITEM_SEEDS, SAMPLE_CATERING_TERMS } from "./catering.seed";
import { CHEF_SEEDS } from "./chefs.seed";
import { seedDishOptions } from "./dish-options.seed";
import { HOURS_SEED, TIME_PERIOD_SEEDS } from "./hours.seed";
import { MENU_ITEM_SEEDS } from "./menu-items.seed";
import { offerSeeds } from "./offers.seed";
import { SAMPLE_RESTAURANT } from "./restaurant.seed";

async function once(db: Db, name: string, insert: (tx: DbTransaction) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The primary key makes a concurrent second seeder (another instance starting) a no-op.
    const claimed = await tx.insert(seedMarks).values({ name }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await insert(tx);
    return true;
  });
}

/**
 * `sampleRestaurant`: the sample restaurant's details, confirmed (DEMO_MODE and the tests). A real
 * install gets the sample menu as a starting point but no details: its owner's setup asks for
 * them (decision 0042).
 */
export async function seedDatabase(
  db: Db,
  now: Date,
  options: { sampleRestaurant: boolean } = { sampleRestaurant: true },
): Promise<string[]> {
  const seeded: string[] = [];
  const parts: [string, (tx: DbTransaction) => Promise<unknown>][] = [
    [
      "menu",
      (tx) =>
        tx
          .insert(menuItems)
          .values(MENU_ITEM_SEEDS.map((item, index) => ({ ...item, orderIndex: index + 1 }))),
    ],
    // After the menu (and on an install whose menu was seeded before options existed).
    ["dish-options", seedDishOptions],
    [
      "hours",
      async (tx) => {
        await tx.insert(operatingHours).values(HOURS_SEED);
        await tx.insert(operatingTimePeriods).values(TIME_PERIOD_SEEDS);
      },
    ],
    ["chefs", (tx) => tx.insert(chefs).values(CHEF_SEEDS)],
    // After the menu: the featured cards name seeded dishes.
    ["site-content", seedSampleSiteContent],
    ["offers", (tx) => tx.insert(offers).values(offerSeeds(now))],
    ["settings", (tx) => tx.insert(restaurantSettings).values({ id: 1 }).onConflictDoNothing()],
    ["catering-menu", (tx) => tx.insert(cateringItems).values(CATERING_ITEM_SEEDS)],
  ];
  if (options.sampleRestaurant) {
    parts.push([
      "restaurant",
      (tx) =>
        tx
          .insert(restaurantDetails)
          .values({ id: 1, ...SAMPLE_RESTAURANT, confirmedAt: now })
          .onConflictDoNothing(),
    ]);
    parts.push([
      "catering-terms",
      (tx) => tx.insert(cateringSettings).values(SAMPLE_CATERING_TERMS).onConflictDoNothing(),
    ]);
  }
  for (const [name, insert] of parts) {
    if (await once(db, name, insert)) seeded.push(name);
  }
  return seeded;
}
