/**
 * Delivery orders placed through POST /api/orders for tests that need real ones (the drivers', the
 * reports'): one dish at a known price, postcode zones, cash on delivery allowed, and drivers who
 * tap their deliveries through their own routes. The server prices each delivery, so a test reads
 * the fee from the placed order.
 */

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client";
import { deliverySettings, deliveryZones, menuItems, users } from "../db/schema";
import { keepSessionFromIdling, signInNewStaff } from "./admin-session";
import type { TestApp } from "./build-test-app";
import { injectAs } from "./inject-as";
import { withoutFlashSaleOrMinimum } from "./ordering-setup";

/** NN3 for £2.50 (minimum £10, never free, 30 minutes' lead time). */
export const TOWN_ZONE: typeof deliveryZones.$inferInsert = {
  name: "Town",
  kind: "postcodes",
  areas: "NN3",
  feePence: 250,
  minOrderPence: 1000,
  freeOverPence: null,
  leadTimeMinutes: 30,
};

/**
 * The first seeded dish at `dishPricePence`, the zones, and `deliveriesPerSlot` with cash on
 * delivery offered; the flash sale and the collection minimum off. Returns the dish's id.
 */
export async function setUpDelivery(
  db: Db,
  {
    dishPricePence = 500,
    zones = [TOWN_ZONE],
    deliveriesPerSlot = 5,
  }: {
    dishPricePence?: number;
    zones?: (typeof deliveryZones.$inferInsert)[];
    deliveriesPerSlot?: number;
  } = {},
): Promise<number> {
  await withoutFlashSaleOrMinimum(db);
  const [first] = await db.select().from(menuItems).orderBy(menuItems.id).limit(1);
  if (!first) throw new Error("no seeded dish");
  await db.update(menuItems).set({ pricePence: dishPricePence }).where(eq(menuItems.id, first.id));
  await db.insert(deliveryZones).values(zones);
  await db
    .insert(deliverySettings)
    .values({ id: 1, deliveriesPerSlot, cashOnDelivery: true })
    .onConflictDoUpdate({ target: deliverySettings.id, set: { deliveriesPerSlot, cashOnDelivery: true } });
  return first.id;
}

export interface PlacedDelivery {
  id: number;
  orderNumber: string;
  totalPence: number;
  accessToken: string;
  delivery: { feePence: number; payOnDelivery: boolean };
}

let placed = 0;

/**
 * A delivery order of `quantity` of the dish for `date` at `time`, from its own phone and address
 * each time (the daily caps on unpaid orders never answer); 201 expected.
 */
export async function placeDeliveryOrder(
  t: Pick<TestApp, "app">,
  order: {
    dishId: number;
    date: string;
    time: string;
    quantity?: number;
    postcode?: string;
    payOnDelivery?: boolean;
    phone?: string;
  },
): Promise<PlacedDelivery> {
  const n = placed++;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    remoteAddress: `10.35.${(n >> 8) & 255}.${n & 255}`,
    payload: {
      customerName: "Aisha Khan",
      customerPhone: order.phone ?? `07700 ${String(350000 + n).slice(-6)}`,
      customerEmail: null,
      collectionDate: order.date,
      collectionTime: order.time,
      items: [{ id: order.dishId, quantity: order.quantity ?? 4 }],
      delivery: {
        address: "12 Abington Street\nNorthampton",
        postcode: order.postcode ?? "NN3 2AB",
        notes: "Side door",
        payOnDelivery: order.payOnDelivery ?? false,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedDelivery;
}

/**
 * The owner (`ownerCookie`) makes a new staff account a driver, who signs in; returns the driver's
 * id and session cookie (kept from going idle while the test moves the clock).
 */
export async function signInNewDriver(
  t: Pick<TestApp, "app" | "db">,
  ownerCookie: string,
  account: { username: string; password: string },
): Promise<{ id: number; cookie: string }> {
  const cookie = await keepSessionFromIdling(t.db, await signInNewStaff(t.app, ownerCookie, account));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
  if (!user) throw new Error(`no user ${account.username}`);
  const res = await injectAs(t.app, ownerCookie, "PUT", `/api/admin/delivery/drivers/${user.id}`, {
    isDriver: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: user.id, cookie };
}

/** Staff (`staffCookie`) give the order to the driver, who taps it delivered (cash taken if due). */
export async function deliverOrder(
  t: Pick<TestApp, "app">,
  staffCookie: string,
  orderId: number,
  driver: { id: number; cookie: string },
): Promise<void> {
  const assigned = await injectAs(t.app, staffCookie, "PUT", `/api/admin/delivery/orders/${orderId}/driver`, {
    driverId: driver.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const done = await injectAs(t.app, driver.cookie, "PUT", `/api/admin/delivery/mine/${orderId}`, {
    status: "delivered",
  });
  expect(done.statusCode, done.body).toBe(200);
}
