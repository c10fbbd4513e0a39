/**
 * The kitchen's network printer against a fake ESC/POS printer on 127.0.0.1: new orders print on
 * arrival once, with a cut; a printer that is off or out of paper keeps its tickets queued and
 * prints them when it is back; staff set the printer and reprint from the board.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { startBackgroundWork } from "../../background-work";
import type { Database } from "../../db/client";
import { auditLog, kitchenPrinter, onlineOrders, outbox } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp, testEngine } from "../../testing/build-test-app";
import { type FakeEscPosPrinter, startFakeEscPosPrinter } from "../../testing/fake-escpos-printer";
import { insertTestOrder } from "../../testing/order-factory";
import { allowManyOrders, orderBody, postOrder } from "../../testing/order-requests";
import { buildSecondInstance, openSecondConnection } from "../../testing/second-instance";

/** Retries within moments, so a test sees the back-off work without waiting a minute. */
const FAST_OUTBOX = { retry: { firstMs: 50, maxMs: 300 }, pollMs: 100, leaseMarginMs: 1_000 };

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
      backgroundWork: { outbox: FAST_OUTBOX },
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
    expect(text).toContain("UNPAID - TAKE PAYMENT");

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
      waiting: 0,
    });
  });

  it("keeps tickets while the printer is off, says so, and prints them when it is back", async () => {
    await printer.stop();
    const first = await placeOrder(t);
    const second = await placeOrder(t, "Ring when ready");
    await vi.waitFor(
      async () => {
        const rows = await ticketRows(t);
        const waiting = rows.filter((r) => r.status === "pending" && r.attempts >= 2);
        expect(waiting).toHaveLength(2);
      },
      { timeout: 10_000, interval: 50 },
    );
    const away = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
    expect(away.json()).toMatchObject({ state: "offline", waiting: 2 });
    expect(away.json().lastError).toMatch(/cannot reach the printer at 127\.0\.0\.1:\d+/);
    expect(printer.jobs).toHaveLength(0);

    await printer.start();
    const jobs = await printer.waitForJobs(2);
    const numbers = jobs.map((j) => j.lines.find((l) => l.includes("#"))?.trim()).sort();
    expect(numbers).toEqual([`#${first.orderNumber}`, `#${second.orderNumber}`].sort());
    await vi.waitFor(async () => {
      const back = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
      expect(back.json()).toMatchObject({ state: "online", waiting: 0, lastError: null });
    });
  });

  it("does not send a ticket to a printer out of paper, and prints it once paper is in", async () => {
    printer.setPaper(false);
    const order = await placeOrder(t);
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: "GET", url: "/api/admin/printer", headers: { cookie } });
        expect(res.json()).toMatchObject({ state: "offline", waiting: 1 });
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

  it("lets staff change the printer and turn auto-print off (audited); new orders then wait for a reprint", async () => {
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
