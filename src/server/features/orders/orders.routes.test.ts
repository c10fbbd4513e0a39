import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_DATES_MESSAGE } from "../../../shared/orders/collection-slots";
import {
  collectionSlotBookings,
  coupons,
  customerCoupons,
  customers,
  menuItems,
  onlineOrders,
  restaurantSettings,
  sessions,
  specialHours,
} from "../../db/schema";
import { ensureAdminAccount } from "../../db/seed/admin-account";
import { type OrderEvent, subscribeToOrderEvents } from "../../lib/order-events";
import { hashToken } from "../../plugins/auth";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

// Tuesday 24 November 2026, 12:00 London (GMT): lunch shift open, earliest slot 12:30.
const NOW = "2026-11-24T12:00:00Z";
const TODAY = "2026-11-24";

let t: TestApp;
let dishes: (typeof menuItems.$inferSelect)[];

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  await ensureAdminAccount(t.db, { username: "admin", password: "kitchen-secret" });
  dishes = await t.db.select().from(menuItems).orderBy(menuItems.id);
});
afterAll(() => t.close());

beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(customerCoupons);
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 10, orderingPausedUntil: null });
  await t.db.update(menuItems).set({ isAvailable: true, soldOutUntil: null });
  t.mailer.sent.length = 0;
});

function dish(index: number) {
  const d = dishes[index];
  if (!d) throw new Error("no such seeded dish");
  return d;
}

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Aisha Khan",
    customerPhone: "07700 900123",
    customerEmail: "aisha@example.com",
    collectionDate: TODAY,
    collectionTime: "13:00",
    specialInstructions: "Extra raita please",
    items: [{ id: dish(0).id, quantity: 1 }],
    totalAmount: "£1.00",
    ...overrides,
  };
}

async function postOrder(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/orders", payload: body, headers });
}

async function countOrders(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(onlineOrders);
  return row?.n ?? 0;
}

async function adminCookie(): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: "admin", password: "kitchen-secret" },
  });
  const c = res.cookies.find((x) => x.name === "admin_session");
  if (!c) throw new Error("admin sign-in failed");
  return `admin_session=${c.value}`;
}

async function customerCookie(email: string): Promise<{ cookie: string; id: number }> {
  const [customer] = await t.db
    .insert(customers)
    .values({ firstName: "Sam", lastName: "Patel", email, phone: "07700900456", password: "x" })
    .returning();
  if (!customer) throw new Error("no customer");
  const token = randomBytes(16).toString("hex");
  await t.db.insert(sessions).values({
    id: hashToken(token),
    kind: "customer",
    customerId: customer.id,
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  return { cookie: `customer_session=${token}`, id: customer.id };
}

describe("GET /api/collection-slots", () => {
  it("offers today's slots from 12:30 (lead time) with the date label and tomorrow's shifts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/collection-slots" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date).toBe(TODAY);
    expect(body.dateLabel).toBe("Today - Tuesday 24 November");
    expect(body.slots[0]).toEqual({ time: "12:30", periodName: "Lunch", label: "12:30 (Lunch)" });
    expect(body.tomorrowPeriods.map((p: { name: string }) => p.name)).toEqual(["Lunch", "Dinner"]);
  });

  it("leaves out a full slot", async () => {
    await t.db
      .insert(collectionSlotBookings)
      .values({ collectionDate: TODAY, collectionTime: "12:30", ordersCount: 10 });
    const body = (await t.app.inject({ method: "GET", url: "/api/collection-slots" })).json();
    expect(body.slots[0].time).toBe("13:00");
  });
});

