/**
 * The kitchen's network printer against a fake ESC/POS printer on 127.0.0.1 that answers status
 * as an Epson-compatible one does: new orders print on arrival once, with a cut; a printer that is
 * off, out of paper or silent (a listener that never answers) keeps its tickets queued and prints
 * them, oldest first, when it is back; the owner sets the printer, staff reprint and retry.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { startBackgroundWork } from "../../background-work";
import type { Database } from "../../db/client";
import { auditLog, kitchenPrinter, onlineOrders, outbox } from "../../db/schema";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp, testEngine } from "../../testing/build-test-app";
import {
  type FakeEscPosPrinter,
  startFakeEscPosPrinter,
  startSilentListener,
} from "../../testing/fake-escpos-printer";
import { insertTestOrder } from "../../testing/order-factory";
import { allowManyOrders, orderBody, postOrder } from "../../testing/order-requests";
import { buildSecondInstance, openSecondConnection } from "../../testing/second-instance";

/** Retries within moments, so a test sees the back-off work without waiting a minute. */
const FAST_OUTBOX = { retry: { firstMs: 50, maxMs: 300 }, pollMs: 100, leaseMarginMs: 1_000 };

/** The order numbers on the printed tickets, in the order they printed. */
function printedNumbers(printer: FakeEscPosPrinter) {
  return printer.jobs.map((j) => j.lines.find((l) => l.includes("#"))?.trim());
}

/** Over the seeded £15 minimum: three of the first dish. */
async function bodyOverMinimum(t: Pick<TestApp, "db">) {
  const body = await orderBody(t);
  return { ...body, items: body.items.map((item) => ({ ...item, quantity: 3 })) };
}

async function placeOrder(t: TestApp, specialInstructions = "NUT ALLERGY - no cashews") {
  const res = await postOrder(t, { ...(await bodyOverMinimum(t)), specialInstructions } as Awaited<
    ReturnType<typeof orderBody>
  >);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderNumber: string; totalAmount: string };
}

async function ticketRows(t: TestApp) {
  return t.db.select().from(outbox).where(eq(outbox.kind, "kitchen-ticket")).orderBy(outbox.id);
}

