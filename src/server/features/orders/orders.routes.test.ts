import { createHash, randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { injectAs, injectPublic } from "@server/testing/inject-as";
import { NO_DATES_MESSAGE } from "@shared/orders/collection-slots";
import {
  collectionSlotBookings,
  customerCoupons,
  customers,
  menuItems,
  offers,
  onlineOrders,
  restaurantSettings,
  sessions,
  specialHours,
} from "../../db/schema";
import { type OrderEvent, subscribeToOrderEvents } from "../../lib/order-events";
import { hashToken } from "../../plugins/auth";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, clearSentMail, sentMail, type TestApp } from "../../testing/build-test-app";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { withRateLimitedApp } from "../../testing/rate-limited-app";
import { expectRateLimitedAfter } from "../../testing/repeated-requests";

const RESTAURANT_EMAIL = "hello@restaurant.local";

// Tuesday 24 November 2026, 12:00 London (GMT): lunch shift open, earliest slot 12:30.
const NOW = "2026-11-24T12:00:00Z";
const TODAY = "2026-11-24";

let t: TestApp;
let dishes: (typeof menuItems.$inferSelect)[];

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  await withoutFlashSaleOrMinimum(t.db);
  dishes = await t.db.select().from(menuItems).orderBy(menuItems.id);
});
afterAll(() => t.close());

beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(customerCoupons);
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.update(restaurantSettings).set({
    kitchenCapacityPerSlot: 10,
    orderingPausedUntil: null,
    maxOrderPence: 100_000,
    maxOrderItems: 30,
  });
  await t.db.update(menuItems).set({ isAvailable: true, soldOutUntil: null });
  await clearSentMail(t);
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

async function postOrder(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = "127.0.0.1",
) {
  return t.app.inject({ method: "POST", url: "/api/orders", payload: body, headers, remoteAddress });
}

