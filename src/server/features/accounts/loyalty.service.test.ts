import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "@server/testing/customer-account";
import { checkPromotionAvailable, PROMOTION_MESSAGES } from "@shared/offers/promotion-availability";
import {
  customerCoupons,
  customerRewards,
  customers,
  loyaltyPointsLedger,
  offers,
  onlineOrders,
  restaurantSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { testPointsBalance } from "../../testing/loyalty-points";
import { toPromotion } from "../offers/offers.queries";
import { loadCustomerFacts, recordPaidOrder, recordPromotionUses } from "./loyalty.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** Each customer their own phone: a first-order offer is once per phone (and per email). */
const phoneOf = new Map<number, string>();
async function registerDiner(contact: { phone?: string; email?: string } = {}): Promise<number> {
  counter += 1;
  const phone = contact.phone ?? `07700 8${String(counter).padStart(5, "0")}`;
  const { id } = await registerCustomer(t.app, {
    firstName: "Zara",
    email: contact.email ?? `loyal${counter}@example.com`,
    phone,
  });
  phoneOf.set(id, phone);
  return id;
}

async function insertOrder(
  customerId: number | null,
  totalPence: number,
  extra: Partial<typeof onlineOrders.$inferInsert> = {},
) {
  counter += 1;
  const [order] = await t.db
    .insert(onlineOrders)
    .values({
      orderNumber: `HH-T-${counter}`,
      customerId,
      customerName: "Zara Ali",
      customerPhone: (customerId === null ? undefined : phoneOf.get(customerId)) ?? "07700 900456",
      items: [
        {
          id: 1,
          name: "Lamb Biryani",
          pricePence: totalPence,
          quantity: 1,
          isVegetarian: false,
          isSpicy: true,
          allergens: [],
        },
      ],
      subtotalPence: totalPence,
      totalPence,
      collectionDate: "2026-11-24",
      collectionTime: "19:00",
      ...extra,
    })
    .returning();
  if (!order) throw new Error("no order");
  return order;
}

async function getCustomer(id: number) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error("no customer");
  return row;
}

describe("recordPaidOrder", () => {
  it("credits points, order count and spend once per paid order, however often it is called", async () => {
    const customerId = await registerDiner();
    const order = await insertOrder(customerId, 2499, { paymentStatus: "completed" });
    const results = await Promise.all([1, 2, 3].map(() => recordPaidOrder(t.db, order.id, t.clock.now())));
    expect(results.filter((r) => r !== null)).toEqual([{ customerId, pointsEarned: 24, paidPence: 2499 }]);
    expect(await recordPaidOrder(t.db, order.id, t.clock.now())).toBeNull();
    const customer = await getCustomer(customerId);
    expect(customer).toMatchObject({ totalOrders: 1, totalSpentPence: 2499 });
    expect(await testPointsBalance(t.db, customerId)).toBe(24);

    const second = await insertOrder(customerId, 1000, { paymentStatus: "completed" });
    await recordPaidOrder(t.db, second.id, t.clock.now());
    expect(await getCustomer(customerId)).toMatchObject({ totalOrders: 2, totalSpentPence: 3499 });
    expect(await testPointsBalance(t.db, customerId)).toBe(34);

    const me = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: "biryani1" },
    });
    expect(me.json().customer).toMatchObject({ totalOrders: 2, totalSpent: "34.99", loyaltyPoints: 34 });
    // Each paid order is one "earn" row of the ledger, tied to its order.
    const earned = await t.db
      .select()
      .from(loyaltyPointsLedger)
      .where(eq(loyaltyPointsLedger.customerId, customerId));
    expect(earned.map((r) => [r.kind, r.orderId, r.points])).toEqual([
      ["earn", order.id, 24],
      ["earn", second.id, 10],
    ]);
  });

  it("credits nothing for an unpaid order or a guest's order", async () => {
    const customerId = await registerDiner();
    const unpaid = await insertOrder(customerId, 3000);
    expect(await recordPaidOrder(t.db, unpaid.id, t.clock.now())).toBeNull();
    const guest = await insertOrder(null, 3000, { paymentStatus: "completed" });
    expect(await recordPaidOrder(t.db, guest.id, t.clock.now())).toBeNull();
    expect(await getCustomer(customerId)).toMatchObject({ totalOrders: 0 });
    expect(await testPointsBalance(t.db, customerId)).toBe(0);
    // Once it is paid, it counts.
    await t.db.update(onlineOrders).set({ paymentStatus: "completed" }).where(eq(onlineOrders.id, unpaid.id));
    expect(await recordPaidOrder(t.db, unpaid.id, t.clock.now())).toMatchObject({ pointsEarned: 30 });
  });

  it("uses the restaurant's points-per-pound setting", async () => {
    await t.db
      .update(restaurantSettings)
      .set({ loyaltyPointsPerPound: 3 })
      .where(eq(restaurantSettings.id, 1));
    try {
      const customerId = await registerDiner();
      const order = await insertOrder(customerId, 1250, { paymentStatus: "completed" });
      expect(await recordPaidOrder(t.db, order.id, t.clock.now())).toMatchObject({ pointsEarned: 36 });
    } finally {
      await t.db
        .update(restaurantSettings)
        .set({ loyaltyPointsPerPound: 1 })
        .where(eq(restaurantSettings.id, 1));
    }
  });
});

