import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INVALID_POSTCODE_MESSAGE } from "@shared/delivery/postcodes";
import {
  collectionSlotBookings,
  customers,
  deliverySettings,
  deliveryZones,
  menuItems,
  offers,
  onlineOrders,
  orderVatLines,
  restaurantSettings,
  sessions,
  vatSettings,
} from "../../db/schema";
import { hashToken } from "../../plugins/auth";
import { buildTestApp, clearSentMail, sentMail, type TestApp } from "../../testing/build-test-app";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";

// Tuesday 24 November 2026, 12:00 London: lunch open, earliest collection 12:30.
const NOW = "2026-11-24T12:00:00Z";
const TODAY = "2026-11-24";

let t: TestApp;
let dishId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  await withoutFlashSaleOrMinimum(t.db);
  const [first] = await t.db.select().from(menuItems).orderBy(menuItems.id).limit(1);
  if (!first) throw new Error("no seeded dish");
  dishId = first.id;
  await t.db.update(menuItems).set({ pricePence: 500 }).where(eq(menuItems.id, dishId));
  await t.db.insert(deliveryZones).values({
    name: "Town",
    kind: "postcodes",
    areas: "NN1, NN2, NN3 1-4",
    feePence: 250,
    minOrderPence: 1500,
    freeOverPence: 3000,
    leadTimeMinutes: 45,
  });
});
afterAll(() => t.close());

beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 10, orderingPausedUntil: null });
  await t.db
    .insert(deliverySettings)
    .values({ id: 1, deliveriesPerSlot: 3, cashOnDelivery: true })
    .onConflictDoUpdate({
      target: deliverySettings.id,
      set: { deliveriesPerSlot: 3, cashOnDelivery: true, pausedUntil: null, hours: null },
    });
  await clearSentMail(t);
});

const address = (overrides: Record<string, unknown> = {}) => ({
  address: "12 Abington Street, Northampton",
  postcode: "nn32ab",
  notes: "Side door, ring twice",
  ...overrides,
});

function orderBody(quantity: number, overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Aisha Khan",
    customerPhone: "07700 900123",
    customerEmail: "aisha@example.com",
    collectionDate: TODAY,
    collectionTime: "13:00",
    items: [{ id: dishId, quantity }],
    delivery: address(),
    ...overrides,
  };
}

const postOrder = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/orders", payload: body, headers });

const quote = (quantity: number, delivery: Record<string, unknown> | null) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders/quote",
    payload: { items: [{ id: dishId, quantity }], delivery },
  });