async function countOrders(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(onlineOrders);
  return row?.n ?? 0;
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
    // The confirmation email, after the commit, and the restaurant's own copy.
    const mails = await sentMail(t);
    expect(mails.map((m) => m.to).sort()).toEqual([RESTAURANT_EMAIL, "aisha@example.com"].sort());
    const confirmation = mails.find((m) => m.to === "aisha@example.com");
    expect(confirmation?.subject).toContain(order.orderNumber);
    expect(confirmation?.text).toContain(`/order/${order.orderNumber}`);
  });

  it("mails the restaurant each new online order with every line, note and the phone", async () => {
    const a = dish(0);
    const res = await postOrder(
      orderBody({
        customerEmail: "",
        specialInstructions: "NUT ALLERGY - no cashews",
        items: [{ id: a.id, quantity: 2, specialInstructions: "No coriander" }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const mails = (await sentMail(t)).filter((m) => m.to === RESTAURANT_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`New online order ${order.orderNumber}: Aisha Khan, collection 13:00`);
    for (const text of [
      "Phone: 07700 900123",
      `2 x ${a.name}`,
      "NOTE: No coriander",
      "SPECIAL INSTRUCTIONS: NUT ALLERGY - no cashews",
      `Total: ${order.totalAmount} (not paid yet)`,
    ]) {
      expect(mails[0]?.text).toContain(text);
    }
    // Once per order, whatever retries the outbox makes.
    expect((await sentMail(t)).filter((m) => m.to === RESTAURANT_EMAIL)).toHaveLength(1);
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
    expect((await sentMail(t)).map((m) => m.to)).toEqual([RESTAURANT_EMAIL]);
  });

  it("links the order to a signed-in customer from the session cookie only", async () => {
    const { cookie, id } = await customerCookie("sam@example.com");
    const res = await postOrder(orderBody({ customerId: 999 }), { cookie });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(onlineOrders);
    expect(stored?.customerId).toBe(id);
  });

  // Each: what is refused, what the body changes (a function: the dishes are read in beforeAll),
  // the answer's status and message, and what to set up first, where anything is.
  const refusals: [
    what: string,
    changes: () => Record<string, unknown>,
    status: number,
    message: RegExp,
    arrange?: () => Promise<unknown>,
  ][] = [
    ["an unknown dish", () => ({ items: [{ id: 999999, quantity: 1 }] }), 400, /Dish 999999/],
    [
      "a sold-out dish",
      () => ({
        items: [
          { id: dish(0).id, quantity: 1 },
          { id: dish(2).id, quantity: 1 },
        ],
      }),
      409,
      /^.+ is sold out\. Please remove it/,
      () =>
        t.db
          .update(menuItems)
          .set({ isAvailable: false })
          .where(eq(menuItems.id, dish(2).id)),
    ],
    [
      "a dish sold out today",
      () => ({ items: [{ id: dish(3).id, quantity: 1 }] }),
      409,
      /sold out/,
      () =>
        t.db
          .update(menuItems)
          .set({ soldOutUntil: "2026-11-25" })
          .where(eq(menuItems.id, dish(3).id)),
    ],
    ["a past slot", () => ({ collectionTime: "12:00" }), 400, /Collection Time: 12:00/],
    ["a slot inside the lead time", () => ({ collectionTime: "12:15" }), 400, /Collection Time/],
    ["a slot between the shifts", () => ({ collectionTime: "16:00" }), 400, /Collection Time: 16:00/],
    ["a slot after closing", () => ({ collectionTime: "23:30" }), 400, /Collection Time/],
    ["another day", () => ({ collectionDate: "2026-11-25" }), 400, /Collection Date/],
    [
      "a closed day (Monday)",
      () => ({ collectionDate: "2026-11-23" }),
      400,
      new RegExp(NO_DATES_MESSAGE.replace(/\./g, "\\.")),
      async () => t.clock.set("2026-11-23T12:00:00Z"),
    ],
    [
      "a day closed by special hours",
      () => ({ collectionDate: "2026-11-26" }),
      400,
      /No dates available/,
      async () => {
        await t.db
          .insert(specialHours)
          .values({ date: "2026-11-26", isClosed: true, reason: "Staff training" });
        t.clock.set("2026-11-26T12:00:00Z");
      },
    ],
    [
      "a full slot",
      () => ({}),
      409,
      /fully booked/,
      () =>
        t.db
          .insert(collectionSlotBookings)
          .values({ collectionDate: TODAY, collectionTime: "13:00", ordersCount: 10 }),
    ],
    [
      "ordering paused by staff",
      () => ({}),
      409,
      /paused until 13:30/,
      () => t.db.update(restaurantSettings).set({ orderingPausedUntil: new Date("2026-11-24T13:30:00Z") }),
    ],
    ["missing name", () => ({ customerName: undefined }), 400, /^Missing Information - Full Name/],
    ["blank name", () => ({ customerName: "   " }), 400, /^Missing Information/],
    ["missing phone", () => ({ customerPhone: "" }), 400, /^Missing Information - Phone Number/],
    ["missing date", () => ({ collectionDate: undefined }), 400, /^Missing Information/],
    ["missing time", () => ({ collectionTime: "" }), 400, /^Missing Information/],
    ["a bad email", () => ({ customerEmail: "not-an-email" }), 400, /email/i],
    ["an empty cart", () => ({ items: [] }), 400, /cart is empty/],
    ["a zero quantity", () => ({ items: [{ id: dish(0).id, quantity: 0 }] }), 400, /Quantity/],
  ];

  for (const [what, changes, status, message, arrange] of refusals) {
    it(`refuses ${what} with ${status} and stores nothing`, async () => {
      await arrange?.();
      const res = await postOrder(orderBody(changes()));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await countOrders()).toBe(0);
      expect(await sentMail(t)).toHaveLength(0);
    });
  }

  it("returns the first order, with its secret, to a retry with the same key and body", async () => {
    const headers = { "idempotency-key": "checkout-attempt-0001" };
    const first = await postOrder(orderBody(), headers);
    // Same request with its keys in another order and another (ignored) total text.
    const { customerName, ...rest } = orderBody({ totalAmount: "£9.99" });
    const second = await postOrder({ ...rest, customerName }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    expect(second.json().accessToken).toBe(first.json().accessToken);
    expect(await countOrders()).toBe(1);
    const [booking] = await t.db.select().from(collectionSlotBookings);
    expect(booking?.ordersCount).toBe(1);
  });

  it("refuses the same Idempotency-Key with another body with 409, revealing nothing", async () => {
    const headers = { "idempotency-key": "checkout-attempt-0002" };
    const first = (await postOrder(orderBody(), headers)).json();
    const other = await postOrder(orderBody({ customerName: "Someone Else" }), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: "This Idempotency-Key was used for a different order" });
    expect(other.body).not.toContain(first.orderNumber);
    expect(await countOrders()).toBe(1);
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
      // Twenty different diners (phones and addresses), so only the slot's capacity limits them.
      Array.from({ length: 20 }, (_, i) =>
        postOrder(
          orderBody({ customerName: `Diner ${i}`, customerPhone: `07700 9002${String(i).padStart(2, "0")}` }),
          {},
          `192.0.2.${i + 1}`,
        ),
      ),
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
    const quote = await injectAs(t.app, cookie, "POST", "/api/orders/quote", {
      items: [{ id: d.id, quantity: 2 }],
      couponCode: "welcome15",
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
    const [promotion] = await t.db.select().from(offers).where(eq(offers.offerCode, "WELCOME15"));
    expect(promotion?.currentRedemptions).toBe(1);

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
      // Not printed until staff print the ticket: the confirmation says "sent" until then.
      printedAt: null,
    });
    expect(JSON.stringify(body)).not.toContain("07700");
    expect(JSON.stringify(body)).not.toContain("aisha@example.com");
    expect((await t.app.inject({ method: "GET", url: "/api/orders/HH-NOPE00" })).statusCode).toBe(404);
  });

  it("needs an admin to change a status", async () => {
    const order = (await postOrder(orderBody())).json();
    const res = await injectPublic(t.app, "PUT", `/api/admin/orders/${order.id}/status`, { status: "ready" });
    expect(res.statusCode).toBe(401);
  });

  it("changes the status, publishes it, and emails the diner when ready", async () => {
    const order = (await postOrder(orderBody())).json();
    await clearSentMail(t);
    const events: OrderEvent[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (e) => events.push(e));
    const cookie = await signInTestAdmin(t.app, t.db);
    const put = (status: string) =>
      injectAs(t.app, cookie, "PUT", `/api/admin/orders/${order.id}/status`, { status });

    const preparing = await put("preparing");
    expect(preparing.statusCode).toBe(200);
    expect(preparing.json().orderStatus).toBe("preparing");
    expect(await sentMail(t)).toHaveLength(0);

    expect((await put("ready")).statusCode).toBe(200);
    expect(await sentMail(t)).toHaveLength(1);
    expect((await sentMail(t))[0]?.subject).toMatch(/ready for collection/);
    await expect
      .poll(() => events.filter((e) => e.type === "order.status" && e.orderId === order.id).length)
      .toBe(2);
    await unsubscribe();

    expect((await put("shipped")).statusCode).toBe(400);
    expect(
      (await injectAs(t.app, cookie, "PUT", "/api/admin/orders/999999/status", { status: "ready" }))
        .statusCode,
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

    const cookie = await signInTestAdmin(t.app, t.db);
    await injectAs(t.app, cookie, "PUT", `/api/admin/orders/${order.id}/status`, { status: "preparing" });
    await readUntil('"orderStatus":"preparing"');
    expect(text).toContain("event: status");
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});

describe("rate limit", () => {
  it("refuses an 11th order attempt within a minute from one address with 429", async () => {
    await withRateLimitedApp({ now: NOW }, async (limited) => {
      await withoutFlashSaleOrMinimum(limited.db);
      await expectRateLimitedAfter(
        limited.app,
        { method: "POST", url: "/api/orders", payload: { items: [] } },
        10,
        400,
      );
    });
  });
});

describe("the order's secret", () => {
  it("is issued once at checkout and stored only as its SHA-256", async () => {
    const res = await postOrder(orderBody());
    const { id, accessToken } = res.json();
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
    expect(row?.accessTokenHash).toBe(createHash("sha256").update(accessToken).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(accessToken);
    // The status page, keyed by the number, never shows it.
    const status = await t.app.inject({ method: "GET", url: `/api/orders/${res.json().orderNumber}` });
    expect(status.body).not.toContain(accessToken);
  });
});

describe("status page limits", () => {
  it("limits status reads to 60 a minute per address, and live streams to 20 a minute", async () => {
    await withRateLimitedApp({ now: NOW }, async (limited) => {
      await withoutFlashSaleOrMinimum(limited.db);
      await expectRateLimitedAfter(limited.app, { method: "GET", url: "/api/orders/HH-NOPE00" }, 60, 404);
      await expectRateLimitedAfter(
        limited.app,
        { method: "GET", url: "/api/orders/HH-NOPE00/events", remoteAddress: "192.0.2.9" },
        20,
        404,
      );
    });
  });

  it("keeps at most 5 live streams open per address, freeing one when it closes", async () => {
    const order = (await postOrder(orderBody())).json();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => {
      const a = t.app.server.address();
      return typeof a === "object" && a ? `http://127.0.0.1:${a.port}` : "";
    });
    const url = `${address}/api/orders/${order.orderNumber}/events`;
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const open = await Promise.all(controllers.map((c) => fetch(url, { signal: c.signal })));
    expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await fetch(url);
    expect(sixth.status).toBe(429);
    controllers[0]?.abort();
    // The server sees the close a moment later.
    await expect
      .poll(
        async () => {
          const again = await fetch(url);
          await again.body?.cancel();
          return again.status;
        },
        { interval: 20 },
      )
      .toBe(200);
    for (const c of controllers) c.abort();
  });
});

describe("daily caps on unpaid orders", () => {
  it("allows 5 unpaid orders per phone a day, however the number is typed", async () => {
    const phones = ["07700 900123", "+44 7700 900123", "07700900123", "0044 7700 900 123", "07700-900-123"];
    for (const [i, customerPhone] of phones.entries()) {
      expect((await postOrder(orderBody({ customerPhone }), {}, `198.51.100.${i + 1}`)).statusCode).toBe(201);
    }
    const sixth = await postOrder(orderBody({ customerPhone: "+447700900123" }), {}, "198.51.100.99");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      message: "Too many unpaid orders today. Please pay for or cancel an earlier order, or call us.",
    });
    expect(await countOrders()).toBe(5);
    // A paid or cancelled order no longer counts; tomorrow starts afresh.
    const [first] = await t.db.select().from(onlineOrders).orderBy(onlineOrders.id);
    await t.db
      .update(onlineOrders)
      .set({ paymentStatus: "completed" })
      .where(eq(onlineOrders.id, first?.id ?? 0));
    expect((await postOrder(orderBody(), {}, "198.51.100.99")).statusCode).toBe(201);
    expect((await postOrder(orderBody(), {}, "198.51.100.98")).statusCode).toBe(429);
    await t.db.update(onlineOrders).set({ collectionDate: "2026-11-23" });
    expect((await postOrder(orderBody(), {}, "198.51.100.98")).statusCode).toBe(201);
  });

  it("allows 10 unpaid orders per address a day", async () => {
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 50 });
    for (let i = 0; i < 10; i++) {
      const customerPhone = `07700 9003${String(i).padStart(2, "0")}`;
      expect((await postOrder(orderBody({ customerPhone }), {}, "203.0.113.7")).statusCode).toBe(201);
    }
    const eleventh = await postOrder(orderBody({ customerPhone: "07700 900399" }), {}, "203.0.113.7");
    expect(eleventh.statusCode).toBe(429);
    expect(await countOrders()).toBe(10);
    const [row] = await t.db.select().from(onlineOrders).limit(1);
    expect(row?.clientIpHash).toBe(createHash("sha256").update("203.0.113.7").digest("hex"));
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(
      (await postOrder(orderBody({ customerPhone: "07700 900399" }), {}, "203.0.113.8")).statusCode,
    ).toBe(201);
  });
});