describe("WELCOME15 (a first-order, once-per-customer promotion)", () => {
  async function welcome() {
    const [row] = await t.db.select().from(offers).where(eq(offers.offerCode, "WELCOME15"));
    const promotion = row ? toPromotion(row) : null;
    if (!promotion) throw new Error("WELCOME15 is not seeded");
    return promotion;
  }
  const line = (promotionId: number) => ({
    promotionId,
    title: "Welcome 15% off",
    kind: "percent_off" as const,
    code: "WELCOME15",
    amountPence: 300,
  });
  const record = (customerId: number, orderId: number, promotionId: number) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from customers where id = ${customerId} for update`);
      await recordPromotionUses(tx, {
        customerId,
        orderId,
        lines: [line(promotionId)],
        pointsRedeemed: 0,
        now: t.clock.now(),
      });
    });
  const availability = async (customerId: number | null) =>
    checkPromotionAvailable(
      await welcome(),
      t.clock.now(),
      customerId === null ? null : await loadCustomerFacts(t.db, customerId),
    );

  it("works once for a new customer and not for their second order", async () => {
    const customerId = await registerDiner();
    const promotion = await welcome();
    expect(await availability(customerId)).toBeNull();
    const first = await insertOrder(customerId, 2000);
    await record(customerId, first.id, promotion.id);

    const [use] = await t.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customerId));
    expect(use).toMatchObject({ orderId: first.id, discountAppliedPence: 300, offerId: promotion.id });
    const [reward] = await t.db
      .select()
      .from(customerRewards)
      .where(eq(customerRewards.customerId, customerId));
    expect(reward).toMatchObject({ couponCode: "WELCOME15", isRedeemed: true });

    expect(await availability(customerId)).toBe(PROMOTION_MESSAGES.firstOrder);
    const secondOrder = await insertOrder(customerId, 2000);
    await expect(record(customerId, secondOrder.id, promotion.id)).rejects.toBeInstanceOf(HttpError);
    const uses = await t.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customerId));
    expect(uses).toHaveLength(1);

    // The customer's coupon history shows the one use.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: (await getCustomer(customerId)).email, password: "biryani1" },
    });
    const cookie = `customer_session=${login.cookies.find((c) => c.name === "customer_session")?.value}`;
    const history = await t.app.inject({ method: "GET", url: "/api/customer/coupons", headers: { cookie } });
    expect(history.json()).toEqual([
      expect.objectContaining({ couponCode: "WELCOME15", discountAmount: "3.00" }),
    ]);
  });

  it("is refused to a guest and to a customer who has already ordered", async () => {
    expect(await availability(null)).toBe(PROMOTION_MESSAGES.signIn);
    const customerId = await registerDiner();
    await insertOrder(customerId, 1500);
    expect(await availability(customerId)).toBe(PROMOTION_MESSAGES.firstOrder);
  });

  it("a cancelled, unpaid earlier order does not spend the first-order welcome", async () => {
    const customerId = await registerDiner();
    await insertOrder(customerId, 1500, { orderStatus: "cancelled" });
    expect(await availability(customerId)).toBeNull();
  });

  it("is once per phone number, not per account: a new account with the same phone is refused", async () => {
    const first = await registerDiner({ phone: "07700 911111" });
    await insertOrder(first, 2000);
    // The same number written three other ways, on three new accounts.
    for (const phone of ["+44 7700 911111", "0044 (7700) 911-111", "07700911111"]) {
      const farmer = await registerDiner({ phone });
      expect(await availability(farmer), phone).toBe(PROMOTION_MESSAGES.firstOrder);
    }
    // A different number is a different first order.
    expect(await availability(await registerDiner({ phone: "07700 911112" }))).toBeNull();
  });

  it("is once per email too: an order placed with that email by anyone counts, +tags and case aside", async () => {
    await insertOrder(null, 1800, { customerEmail: "Farmer@Example.com", customerPhone: "07700 922222" });
    const farmer = await registerDiner({ email: "farmer+again@example.com" });
    expect(await availability(farmer)).toBe(PROMOTION_MESSAGES.firstOrder);
  });

  it("counts the phone an order is being placed with, not only the account's", async () => {
    await insertOrder(null, 1800, { customerPhone: "07700 933333" });
    const customerId = await registerDiner();
    expect(await availability(customerId)).toBeNull();
    const facts = await loadCustomerFacts(t.db, customerId, { contact: { phone: "+447700933333" } });
    expect(checkPromotionAvailable(await welcome(), t.clock.now(), facts)).toBe(
      PROMOTION_MESSAGES.firstOrder,
    );
  });

  it("lets only one of two orders racing with a once-per-customer code record it", async () => {
    const customerId = await registerDiner();
    const orders = [await insertOrder(customerId, 2000), await insertOrder(customerId, 2000)];
    const [limited] = await t.db
      .insert(offers)
      .values({
        title: "Race",
        description: "Race",
        discountType: "percentage",
        discountValue: 10,
        offerCode: `RACE${counter}`,
        usesPerCustomer: 1,
        validFrom: new Date("2026-01-01T00:00:00Z"),
        validTo: new Date("2027-01-01T00:00:00Z"),
      })
      .returning();
    if (!limited) throw new Error("no promotion");
    const results = await Promise.allSettled(orders.map((order) => record(customerId, order.id, limited.id)));
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const uses = await t.db.select().from(customerCoupons).where(eq(customerCoupons.offerId, limited.id));
    expect(uses).toHaveLength(1);
  });
});
