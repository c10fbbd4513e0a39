/**
 * Orders racing each other on a real PostgreSQL (PGlite runs one transaction at a time, so races
 * cannot happen there): never a deadlock surfacing as a 500, and a coupon is used no more often
 * than its rules allow.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "@server/testing/customer-account";
import { orderBody, postOrder } from "@server/testing/order-requests";
import {
  customerCoupons,
  customers,
  menuItems,
  offers,
  onlineOrders,
  restaurantSettings,
} from "../../db/schema";
import { buildTestApp, type TestApp, testEngine } from "../../testing/build-test-app";
import { grantTestPointsByEmail, testPointsBalance } from "../../testing/loyalty-points";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";

const NOW = "2026-11-24T12:00:00Z";

describe.skipIf(testEngine !== "postgres")("ten orders at once by one signed-in customer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    await withoutFlashSaleOrMinimum(t.db);
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 100 });
  });
  afterAll(() => t?.close());

  async function registerDiner(email: string, phone = "07700900123"): Promise<string> {
    const customer = await registerCustomer(t.app, {
      firstName: "Aisha",
      lastName: "Khan",
      email,
      phone,
      preferredCuisine: "biryani",
      marketingConsent: false,
    });
    return customer.cookie;
  }

  // Three dishes, two of each: enough for the coupon and the points to apply.
  async function basketBody() {
    const dishes = await t.db.select().from(menuItems).orderBy(menuItems.id).limit(3);
    return { ...(await orderBody(t)), items: dishes.map((d) => ({ id: d.id, quantity: 2 })) };
  }

  // postOrder sends each from its own phone and address, so the daily unpaid-order caps are not
  // what answers.
  async function placeTen(cookie: string, couponCode: string | undefined, pointsToRedeem = 0) {
    const body = await basketBody();
    return Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postOrder(
          t,
          {
            ...body,
            // Different slots, so the kitchen-capacity row does not serialise them by itself.
            collectionTime: i % 2 === 0 ? "13:00" : "13:30",
            ...(couponCode ? { couponCode } : {}),
            ...(pointsToRedeem ? { pointsToRedeem } : {}),
          },
          cookie,
        ),
      ),
    );
  }

  it("uses a one-per-customer coupon once, refuses the rest with a 4xx, and never answers 5xx", async () => {
    const cookie = await registerDiner("racer@example.com");
    const answers = await placeTen(cookie, "WELCOME15");
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(typeof refused.json().message).toBe("string");
    }
    const [welcome] = await t.db.select().from(offers).where(eq(offers.offerCode, "WELCOME15"));
    const uses = await t.db
      .select()
      .from(customerCoupons)
      .where(eq(customerCoupons.offerId, welcome?.id ?? 0));
    expect(uses).toHaveLength(1);
    const placed = await t.db.select().from(onlineOrders).where(eq(onlineOrders.couponCode, "WELCOME15"));
    expect(placed).toHaveLength(1);
  });

  it("gives WELCOME15 once to ten new accounts sharing one phone, racing (issue 25)", async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 10; i++) cookies.push(await registerDiner(`farm${i}@example.com`, "07700 933300"));
    const body = await basketBody();
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        // Each order from its own phone (postOrder's) and email: the accounts' shared phone is what
        // links them.
        postOrder(
          t,
          {
            ...body,
            customerName: "Farm Er",
            customerEmail: `farm-order${i}@example.com`,
            collectionTime: "14:00",
            couponCode: "WELCOME15",
          },
          cookie,
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 201 && r.json().couponCode === "WELCOME15")).toHaveLength(
      1,
    );
  });

  it("places all ten when no coupon is involved", async () => {
    const cookie = await registerDiner("hungry@example.com");
    const answers = await placeTen(cookie, undefined);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
  });

  it("spends loyalty points under the customer's row lock: ten orders cannot overspend 500 points", async () => {
    const cookie = await registerDiner("points@example.com");
    await grantTestPointsByEmail(t.db, "points@example.com", 500);
    const answers = await placeTen(cookie, undefined, 100);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const placed = answers.filter((r) => r.statusCode === 201).map((r) => r.json());
    expect(placed).toHaveLength(5);
    for (const order of placed) {
      expect(order.pointsRedeemed).toBe(100);
      expect(order.promotions).toContainEqual(expect.objectContaining({ kind: "points", amountPence: 100 }));
    }
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    }
    const [customer] = await t.db.select().from(customers).where(eq(customers.email, "points@example.com"));
    expect(await testPointsBalance(t.db, customer?.id ?? 0)).toBe(0);
  });
});