describe("cancelling frees the slot", () => {
  const setStatus = async (id: number, status: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${id}/status`,
      payload: { status },
      headers: { cookie: await signInTestAdmin(t.app, t.db) },
    });
  const booked = async () => (await t.db.select().from(collectionSlotBookings))[0]?.ordersCount;

  it("lets a full slot take a new order after a cancellation, once, and refuses a restore into a full slot", async () => {
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 1 });
    const first = (await postOrder(orderBody())).json();
    expect((await postOrder(orderBody(), {}, "192.0.2.50")).statusCode).toBe(409);
    expect((await setStatus(first.id, "cancelled")).statusCode).toBe(200);
    expect(await booked()).toBe(0);
    expect((await setStatus(first.id, "cancelled")).statusCode).toBe(200);
    expect(await booked()).toBe(0);
    expect((await postOrder(orderBody(), {}, "192.0.2.50")).statusCode).toBe(201);
    expect(await booked()).toBe(1);

    const restore = await setStatus(first.id, "received");
    expect(restore.statusCode).toBe(409);
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, first.id));
    expect(row?.orderStatus).toBe("cancelled");
    expect(await booked()).toBe(1);
  });

  it("books the slot again when a cancelled order is restored and there is room", async () => {
    const order = (await postOrder(orderBody())).json();
    await setStatus(order.id, "cancelled");
    expect(await booked()).toBe(0);
    expect((await setStatus(order.id, "preparing")).statusCode).toBe(200);
    expect(await booked()).toBe(1);
  });
});

describe("the largest online order", () => {
  const quote = (items: { id: number; quantity: number }[]) =>
    t.app.inject({ method: "POST", url: "/api/orders/quote", payload: { items } });
  const MESSAGE = "Orders over £1,000.00 or 30 items need a call to the restaurant.";

  it("refuses more than 30 items in the quote and the order, and accepts 30", async () => {
    const thirtyOne = [
      { id: dish(0).id, quantity: 16 },
      { id: dish(1).id, quantity: 15 },
    ];
    const q = await quote(thirtyOne);
    expect(q.statusCode).toBe(400);
    expect(q.json()).toEqual({ message: MESSAGE });
    const placed = await postOrder(orderBody({ items: thirtyOne }));
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual({ message: MESSAGE });
    expect(await countOrders()).toBe(0);
    expect((await quote([{ id: dish(0).id, quantity: 30 }])).statusCode).toBe(200);
  });

  it("refuses an order over the value limit, and staff can raise both limits", async () => {
    const cookie = await signInTestAdmin(t.app, t.db);
    const put = (payload: object, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: "PUT", url: "/api/admin/settings", payload, headers });
    expect((await put({ maxOrderPence: 200_000 }, {})).statusCode).toBe(401);
    expect((await put({ maxOrderItems: 0 })).statusCode).toBe(400);

    const lines = [{ id: dish(0).id, quantity: 2 }];
    const total = dish(0).pricePence * 2;
    expect((await put({ maxOrderPence: total - 1 })).statusCode).toBe(200);
    const over = await postOrder(orderBody({ items: lines }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(
      /^Orders over £\d+\.\d\d or 30 items need a call to the restaurant\.$/,
    );

    const saved = await put({ maxOrderPence: 200_000, maxOrderItems: 40 });
    expect(saved.json()).toMatchObject({ maxOrderPence: 200_000, maxOrderItems: 40 });
    expect((await postOrder(orderBody({ items: lines }))).statusCode).toBe(201);
    expect((await quote([{ id: dish(0).id, quantity: 35 }])).statusCode).toBe(200);
    await put({ maxOrderPence: 100_000, maxOrderItems: 30 });
  });
});