describe("with KITCHEN_PRINTER set and the printer on", () => {
  let printer: FakeEscPosPrinter;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    printer = await startFakeEscPosPrinter();
    t = await buildTestApp({
      env: { KITCHEN_PRINTER: printer.address },
      backgroundWork: { outbox: FAST_OUTBOX, printerWatch: { everyMs: 200 } },
    });
    await allowManyOrders(t.db);
    cookie = await signInTestAdmin(t.app, t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await printer?.close();
  });
  beforeEach(async () => {
    await t.background?.outbox.idle();
    printer.jobs.length = 0;
    printer.setPaper(true);
    if (!printer.port) await printer.start();
  });

  it("prints a new order once on arrival, whole, with a cut", async () => {
    const order = await placeOrder(t);
    const [job] = await printer.waitForJobs(1);
    expect(job?.cuts).toBe(1);
    const text = job?.lines.join("\n") ?? "";
    expect(text).toContain("HYDERABAD HOUSE");
    expect(text).toContain(`#${order.orderNumber}`);
    expect(text).toContain("Collect 13:00 - 24/11/2026");
    expect(text).toMatch(/3 x .+£\d+\.\d\d/);
    expect(text).toContain("NOTE: NUT ALLERGY - no cashews");
    expect(text).toMatch(new RegExp(`TOTAL\\s+${order.totalAmount.replace(".", "\\.")}`));
    // No online payment is offered on this site: the diner pays at collection, and the ticket says so.
    expect(text).toContain("TO PAY AT COLLECTION");
    expect(text).not.toMatch(/TAKE PAYMENT/);
    // It asked the printer's status before and after the job (DLE EOT 1 and 4, twice).
    expect(printer.statusRequests).toBeGreaterThanOrEqual(4);

    // However often the arrival is signalled again (the payment, a retry), it prints once.
    await t.background?.outbox.idle();
    expect(await ticketRows(t)).toMatchObject([{ status: "sent", dedupeKey: `kitchen-ticket:${order.id}` }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(printer.jobs).toHaveLength(1);
    const status = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
    expect(status.json()).toMatchObject({
      address: printer.address,
      source: "environment",
      autoPrint: true,
      state: "online",
      reachable: true,
      waiting: 0,
      waitingOrders: [],
    });
    // The board's card says the kitchen printer printed it.
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row?.printedVia).toBe("network");
    expect(row?.printedAt).toBeInstanceOf(Date);
  });

  it("keeps tickets while the printer is off, says so, and prints them when it is back", async () => {
    await printer.stop();
    const first = await placeOrder(t);
    const second = await placeOrder(t, "Ring when ready");
    await vi.waitFor(
      async () => {
        const rows = (await ticketRows(t)).filter((r) => r.status === "pending");
        // The oldest is tried again and again; the younger waits behind it, never overtaking.
        expect(rows).toHaveLength(2);
        expect(rows[0]?.attempts).toBeGreaterThanOrEqual(2);
      },
      { timeout: 10_000, interval: 50 },
    );
    const away = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
    expect(away.json()).toMatchObject({
      state: "offline",
      reachable: false,
      waiting: 2,
      waitingOrders: [first.orderNumber, second.orderNumber],
    });
    expect(away.json().lastError).toMatch(/cannot reach the printer at 127\.0\.0\.1:\d+/);
    expect(printer.jobs).toHaveLength(0);

    await printer.start();
    await printer.waitForJobs(2);
    // Oldest first.
    expect(printedNumbers(printer)).toEqual([`#${first.orderNumber}`, `#${second.orderNumber}`]);
    await vi.waitFor(
      async () => {
        const back = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
        expect(back.json()).toMatchObject({ state: "online", waiting: 0, lastError: null });
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it("does not send a ticket to a printer out of paper, and prints it once paper is in", async () => {
    printer.setPaper(false);
    const order = await placeOrder(t);
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
        expect(res.json()).toMatchObject({
          state: "offline",
          waiting: 1,
          waitingOrders: [order.orderNumber],
        });
        expect(res.json().lastError).toMatch(/out of paper/);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(printer.jobs).toHaveLength(0);
    printer.setPaper(true);
    const [job] = await printer.waitForJobs(1);
    expect(job?.lines.join("\n")).toContain(`#${order.orderNumber}`);
  });

  it("reprints from the board, marked as a reprint, and audits it", async () => {
    const order = await insertTestOrder(t.db);
    const res = await injectAs(t.app, cookie, "POST", "/api/admin/printer/reprints", { orderId: order.id });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(`Ticket for order ${order.orderNumber} sent to the kitchen printer`);
    const [job] = await printer.waitForJobs(1);
    expect(job?.lines.map((l) => l.trim())).toContain("** REPRINT **");
    expect(job?.lines.join("\n")).toContain("ALLERGENS: Milk, ");
    expect(job?.cuts).toBe(1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, "order.ticket-sent"))
      .orderBy(auditLog.id);
    expect(audit?.summary).toBe(`admin sent order ${order.orderNumber}'s ticket to the kitchen printer`);
  });

  it("refuses a reprint without a session (401), from another site (403), or with bad input (400)", async () => {
    const order = await insertTestOrder(t.db);
    const url = "/api/admin/printer/reprints";
    const anonymous = await t.app.inject({ method: "POST", url, payload: { orderId: order.id } });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie, origin: "https://elsewhere.example" },
      payload: { orderId: order.id },
    });
    expect(foreign.statusCode).toBe(403);
    for (const payload of [{}, { orderId: "first" }, { orderId: -1 }, { orderId: 1.5 }]) {
      const bad = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    const missing = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie },
      payload: { orderId: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.app.inject({ method: "GET", url: "/api/admin/printer" })).toMatchObject({
      statusCode: 401,
    });
  });

  it("lets the owner change the printer and turn auto-print off (audited); new orders then wait for a reprint", async () => {
    const bad = await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
      address: "not a printer",
      autoPrint: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Printer address: enter the printer's network address and port");
    const off = await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
      address: printer.address,
      autoPrint: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ source: "settings", autoPrint: false, address: printer.address });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, "printer.changed"))
      .orderBy(auditLog.id);
    // The address is the one KITCHEN_PRINTER gave: only auto-print changed.
    expect(audit?.summary).toBe("admin turned automatic printing of new orders off");
    const order = await placeOrder(t);
    await new Promise((r) => setTimeout(r, 300));
    expect(printer.jobs).toHaveLength(0);
    const reprint = await injectAs(t.app, cookie, "POST", "/api/admin/printer/reprints", {
      orderId: order.id,
    });
    expect(reprint.statusCode).toBe(202);
    await printer.waitForJobs(1);

    // Removing the printer: a reprint is refused with the way on.
    const removed = await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
      address: "",
      autoPrint: true,
    });
    expect(removed.json()).toMatchObject({ address: null, source: "none", state: "none" });
    const refused = await injectAs(t.app, cookie, "POST", "/api/admin/printer/reprints", {
      orderId: order.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("No kitchen printer is set. Add its address under Kitchen printer.");
    await t.db.delete(kitchenPrinter);
  });

  it("lets only the owner set the printer; staff see its status, reprint and retry, and no request asks another address", async () => {
    const silent = await startSilentListener();
    try {
      const staff = await signInNewStaff(t.app, cookie, { username: "line-cook", password: "pass-the-naan" });
      const put = await injectAs(t.app, staff, "PUT", "/api/admin/printer", {
        address: silent.address,
        autoPrint: true,
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toEqual(expect.any(String));
      // The status answers for the saved printer only: an address in the request is not asked.
      const probe = await t.app.inject({
        method: "GET",
        url: `/api/admin/printer?address=${encodeURIComponent(silent.address)}&host=127.0.0.1&port=1`,
        headers: { cookie: staff },
      });
      expect(probe.statusCode).toBe(200);
      expect(probe.json().address).toBe(printer.address);
      const retry = await injectAs(t.app, staff, "POST", "/api/admin/printer/retry", {
        address: silent.address,
      });
      expect(retry.statusCode, retry.body).toBe(202);
      expect(retry.json().message).toBe("No tickets are waiting for the printer");
      await new Promise((r) => setTimeout(r, 500));
      expect(silent.connections).toBe(0);
      expect((await t.db.select().from(kitchenPrinter))[0]?.address ?? null).not.toBe(silent.address);
      const order = await insertTestOrder(t.db);
      const reprint = await injectAs(t.app, staff, "POST", "/api/admin/printer/reprints", {
        orderId: order.id,
      });
      expect(reprint.statusCode).toBe(202);
      await printer.waitForJobs(1);
      expect(await t.app.inject({ method: "POST", url: "/api/admin/printer/retry" })).toMatchObject({
        statusCode: 401,
      });
    } finally {
      await silent.close();
    }
  });

  it("counts a listener that never answers as offline: its tickets stay queued and print on the real printer when it is set back", async () => {
    const silent = await startSilentListener();
    try {
      const set = await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
        address: silent.address,
        autoPrint: true,
      });
      expect(set.statusCode, set.body).toBe(200);
      const first = await placeOrder(t);
      const second = await placeOrder(t, "Extra raita");
      await vi.waitFor(
        async () => {
          const res = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
          expect(res.json()).toMatchObject({
            state: "offline",
            reachable: false,
            waitingOrders: [first.orderNumber, second.orderNumber],
          });
          expect(res.json().lastError).toMatch(/does not answer its status request/);
        },
        { timeout: 20_000, interval: 100 },
      );
      // Nothing was marked printed, and the silent listener got status requests, never a ticket.
      const ours = (await ticketRows(t)).filter((r) =>
        [first.id, second.id].includes((r.payload as { orderId: number } | null)?.orderId ?? 0),
      );
      // Waiting (or being tried again), never sent.
      for (const row of ours) expect(["pending", "sending"]).toContain(row.status);
      expect(ours).toHaveLength(2);
      const orders = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, first.id));
      expect(orders[0]?.printedAt).toBeNull();
      expect(silent.connections).toBeGreaterThan(0);
      expect(silent.bytesReceived).toBe(silent.connections * 6);
      expect(printer.jobs).toHaveLength(0);

      const back = await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
        address: printer.address,
        autoPrint: true,
      });
      expect(back.statusCode).toBe(200);
      await printer.waitForJobs(2, 20_000);
      expect(printedNumbers(printer)).toEqual([`#${first.orderNumber}`, `#${second.orderNumber}`]);
      await vi.waitFor(
        async () => {
          const res = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
          expect(res.json()).toMatchObject({ state: "online", waiting: 0, waitingOrders: [] });
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await silent.close();
      await t.db.delete(kitchenPrinter);
    }
  });
});

