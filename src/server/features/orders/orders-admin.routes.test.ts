import { describe, expect, it } from "vitest";
import { publishOrderEvent } from "../../lib/order-events";
import { adminSessionCookie, signInTestAdmin, TEST_ADMIN } from "../../testing/admin-session";
import { buildTestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

describe("GET /api/admin/orders", () => {
  it("lists orders newest first with every field the kitchen needs", async () => {
    const older = await insertTestOrder(t.db, { createdAt: new Date("2026-11-24T11:00:00Z") });
    const newer = await insertTestOrder(t.db, {
      createdAt: new Date("2026-11-24T11:30:00Z"),
      customerName: "Ben Jones",
    });
    const res = await t.signedIn("GET", "/api/admin/orders");
    expect(res.statusCode).toBe(200);
    const orders = res.json() as Record<string, unknown>[];
    expect(orders.map((o) => o.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(orders[0]).toMatchObject({
      orderNumber: newer.orderNumber,
      customerName: "Ben Jones",
      customerPhone: "07700900123",
      orderStatus: "received",
      paymentStatus: "pending",
      totalAmount: "£33.90",
      collectionDate: "2026-11-24",
      collectionTime: "12:30",
      specialInstructions: "Ring when ready",
      printedAt: null,
      createdAt: "2026-11-24T11:30:00.000Z",
    });
    expect((orders[0]?.items as unknown[] | undefined)?.[0]).toMatchObject({
      name: "Hyderabadi Chicken Dum Biryani",
      quantity: 2,
      price: "£16.95",
      allergens: ["milk", "nuts"],
      specialInstructions: "Extra raita",
    });
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