describe("POST /api/orders", () => {
  it("prices the order from the database, ignoring the client's totalAmount and item prices", async () => {
    const a = dish(0);
    const b = dish(1);
    const res = await postOrder(
      orderBody({
        totalAmount: "£0.01",
        items: [
          { id: a.id, quantity: 2, name: "Cheap", price: "£0.01", specialInstructions: "No coriander" },
          { id: b.id, quantity: 1, price: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const subtotal = a.pricePence * 2 + b.pricePence;
    expect(order.subtotalPence).toBe(subtotal);
    expect(order.totalPence).toBe(subtotal - order.discountPence);
    expect(order.totalAmount).toMatch(/^£\d+\.\d\d$/);
    expect(order.totalAmount).not.toBe("£0.01");
    expect(order.orderNumber).toMatch(/^HH-[A-Z2-9]{6}$/);
    expect(order).toMatchObject({
      paymentStatus: "pending",
      orderStatus: "received",
      collectionDate: TODAY,
      collectionTime: "13:00",
      customerEmail: "aisha@example.com",
      specialInstructions: "Extra raita please",
    });
    expect(order.items[0]).toMatchObject({
      id: a.id,
      name: a.name,
      pricePence: a.pricePence,
      quantity: 2,
      specialInstructions: "No coriander",
    });
    const [stored] = await t.db.select().from(onlineOrders);
    expect(stored?.totalPence).toBe(order.totalPence);
    // The confirmation email, after the commit.
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]?.to).toBe("aisha@example.com");
    expect(t.mailer.sent[0]?.subject).toContain(order.orderNumber);
    expect(t.mailer.sent[0]?.text).toContain(`/order/${order.orderNumber}`);
  });

  it("applies the automatic 10% off collection orders of £30 or more", async () => {
    const d = dish(0);
    const quantity = Math.ceil(3000 / d.pricePence);
    const order = (await postOrder(orderBody({ items: [{ id: d.id, quantity }] }))).json();
    expect(order.subtotalPence).toBe(d.pricePence * quantity);
    expect(order.discountPence).toBe(Math.round(d.pricePence * quantity * 0.1));
    expect(order.discountLabel).toBe("10% off collection orders over £30");
  });

  it("sends no email when none was given", async () => {
    const res = await postOrder(orderBody({ customerEmail: "" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().customerEmail).toBeNull();
    expect(t.mailer.sent).toHaveLength(0);
  });

  it("links the order to a signed-in customer from the session cookie only", async () => {
    const { cookie, id } = await customerCookie("sam@example.com");
    const res = await postOrder(orderBody({ customerId: 999 }), { cookie });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(onlineOrders);
    expect(stored?.customerId).toBe(id);
  });

  const refusals: [string, () => Promise<void>, () => Record<string, unknown>, number, RegExp][] = [
    [
      "an unknown dish",
      async () => {},
      () => orderBody({ items: [{ id: 999999, quantity: 1 }] }),
      400,
      /Dish 999999/,
    ],
    [
      "a sold-out dish",
      async () => {
        await t.db
          .update(menuItems)
          .set({ isAvailable: false })
          .where(eq(menuItems.id, dish(2).id));
      },
      () =>
        orderBody({
          items: [
            { id: dish(0).id, quantity: 1 },
            { id: dish(2).id, quantity: 1 },
          ],
        }),
      409,
      /^.+ is sold out\. Please remove it/,
    ],
    [
      "a dish sold out today",
      async () => {
        await t.db
          .update(menuItems)
          .set({ soldOutUntil: "2026-11-25" })
          .where(eq(menuItems.id, dish(3).id));
      },
      () => orderBody({ items: [{ id: dish(3).id, quantity: 1 }] }),
      409,
      /sold out/,
    ],
    [
      "a past slot",
      async () => {},
      () => orderBody({ collectionTime: "12:00" }),
      400,
      /Collection Time: 12:00/,
    ],
    [
      "a slot inside the lead time",
      async () => {},
      () => orderBody({ collectionTime: "12:15" }),
      400,
      /Collection Time/,
    ],
    [
      "a slot between the shifts",
      async () => {},
      () => orderBody({ collectionTime: "16:00" }),
      400,
      /Collection Time: 16:00/,
    ],
    [
      "a slot after closing",
      async () => {},
      () => orderBody({ collectionTime: "23:30" }),
      400,
      /Collection Time/,
    ],
    [
      "another day",
      async () => {},
      () => orderBody({ collectionDate: "2026-11-25" }),
      400,
      /Collection Date/,
    ],
    [
      "a closed day (Monday)",
      async () => t.clock.set("2026-11-23T12:00:00Z"),
      () => orderBody({ collectionDate: "2026-11-23" }),
      400,
      new RegExp(NO_DATES_MESSAGE.replace(/\./g, "\\.")),
    ],
    [
      "a day closed by special hours",
      async () => {
        await t.db
          .insert(specialHours)
          .values({ date: "2026-11-26", isClosed: true, reason: "Staff training" });
        t.clock.set("2026-11-26T12:00:00Z");
      },
      () => orderBody({ collectionDate: "2026-11-26" }),
      400,
      /No dates available/,
    ],
    [
      "a full slot",
      async () => {
        await t.db
          .insert(collectionSlotBookings)
          .values({ collectionDate: TODAY, collectionTime: "13:00", ordersCount: 10 });
      },
      () => orderBody(),
      409,
      /fully booked/,
    ],
    [
      "ordering paused by staff",
      async () => {
        await t.db.update(restaurantSettings).set({ orderingPausedUntil: new Date("2026-11-24T13:30:00Z") });
      },
      () => orderBody(),
      409,
      /paused until 13:30/,
    ],
    [
      "missing name",
      async () => {},
      () => orderBody({ customerName: undefined }),
      400,
      /customerName: Missing Information - Full Name/,
    ],
    [
      "blank name",
      async () => {},
      () => orderBody({ customerName: "   " }),
      400,
      /customerName: Missing Information/,
    ],
    [
      "missing phone",
      async () => {},
      () => orderBody({ customerPhone: "" }),
      400,
      /customerPhone: Missing Information - Phone Number/,
    ],
    [
      "missing date",
      async () => {},
      () => orderBody({ collectionDate: undefined }),
      400,
      /collectionDate: Missing Information/,
    ],
    [
      "missing time",
      async () => {},
      () => orderBody({ collectionTime: "" }),
      400,
      /collectionTime: Missing Information/,
    ],
    ["a bad email", async () => {}, () => orderBody({ customerEmail: "not-an-email" }), 400, /customerEmail/],
    ["an empty cart", async () => {}, () => orderBody({ items: [] }), 400, /cart is empty/],
    [
      "a zero quantity",
      async () => {},
      () => orderBody({ items: [{ id: dish(0).id, quantity: 0 }] }),
      400,
      /Quantity/,
    ],
  ];

  for (const [what, arrange, body, status, message] of refusals) {
    it(`refuses ${what} with ${status} and stores nothing`, async () => {
      await arrange();
      const res = await postOrder(body());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await countOrders()).toBe(0);
      expect(t.mailer.sent).toHaveLength(0);
    });
  }

  it("returns the first order for a retried Idempotency-Key", async () => {
    const headers = { "idempotency-key": "checkout-attempt-0001" };
    const first = await postOrder(orderBody(), headers);
    const second = await postOrder(orderBody({ customerName: "Someone Else" }), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    expect(await countOrders()).toBe(1);
    const [booking] = await t.db.select().from(collectionSlotBookings);
    expect(booking?.ordersCount).toBe(1);
  });

  it("creates one order when the same Idempotency-Key races", async () => {
    const headers = { "idempotency-key": "checkout-attempt-race" };
    const results = await Promise.all(Array.from({ length: 5 }, () => postOrder(orderBody(), headers)));
    expect(results.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await countOrders()).toBe(1);
    const [booking] = await t.db.select().from(collectionSlotBookings);
    expect(booking?.ordersCount).toBe(1);
  });

  it("stores exactly 10 of 20 concurrent orders for a slot with capacity 10", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postOrder(orderBody({ customerName: `Diner ${i}` }))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await countOrders()).toBe(10);
    const [booking] = await t.db.select().from(collectionSlotBookings);
    expect(booking?.ordersCount).toBe(10);
    const slots = (await t.app.inject({ method: "GET", url: "/api/collection-slots" })).json();
    expect(slots.slots.map((s: { time: string }) => s.time)).not.toContain("13:00");
  });

  it("respects a smaller kitchen capacity from the settings", async () => {
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 1 });
    expect((await postOrder(orderBody())).statusCode).toBe(201);
    const second = await postOrder(orderBody());
    expect(second.statusCode).toBe(409);
    expect(await countOrders()).toBe(1);
  });
});

describe("coupons", () => {
  it("asks a guest to sign in to use a coupon, and stores nothing", async () => {
    const res = await postOrder(orderBody({ couponCode: "welcome15" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Coupon WELCOME15: Please sign in/);
    expect(await countOrders()).toBe(0);
  });

  it("applies a coupon for a signed-in first-time customer once, and records its use", async () => {
    const { cookie, id } = await customerCookie("first@example.com");
    const d = dish(0);
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/orders/quote",
      payload: { items: [{ id: d.id, quantity: 2 }], couponCode: "welcome15" },
      headers: { cookie },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      couponCode: "WELCOME15",
      discountPence: Math.round(d.pricePence * 2 * 0.15),
    });

    const res = await postOrder(orderBody({ items: [{ id: d.id, quantity: 2 }], couponCode: "WELCOME15" }), {
      cookie,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      couponCode: "WELCOME15",
      discountPence: Math.round(d.pricePence * 2 * 0.15),
    });
    const uses = await t.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, id));
    expect(uses).toHaveLength(1);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME15"));
    expect(coupon?.totalUsed).toBe(1);

    const again = await postOrder(orderBody({ couponCode: "WELCOME15" }), { cookie });
    expect(again.statusCode).toBe(400);
    expect(await countOrders()).toBe(1);
  });

  it("refuses an unknown coupon", async () => {
    const res = await postOrder(orderBody({ couponCode: "NOPE" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid/);
  });
});

describe("order status", () => {
  it("shows a public status without phone or email", async () => {
    const order = (await postOrder(orderBody())).json();
    const res = await t.app.inject({ method: "GET", url: `/api/orders/${order.orderNumber}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      orderStatus: "received",
      collectionTime: "13:00",
    });
    expect(JSON.stringify(body)).not.toContain("07700");
    expect(JSON.stringify(body)).not.toContain("aisha@example.com");
    expect((await t.app.inject({ method: "GET", url: "/api/orders/HH-NOPE00" })).statusCode).toBe(404);
  });

  it("needs an admin to change a status", async () => {
    const order = (await postOrder(orderBody())).json();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: "ready" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("changes the status, publishes it, and emails the diner when ready", async () => {
    const order = (await postOrder(orderBody())).json();
    t.mailer.sent.length = 0;
    const events: OrderEvent[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (e) => events.push(e));
    const cookie = await adminCookie();
    const put = (status: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status },
        headers: { cookie },
      });

    const preparing = await put("preparing");
    expect(preparing.statusCode).toBe(200);
    expect(preparing.json().orderStatus).toBe("preparing");
    expect(t.mailer.sent).toHaveLength(0);

    expect((await put("ready")).statusCode).toBe(200);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]?.subject).toMatch(/ready for collection/);
    await expect
      .poll(() => events.filter((e) => e.type === "order.status" && e.orderId === order.id).length)
      .toBe(2);
    await unsubscribe();

    expect((await put("shipped")).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/admin/orders/999999/status",
          payload: { status: "ready" },
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("streams status changes to the diner's page as server-sent events", async () => {
    const order = (await postOrder(orderBody())).json();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/orders/${order.orderNumber}/events`, {
      signal: controller.signal,
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value);
      }
    };
    await readUntil('"orderStatus":"received"');
    expect(text).not.toContain("aisha@example.com");

    const cookie = await adminCookie();
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: "preparing" },
      headers: { cookie },
    });
    await readUntil('"orderStatus":"preparing"');
    expect(text).toContain("event: status");
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});

describe("rate limit", () => {
  it("refuses an 11th order attempt within a minute from one address with 429", async () => {
    const limited = await buildTestApp({ now: NOW, rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({ method: "POST", url: "/api/orders", payload: { items: [] } });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
