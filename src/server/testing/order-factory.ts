/** Inserts orders straight into online_orders for tests that need one without the order page's rules. */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { onlineOrders } from "../db/schema";

export type TestOrderOverrides = Partial<typeof onlineOrders.$inferInsert>;

export async function insertTestOrder(db: Db, overrides: TestOrderOverrides = {}) {
  const totalPence = overrides.totalPence ?? 2450;
  const [order] = await db
    .insert(onlineOrders)
    .values({
      orderNumber: `HH${randomBytes(5).toString("hex").toUpperCase()}`,
      customerName: "Asha Patel",
      customerPhone: "07700900123",
      customerEmail: "asha@example.com",
      items: [
        {
          id: 1,
          name: "Hyderabadi Chicken Dum Biryani",
          pricePence: 1695,
          quantity: 1,
          isVegetarian: false,
          isSpicy: true,
          allergens: [],
        },
      ],
      subtotalPence: totalPence,
      totalPence,
      collectionDate: "2026-11-24",
      collectionTime: "18:00",
      ...overrides,
    })
    .returning();
  if (!order) throw new Error("order not inserted");
  return order;
}
