import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, onlineOrders } from "../../db/schema";
import { type OrderEvent, publishOrderEvent, subscribeToOrderEvents } from "../../lib/order-events";
import { adminSessionCookie, signInTestAdmin, TEST_ADMIN } from "../../testing/admin-session";
import { buildTestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

describe("GET /api/admin/orders", () => {
  // The test clock stands at 2026-11-24 12:00 London: "today" is the 24th.
  beforeEach(async () => {
    await t.db.delete(onlineOrders);
  });

  it("gives today's orders by collection time with every field the kitchen needs", async () => {
    const later = await insertTestOrder(t.db, { collectionTime: "13:15", customerName: "Ben Jones" });
    const sooner = await insertTestOrder(t.db, { collectionTime: "12:45" });
    await insertTestOrder(t.db, { collectionDate: "2026-11-23", collectionTime: "12:00" });
    await insertTestOrder(t.db, { collectionDate: "2026-11-25", collectionTime: "12:00" });
    const res = await t.signedIn("GET", "/api/admin/orders");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      total: 2,
      page: 1,
      today: "2026-11-24",
      from: "2026-11-24",
      to: "2026-11-24",
    });
    expect(page.orders.map((o: { id: number }) => o.id)).toEqual([sooner.id, later.id]);
    expect(page.orders[1]).toMatchObject({
      orderNumber: later.orderNumber,
      customerName: "Ben Jones",
      customerPhone: "07700900123",
      orderStatus: "received",
      paymentStatus: "pending",
      totalAmount: "£33.90",
      collectionDate: "2026-11-24",
      collectionTime: "13:15",
      specialInstructions: "Ring when ready",
      printedAt: null,
      acknowledgedAt: null,
    });
    expect(page.orders[1].items[0]).toMatchObject({
      name: "Hyderabadi Chicken Dum Biryani",
      quantity: 2,
      price: "£16.95",
      allergens: ["milk", "nuts"],
      specialInstructions: "Extra raita",
    });
  });

  it("finds an order by number, name or phone across every day, and within a date range", async () => {
    const old = await insertTestOrder(t.db, {
      collectionDate: "2026-10-02",
      customerName: "Priya Sharma",
      customerPhone: "07123 456789",
    });
    const today = await insertTestOrder(t.db, { customerName: "Asha Patel" });
    const ids = async (query: string) => {
      const res = await t.signedIn("GET", `/api/admin/orders?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().orders.map((o: { id: number }) => o.id);
    };
    expect(await ids("q=priya")).toEqual([old.id]);
    expect(await ids(`q=${encodeURIComponent(`#${old.orderNumber.slice(2).toLowerCase()}`)}`)).toEqual([
      old.id,
    ]);
    // A phone by its digits, however it was typed, and in its +44 form.
    expect(await ids("q=07123456789")).toEqual([old.id]);
    expect(await ids(`q=${encodeURIComponent("+44 7123 456 789")}`)).toEqual([old.id]);
    expect(await ids("q=456%20789")).toEqual([old.id]);
    // LIKE wildcards are taken literally.
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("from=2026-10-01&to=2026-10-31")).toEqual([old.id]);
    expect(await ids("from=2026-10-01")).toEqual([today.id, old.id]);
    expect(await ids("q=patel&from=2026-10-01&to=2026-10-31")).toEqual([]);
  });

  it("keeps collected and cancelled orders apart with view=active and view=done", async () => {
    const open = await insertTestOrder(t.db, { orderStatus: "ready" });
    const collected = await insertTestOrder(t.db, { orderStatus: "collected", collectionTime: "12:00" });
    const cancelled = await insertTestOrder(t.db, { orderStatus: "cancelled", collectionTime: "12:15" });
    const active = (await t.signedIn("GET", "/api/admin/orders?view=active")).json();
    expect(active.orders.map((o: { id: number }) => o.id)).toEqual([open.id]);
    const done = (await t.signedIn("GET", "/api/admin/orders?view=done")).json();
    expect(done.orders.map((o: { id: number }) => o.id)).toEqual([collected.id, cancelled.id]);
  });

  it("pages through the matches with the total of all pages", async () => {
    const made = [];
    for (const time of ["12:00", "12:15", "12:30", "12:45", "13:00"]) {
      made.push(await insertTestOrder(t.db, { collectionTime: time }));
    }
    const first = (await t.signedIn("GET", "/api/admin/orders?pageSize=2")).json();
    const third = (await t.signedIn("GET", "/api/admin/orders?pageSize=2&page=3")).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.orders.map((o: { id: number }) => o.id)).toEqual([made[0]?.id, made[1]?.id]);
    expect(third.orders.map((o: { id: number }) => o.id)).toEqual([made[4]?.id]);
  });

  it.each([
    ["page=0", "Page must be at least 1"],
    ["page=two", "Page must be a whole number"],
    ["pageSize=500", "Page size must be at most 200"],
    ["from=24-11-2026", "From must be a date (YYYY-MM-DD)"],
    ["to=2026-02-31x", "To must be a date (YYYY-MM-DD)"],
    ["from=2026-11-25&to=2026-11-24", "From must be on or before To"],
    ["view=everything", "View must be active, done or all"],
    [`q=${"x".repeat(101)}`, "Search must be at most 100 characters"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await t.signedIn("GET", `/api/admin/orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("answers 401 without a staff session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/orders" });
    expect(res.statusCode).toBe(401);
  });
});

