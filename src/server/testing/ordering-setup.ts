/**
 * For tests about ordering itself (slots, idempotency, limits), not about promotions: switches off
 * the seeded flash sale and the minimum order, so their totals are the dishes' prices (less the
 * seeded 10% over £30). Promotion and minimum-order tests leave both on.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { offers, restaurantSettings } from "../db/schema";

export async function withoutFlashSaleOrMinimum(db: Db): Promise<void> {
  await db.update(offers).set({ isActive: false }).where(eq(offers.isFlashSale, true));
  await db.update(restaurantSettings).set({ minOrderPence: 0 }).where(eq(restaurantSettings.id, 1));
}
