/**
 * Inserts orders straight into the database for tests that need orders but not the ordering flow;
 * the answer carries the order's secret (accessToken) for the guest payment routes.
 */
import type { Db } from "../db/client";
import { onlineOrders, type StoredOrderItem } from "../db/schema";
import { hashOrderAccessToken, issueOrderAccessToken } from "../features/orders/order-access.service";

let counter = 0;

/**
 * One biryani at `pricePence`, for tests that need an order of an exact total (refunds, loyalty
 * points) rather than a realistic basket: pass it as insertTestOrder's `items`.
 */
export function oneDishAt(pricePence: number): StoredOrderItem[] {
  return [
    {
      id: 1,
      name: "Hyderabadi Chicken Dum Biryani",
      pricePence,
      quantity: 1,
      isVegetarian: false,
      isSpicy: true,
      allergens: [],
    },
  ];
}

export async function insertTestOrder(
  db: Db,
  overrides: Partial<typeof onlineOrders.$inferInsert> = {},
): Promise<typeof onlineOrders.$inferSelect & { accessToken: string }> {
  counter += 1;
  const items: StoredOrderItem[] = overrides.items ?? [
    {
      id: 1,
      name: "Hyderabadi Chicken Dum Biryani",
      pricePence: 1695,
      quantity: 2,
      isVegetarian: false,
      isSpicy: true,
      allergens: ["milk", "nuts"],
      specialInstructions: "Extra raita",
    },
  ];
  const accessToken = issueOrderAccessToken();
  const total = items.reduce((sum, i) => sum + i.pricePence * i.quantity, 0);
  const [row] = await db
    .insert(onlineOrders)
    .values({
      orderNumber: `T${Date.now().toString(36)}${counter}`.slice(0, 20),
      customerName: "Asha Patel",
      customerPhone: "07700900123",
      customerEmail: "asha@example.com",
      items,
      subtotalPence: total,
      totalPence: total,
      collectionDate: "2026-11-24",
      collectionTime: "12:30",
      specialInstructions: "Ring when ready",
      accessTokenHash: hashOrderAccessToken(accessToken),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return { ...row, accessToken };
}

/**
 * An order paid online at `paidAt` (an ISO instant) for `totalPence`, by card unless `more` says
 * otherwise: the reports, cash-up and refund tests each build their takings from these.
 */
export function insertPaidOrder(
  db: Db,
  paidAt: string,
  totalPence: number,
  more: Partial<typeof onlineOrders.$inferInsert> = {},
) {
  return insertTestOrder(db, {
    paymentStatus: "completed",
    paymentMethod: "stripe",
    paymentId: `pi_test_${counter + 1}`,
    paidAt: new Date(paidAt),
    totalPence,
    ...more,
  });
}
