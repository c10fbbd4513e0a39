/**
 * The week the order-ahead tests are set in, and the dish they order: Thursday 3 December 2026,
 * 10:00 London (GMT). The seeded week: Monday closed; the seeded flash sale (30% off) runs to the
 * end of today, so today's price is not Saturday's.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { menuItems } from "../db/schema";

export const NOW = "2026-12-03T10:00:00Z";
export const TODAY = "2026-12-03";
export const SATURDAY = "2026-12-05";
export const MONDAY = "2026-12-07";

/** The first seeded dish on sale. */
export async function firstDish(db: Db) {
  const [dish] = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.isAvailable, true))
    .orderBy(menuItems.id);
  if (!dish) throw new Error("no seeded dish");
  return dish;
}