describe("a printer that comes back while its tickets wait out a long back-off", () => {
  let printer: FakeEscPosPrinter;
  let t: TestApp;
  beforeAll(async () => {
    printer = await startFakeEscPosPrinter();
    t = await buildTestApp({
      env: { KITCHEN_PRINTER: printer.address },
      // A failed ticket waits a minute: only the printer's watch can bring the tickets out sooner.
      backgroundWork: {
        outbox: { retry: { firstMs: 60_000, maxMs: 60_000 }, pollMs: 60_000, leaseMarginMs: 1_000 },
        printerWatch: { everyMs: 200 },
      },
    });
    await allowManyOrders(t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await printer?.close();
  });

  it("prints them oldest first as soon as it answers its status again", async () => {
    await printer.stop();
    const placed = [];
    for (const note of ["first", "second", "third"]) placed.push(await placeOrder(t, note));
    await vi.waitFor(
      async () => {
        const rows = await ticketRows(t);
        expect(rows[0]?.attempts).toBeGreaterThanOrEqual(1);
        expect(rows.every((r) => r.status === "pending")).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    await printer.start();
    await printer.waitForJobs(3, 20_000);
    expect(printedNumbers(printer)).toEqual(placed.map((o) => `#${o.orderNumber}`));
    await vi.waitFor(
      async () => {
        expect((await ticketRows(t)).every((r) => r.status === "sent")).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
  });
});

describe("without a printer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it("queues nothing for new orders", async () => {
    await allowManyOrders(t.db);
    await placeOrder(t);
    expect(await ticketRows(t)).toEqual([]);
  });
});

describe.skipIf(testEngine !== "postgres")("two app instances on one PostgreSQL", () => {
  let printer: FakeEscPosPrinter;
  let t: TestApp;
  let second: Database;
  let other: FastifyInstance;
  let otherWork: ReturnType<typeof startBackgroundWork>;
  beforeAll(async () => {
    printer = await startFakeEscPosPrinter();
    const env = { KITCHEN_PRINTER: printer.address };
    t = await buildTestApp({ env, backgroundWork: { outbox: FAST_OUTBOX } });
    await allowManyOrders(t.db);
    second = await openSecondConnection(t);
    other = await buildSecondInstance(t, second, env);
    otherWork = startBackgroundWork(other, { scheduledJobs: false, outbox: FAST_OUTBOX });
  }, 180_000);
  afterAll(async () => {
    await otherWork?.stop();
    await other?.close();
    await second?.close();
    await t?.close();
    await printer?.close();
  });
  afterEach(() => {
    printer.jobs.length = 0;
  });

  it("prints each order once while both drain the outbox, orders placed through either", async () => {
    const body = await bodyOverMinimum(t);
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        postOrder(n % 2 === 0 ? t : { app: other }, { ...body, customerName: `Diner ${n}` }),
      ),
    );
    for (const res of placed) expect(res.statusCode, res.body).toBe(201);
    const numbers = placed.map((res) => `#${res.json().orderNumber}`);
    await printer.waitForJobs(12, 20_000);
    await new Promise((r) => setTimeout(r, 500));
    const printed = printer.jobs.map((j) => j.lines.find((l) => l.includes("#"))?.trim());
    expect(printed.sort()).toEqual(numbers.sort());
    expect(printer.jobs.every((j) => j.cuts === 1)).toBe(true);
    const rows = await t.db.select().from(onlineOrders);
    expect(rows).toHaveLength(12);
  });
});