describe("the diner's delivery order", () => {
  it("prices delivery to an address in a zone as its own line, and stores where it goes", async () => {
    const q = await quote(4, address());
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().delivery).toMatchObject({
      postcode: "NN3 2AB",
      zone: { name: "Town" },
      feePence: 250,
      label: "Delivery",
      minimumPence: 1500,
      shortfallPence: 0,
      message: "We deliver to NN3 for £2.50, minimum £15, free over £30",
    });
    expect(q.json().totalPence).toBe(2000 + 250);

    const res = await postOrder(orderBody(4));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.totalPence).toBe(2250);
    expect(order.delivery).toMatchObject({
      address: "12 Abington Street, Northampton",
      postcode: "NN3 2AB",
      zoneName: "Town",
      feePence: 250,
      notes: "Side door, ring twice",
      payOnDelivery: false,
      status: null,
    });
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row).toMatchObject({ fulfilment: "delivery", deliveryPostcode: "NN3 2AB", deliveryFeePence: 250 });

    const mails = await sentMail(t);
    const diner = mails.find((m) => m.to === "aisha@example.com");
    expect(diner?.text).toContain("to 12 Abington Street, Northampton, NN3 2AB");
    expect(diner?.text).toContain("Delivery: £2.50");
    const kitchen = mails.find((m) => m.to !== "aisha@example.com");
    expect(kitchen?.text).toContain("DELIVERY NOTES: Side door, ring twice");
    expect(kitchen?.text).toContain("Phone: 07700 900123");

    const live = await t.app.inject({ method: "GET", url: `/api/orders/${order.orderNumber}` });
    expect(live.json().delivery).toEqual({
      postcode: "NN3 2AB",
      feePence: 250,
      payOnDelivery: false,
      status: null,
      statusWords: null,
    });
  });

  it("records the delivery fee's VAT as its own standard-rated line (issue 40 meets issue 35)", async () => {
    await t.db
      .insert(vatSettings)
      .values({ id: 1, registered: true })
      .onConflictDoUpdate({
        target: vatSettings.id,
        set: { registered: true },
      });
    try {
      const res = await postOrder(orderBody(4));
      expect(res.statusCode, res.body).toBe(201);
      const lines = await t.db.select().from(orderVatLines).where(eq(orderVatLines.orderId, res.json().id));
      const fee = lines.find((l) => l.partKey === "delivery-fee");
      // £2.50 at 20% VAT-inclusive: 250 x 2000 / 12000 = 41.67, 42p.
      expect(fee).toMatchObject({ name: "Delivery", rateBasisPoints: 2000, paidPence: 250, vatPence: 42 });
      // The food keeps its own price (no negative discount), and the lines add up to the total.
      expect(lines.every((l) => l.discountPence === 0)).toBe(true);
      expect(lines.reduce((n, l) => n + l.paidPence, 0)).toBe(2250);

      // A cold-food shop's owner sets the fee to zero rate: the next order's fee carries no VAT.
      await t.db.update(vatSettings).set({ deliveryFeeRateBasisPoints: 0 });
      const cold = await postOrder(orderBody(4, { collectionTime: "13:30" }));
      expect(cold.statusCode, cold.body).toBe(201);
      const coldLines = await t.db
        .select()
        .from(orderVatLines)
        .where(eq(orderVatLines.orderId, cold.json().id));
      expect(coldLines.find((l) => l.partKey === "delivery-fee")).toMatchObject({
        rateBasisPoints: 0,
        paidPence: 250,
        vatPence: 0,
      });
    } finally {
      await t.db.update(vatSettings).set({ registered: false, deliveryFeeRateBasisPoints: 2000 });
    }
  });

  it("delivers free over the zone's threshold", async () => {
    const q = await quote(7, address());
    expect(q.json().delivery).toMatchObject({ feePence: 0, standardFeePence: 250 });
    expect(q.json().delivery.label).toMatch(/^Delivery \((free over £30|.+)\)$/);
    const res = await postOrder(orderBody(7));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().delivery.feePence).toBe(0);
    expect(res.json().totalPence).toBe(res.json().subtotalPence - res.json().discountPence);
  });

  it("refuses an address outside every zone with the collection sentence", async () => {
    const q = await quote(4, address({ postcode: "MK9 2FP" }));
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe("Sorry, we don't deliver to MK9 - collection is available");
    const res = await postOrder(orderBody(4, { delivery: address({ postcode: "MK9 2FP" }) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Sorry, we don't deliver to MK9 - collection is available");
  });

  it("refuses a postcode that is not a UK postcode", async () => {
    const res = await postOrder(orderBody(4, { delivery: address({ postcode: "NN3 ZZZ" }) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_POSTCODE_MESSAGE);
  });

  it("quotes what is missing below the minimum and refuses the order", async () => {
    const q = await quote(2, address());
    expect(q.statusCode).toBe(200);
    expect(q.json().delivery).toMatchObject({ shortfallPence: 500, minimumPence: 1500 });
    const res = await postOrder(orderBody(2));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The minimum order for delivery to NN3 is £15.00. Add £5.00 more to order for delivery.",
    );
  });

  it("refuses a slot inside the zone's lead time", async () => {
    const res = await postOrder(orderBody(4, { collectionTime: "12:30" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too soon for delivery/);
  });

  it("refuses a time outside the owner's delivery hours that day", async () => {
    const lunch = { start: "12:00", end: "13:00" };
    await t.db.update(deliverySettings).set({ hours: [lunch, lunch, lunch, lunch, lunch, lunch, lunch] });
    const late = await postOrder(orderBody(4, { collectionTime: "13:30" }));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      "Delivery Time: 13:30 is outside our delivery hours that day (12:00-13:00). Please choose another time.",
    );
    expect((await postOrder(orderBody(4, { collectionTime: "13:00" }))).statusCode).toBe(201);
  });

  it("books at most the drivers' deliveries per slot", async () => {
    await t.db.update(deliverySettings).set({ deliveriesPerSlot: 1 });
    expect((await postOrder(orderBody(4))).statusCode).toBe(201);
    const second = await postOrder(orderBody(4, { customerPhone: "07700 900999" }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/drivers are fully booked/);
    // Collection in the same slot goes on.
    const collection = await postOrder(orderBody(4, { delivery: null, customerPhone: "07700 900888" }));
    expect(collection.statusCode, collection.body).toBe(201);
    expect(collection.json().delivery).toBeNull();
  });

  it("takes cash on delivery only where the owner allows it", async () => {
    const cash = await postOrder(orderBody(4, { delivery: address({ payOnDelivery: true }) }));
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ paysOnline: false, delivery: { payOnDelivery: true } });
    await t.db.update(deliverySettings).set({ cashOnDelivery: false });
    const refused = await postOrder(
      orderBody(4, { delivery: address({ payOnDelivery: true }), customerPhone: "07700 900777" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Cash on delivery is not offered - please pay online");
  });

  it("keeps a member's address for next time", async () => {
    const [customer] = await t.db
      .insert(customers)
      .values({
        firstName: "Sam",
        lastName: "Patel",
        email: "sam@example.com",
        phone: "07700900456",
        password: "x",
      })
      .returning();
    if (!customer) throw new Error("no customer");
    const token = randomBytes(16).toString("hex");
    await t.db.insert(sessions).values({
      id: hashToken(token),
      kind: "customer",
      customerId: customer.id,
      expiresAt: new Date("2030-01-01T00:00:00Z"),
    });
    const cookie = `customer_session=${token}`;
    const mine = () =>
      t.app.inject({ method: "GET", url: "/api/customer/delivery-address", headers: { cookie } });
    expect((await mine()).json()).toEqual({ address: null, postcode: null });
    const res = await postOrder(orderBody(4), { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const [saved] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(saved).toMatchObject({ address: "12 Abington Street, Northampton", postcode: "NN3 2AB" });
    // Next time the checkout fills it in from the member's own account, and nobody else's.
    expect((await mine()).json()).toEqual({
      address: "12 Abington Street, Northampton",
      postcode: "NN3 2AB",
    });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/customer/delivery-address" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives a collection-only offer to collection, not to delivery (issue 35 meets issue 21)", async () => {
    const [sale] = await t.db
      .insert(offers)
      .values({
        title: "COLLECTION 30% OFF",
        description: "30% off all collection orders today.",
        discountType: "percentage",
        discountValue: 30,
        validFrom: new Date("2026-11-24T00:00:00Z"),
        validTo: new Date("2026-11-25T00:00:00Z"),
        isActive: true,
        priority: 9,
        collectionOnly: true,
      })
      .returning();
    try {
      const collected = await t.app.inject({
        method: "POST",
        url: "/api/orders/quote",
        payload: { items: [{ id: dishId, quantity: 4 }] },
      });
      expect(collected.json()).toMatchObject({ subtotalPence: 2000, discountPence: 600 });
      // Delivery chosen before the postcode is checked prices the same way the order will.
      const chosen = await t.app.inject({
        method: "POST",
        url: "/api/orders/quote",
        payload: { items: [{ id: dishId, quantity: 4 }], fulfilment: "delivery" },
      });
      expect(chosen.json()).toMatchObject({ discountPence: 0, totalPence: 2000 });
      const res = await postOrder(orderBody(4));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ discountPence: 0, totalPence: 2250, promotions: [] });
    } finally {
      await t.db.delete(offers).where(eq(offers.id, sale?.id ?? 0));
    }
  });

  it("leaves a collection order as it was", async () => {
    const res = await postOrder(orderBody(4, { delivery: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ totalPence: 2000, delivery: null });
  });
});