describe("PUT /api/admin/orders/:id/acknowledge", () => {
  it("stores the acknowledgement once (every tablet stops ringing) and tells the live streams", async () => {
    const order = await insertTestOrder(t.db);
    const events: OrderEvent[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (e) => events.push(e));
    try {
      const [a, b] = await Promise.all(
        [1, 2].map(() => t.signedIn("PUT", `/api/admin/orders/${order.id}/acknowledge`)),
      );
      expect([a?.json().message, b?.json().message].sort()).toEqual([
        "Order acknowledged",
        "Order was already acknowledged",
      ]);
      const [stored] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
      expect(stored?.acknowledgedAt?.toISOString()).toBe(t.clock.now().toISOString());
      const listed = (await t.signedIn("GET", "/api/admin/orders")).json();
      expect(listed.orders.find((o: { id: number }) => o.id === order.id).acknowledgedAt).toBe(
        t.clock.now().toISOString(),
      );
      await expect.poll(() => events.filter((e) => e.type === "order.acknowledged").length).toBe(1);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.kind, "order.acknowledged"));
      expect(audit).toHaveLength(1);
    } finally {
      await unsubscribe();
    }
  });

  it("answers 404 for an unknown order, 400 for a bad id and 401 without a session", async () => {
    expect((await t.signedIn("PUT", "/api/admin/orders/99999/acknowledge")).statusCode).toBe(404);
    expect((await t.signedIn("PUT", "/api/admin/orders/abc/acknowledge")).statusCode).toBe(400);
    const order = await insertTestOrder(t.db);
    const res = await t.app.inject({ method: "PUT", url: `/api/admin/orders/${order.id}/acknowledge` });
    expect(res.statusCode).toBe(401);
  });
});

describe("PUT /api/admin/orders/:id/print", () => {
  it("marks an order printed exactly once, even when two clicks race", async () => {
    const order = await insertTestOrder(t.db);
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.signedIn("PUT", `/api/admin/orders/${order.id}/print`)),
    );
    const messages = [a?.json().message, b?.json().message].sort();
    expect(messages).toEqual(["Order marked as printed", "Ticket printed again"]);
    const printedAt = a?.json().order.printedAt;
    expect(printedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    const later = await t.signedIn("PUT", `/api/admin/orders/${order.id}/print`);
    expect(later.json().order.printedAt).toBe(printedAt);
  });

  it("answers 404 for an unknown order", async () => {
    const res = await t.signedIn("PUT", "/api/admin/orders/99999/print");
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /api/admin/orders/events", () => {
  it("streams a status change to a listening client over real HTTP", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/admin/orders/events`, {
      headers: { cookie: t.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    async function readUntil(needle: string) {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${needle}; got ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        text += decoder.decode(value, { stream: true });
      }
    }
    await readUntil("event: ready");
    await publishOrderEvent(t.database, { type: "order.status", orderId: 42, orderNumber: "HH-42" });
    await readUntil("event: order.status");
    expect(text).toContain('"orderNumber":"HH-42"');
    controller.abort();
  });

  it("holds at most 5 streams open per session; another session has its own, and a closed one frees a place", async () => {
    const own = await buildTestApp();
    try {
      const first = await signInTestAdmin(own.app, own.db);
      const address = await own.app.listen({ port: 0, host: "127.0.0.1" });
      const open = async (sessionCookie: string) => {
        const controller = new AbortController();
        const res = await fetch(`${address}/api/admin/orders/events`, {
          headers: { cookie: sessionCookie },
          signal: controller.signal,
        });
        if (res.status === 200) {
          const reader = (res.body as ReadableStream<Uint8Array>).getReader();
          let text = "";
          while (!text.includes("event: ready"))
            text += new TextDecoder().decode((await reader.read()).value);
        }
        return { res, close: () => controller.abort() };
      };
      const streams = [];
      for (let i = 0; i < 5; i++) streams.push(await open(first));
      expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await open(first);
      expect(sixth.res.status).toBe(429);
      expect(await sixth.res.json()).toEqual({
        message:
          "This sign-in already has 5 live order screens open. Close one (or sign in again on this device) and reload.",
      });
      const login = await own.app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN });
      const other = await open(adminSessionCookie(login));
      expect(other.res.status).toBe(200);
      streams[0]?.close();
      let again = await open(first);
      for (let i = 0; again.res.status !== 200 && i < 50; i++) {
        await new Promise((r) => setTimeout(r, 50));
        again = await open(first);
      }
      expect(again.res.status).toBe(200);
      for (const s of [...streams, other, again]) s.close();
    } finally {
      await own.close();
    }
  });

  it("refuses a client without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/orders/events" });
    expect(res.statusCode).toBe(401);
  });

  it("ends an open stream when the server closes, so an open admin tab does not hold up a shutdown", async () => {
    const own = await buildTestApp();
    const ownCookie = await signInTestAdmin(own.app, own.db);
    const address = await own.app.listen({ port: 0, host: "127.0.0.1" });
    const res = await fetch(`${address}/api/admin/orders/events`, { headers: { cookie: ownCookie } });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early; got ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    // app.close() waits for open connections before its onClose hooks run: the stream must end first.
    const closed = own.close().then(() => "closed" as const);
    const timedOut = new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), 5000));
    expect(await Promise.race([closed, timedOut])).toBe("closed");
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect(ended).toBe(true);
  });
});
