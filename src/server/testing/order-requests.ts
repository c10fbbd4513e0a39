/**
 * Placing orders through the API for tests that need many of them (database faults, the outbox,
 * races):
 * a valid order for the seeded menu, and a POST that comes from its own phone and address each
 * time, so the daily caps on unpaid orders never answer.
 */
import type { Db } from "../db/client";
import { menuItems, restaurantSettings } from "../db/schema";
import type { TestApp } from "./build-test-app";

/** One of the first seeded dish, collected at 13:00 on the test clock's default day (24 November 2026). */
export async function orderBody(t: Pick<TestApp, "db">) {
  const [dish] = await t.db.select({ id: menuItems.id }).from(menuItems).orderBy(menuItems.id).limit(1);
  return {
    customerName: "Aisha Khan",
    customerPhone: "07700 900123",
    customerEmail: "aisha@example.com",
    collectionDate: "2026-11-24",
    collectionTime: "13:00",
    items: [{ id: dish?.id, quantity: 1 }],
    totalAmount: "£1.00",
  };
}

let ordersPlaced = 0;

/** POSTs `body`, as the signed-in customer whose session `cookie` is, when one is given. */
export function postOrder(
  t: Pick<TestApp, "app">,
  body: Awaited<ReturnType<typeof orderBody>> & {
    reviewRequestConsent?: boolean;
    couponCode?: string;
    pointsToRedeem?: number;
  },
  cookie?: string,
) {
  const n = ordersPlaced++;
  return t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    payload: { ...body, customerPhone: `07700 ${String(100000 + n).slice(-6)}` },
  });
}

/** Lifts the kitchen's capacity per slot, for tests that place many orders for one time. */
export async function allowManyOrders(db: Db): Promise<void> {
  await db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 100_000 });
}
