/**
 * Where printing meets payment and mail (decision 0034), read off a fake ESC/POS printer's paper:
 * an order to be paid online prints when its payment is verified and says PAID, never "take
 * payment"; with early printing on it prints ONLINE PAYMENT PENDING and a PAID slip follows; an
 * order to pay at collection prints at once and says so; a payment after printing reaches the
 * boards as an event at once; and a mail server that never answers holds no ticket.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { injectAs, injectForOrder } from "@server/testing/inject-as";
import { outbox } from "../../db/schema";
import { type OrderEvent, subscribeToOrderEvents } from "../../lib/order-events";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type FakeEscPosPrinter, startFakeEscPosPrinter } from "../../testing/fake-escpos-printer";
import { allowManyOrders, orderBody, postOrder } from "../../testing/order-requests";
import { startSilentServer } from "../../testing/smtp-server";
import { acceptVerifiedPayment } from "../payments/late-payment.service";

const FAST_OUTBOX = { retry: { firstMs: 50, maxMs: 300 }, pollMs: 100, leaseMarginMs: 1_000 };

interface Placed {
  id: number;
  orderNumber: string;
  totalAmount: string;
  totalPence: number;
  accessToken: string;
}

async function placeOrder(t: TestApp, customerEmail = "aisha@example.com"): Promise<Placed> {
  const body = await orderBody(t);
  const res = await postOrder(t, {
    ...body,
    customerEmail,
    items: body.items.map((item) => ({ ...item, quantity: 3 })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Placed;
}

const ticketText = (printer: FakeEscPosPrinter, orderNumber: string) =>
  printer.jobs
    .filter((j) => j.lines.some((l) => l.trim() === `#${orderNumber}`))
    .map((j) => j.lines.join("\n"));

describe("a site that offers online payment (demo mode's simulated payment)", () => {
  let printer: FakeEscPosPrinter;
  let t: TestApp;
  let cookie: string;
  const events: OrderEvent[] = [];
  let unsubscribe: () => Promise<void>;
  beforeAll(async () => {
    printer = await startFakeEscPosPrinter();
    t = await buildTestApp({
      env: { KITCHEN_PRINTER: printer.address, DEMO_MODE: "true" },
      backgroundWork: { outbox: FAST_OUTBOX, printerWatch: { everyMs: 200 } },
    });
    await allowManyOrders(t.db);
    cookie = await signInTestAdmin(t.app, t.db);
    unsubscribe = await subscribeToOrderEvents(t.app.deps.database, (event) => events.push(event));
  }, 180_000);
  afterAll(async () => {
    await unsubscribe?.();
    await t?.close();
    await printer?.close();
  });
  beforeEach(async () => {
    await t.background?.outbox.idle();
    printer.jobs.length = 0;
    events.length = 0;
  });

  const pay = (order: Placed) => injectForOrder(t.app, order, "POST", `/api/payments/test/${order.id}/pay`);

  it("prints an order to be paid online when its payment is verified, saying PAID, and never before", async () => {
    const order = await placeOrder(t);
    await t.background?.outbox.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(ticketText(printer, order.orderNumber)).toEqual([]);
    const board = await injectAs(t.app, cookie, "GET", "/api/admin/printer");
    expect(board.json()).toMatchObject({ waiting: 0 });

    const paid = await pay(order);
    expect(paid.statusCode, paid.body).toBe(200);
    await printer.waitForJobs(1);
    const [ticket] = ticketText(printer, order.orderNumber);
    expect(ticket).toMatch(/^\s*PAID\s*$/m);
    expect(ticket).not.toMatch(/TAKE PAYMENT|PENDING|TO PAY/);
    await vi.waitFor(() => expect(events.map((e) => e.type)).toContain("order.printed"), {
      timeout: 20_000,
    });
  });

  it("prints an order to be paid online that the diner pays at the counter instead, saying PAID", async () => {
    const order = await placeOrder(t);
    await t.background?.outbox.idle();
    expect(ticketText(printer, order.orderNumber)).toEqual([]);

    // Decision 0035: staff take the money at the counter; the ticket follows, as after a provider's.
    const paid = await injectAs(t.app, cookie, "PUT", `/api/admin/orders/${order.id}/payment`, {
      method: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await vi.waitFor(() => expect(ticketText(printer, order.orderNumber)).toHaveLength(1), {
      timeout: 20_000,
    });
    const [ticket] = ticketText(printer, order.orderNumber);
    expect(ticket).toMatch(/^\s*PAID\s*$/m);
    expect(ticket).not.toMatch(/TAKE PAYMENT|PENDING|TO PAY/);
  });

  it("with early printing on, prints ONLINE PAYMENT PENDING, then a PAID slip the moment it is paid, and tells the boards", async () => {
    const saved = await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
      address: printer.address,
      autoPrint: true,
      printBeforePayment: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ printBeforePayment: true });
    try {
      const order = await placeOrder(t);
      await printer.waitForJobs(1);
      const [ticket] = ticketText(printer, order.orderNumber);
      expect(ticket).toContain("ONLINE PAYMENT PENDING");
      expect(ticket).not.toMatch(/TAKE PAYMENT/);

      const paid = await pay(order);
      expect(paid.statusCode, paid.body).toBe(200);
      // The board hears of the payment at once (its live event), before any paper moves.
      await vi.waitFor(() =>
        expect(events).toContainEqual({
          type: "order.payment",
          orderId: order.id,
          orderNumber: order.orderNumber,
        }),
      );
      await printer.waitForJobs(2);
      const [, slip] = ticketText(printer, order.orderNumber);
      expect(slip?.split("\n").map((l) => l.trim())).toEqual([
        "HYDERABAD HOUSE",
        "PAYMENT RECEIVED",
        `#${order.orderNumber}`,
        expect.stringMatching(/ - Collect 13:00$/),
        `PAID ${order.totalAmount}`,
        "Do not take payment: this order is paid.",
      ]);
      // One slip, however the payment is reported again.
      await injectForOrder(t.app, order, "PATCH", `/api/orders/${order.id}/payment`, {
        status: "completed",
        paymentId: paid.json().paymentId,
        paymentMethod: "test",
      });
      await t.background?.outbox.idle();
      await new Promise((r) => setTimeout(r, 300));
      expect(ticketText(printer, order.orderNumber)).toHaveLength(2);
    } finally {
      await injectAs(t.app, cookie, "PUT", "/api/admin/printer", {
        address: printer.address,
        autoPrint: true,
        printBeforePayment: false,
      });
    }
  });

  it("prints a phone order to pay at collection at once, saying so", async () => {
    const body = await orderBody(t);
    const res = await injectAs(t.app, cookie, "POST", "/api/admin/orders", {
      ...body,
      items: body.items.map((item) => ({ ...item, quantity: 3 })),
      paymentMethod: "at_collection",
    });
    expect(res.statusCode, res.body).toBe(201);
    await printer.waitForJobs(1);
    const [ticket] = ticketText(printer, res.json().orderNumber);
    expect(ticket).toContain("TO PAY AT COLLECTION");
    expect(ticket).not.toMatch(/TAKE PAYMENT/);
  });

  it("prints nothing for an order cancelled before its (late, refunded) payment arrived", async () => {
    const order = await placeOrder(t, "");
    const cancel = await injectAs(t.app, cookie, "PUT", `/api/admin/orders/${order.id}/status`, {
      status: "cancelled",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const result = await acceptVerifiedPayment(t.app.deps, {
      orderId: order.id,
      provider: "test",
      paymentId: "test_late_1",
      amountPence: order.totalPence,
      currency: "gbp",
    });
    expect(result.outcome).toBe("paid_after_cancellation");
    await t.background?.outbox.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(ticketText(printer, order.orderNumber)).toEqual([]);
  });
});

describe("tickets while the mail server accepts and never answers", () => {
  let printer: FakeEscPosPrinter;
  let smtp: Awaited<ReturnType<typeof startSilentServer>>;
  let t: TestApp;
  beforeAll(async () => {
    printer = await startFakeEscPosPrinter();
    smtp = await startSilentServer();
    t = await buildTestApp({
      // Each mail waits this long for a greeting that never comes: far longer than the test.
      realMail: { timeoutMs: 120_000 },
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, KITCHEN_PRINTER: printer.address },
      backgroundWork: { outbox: FAST_OUTBOX },
    });
    await allowManyOrders(t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await printer?.close();
  });

  it("prints all four tickets while the first mail is still waiting for the server", async () => {
    const placed: Placed[] = [];
    for (let n = 0; n < 4; n++) {
      placed.push(await placeOrder(t, `diner${n}@example.com`));
      // The mail lane has claimed a message and is stuck on it (the server said nothing).
      await vi.waitFor(
        async () => {
          const mail = await t.db.select().from(outbox).where(eq(outbox.kind, "mail"));
          expect(mail.some((row) => row.status === "sending")).toBe(true);
        },
        { timeout: 20_000, interval: 20 },
      );
    }
    await printer.waitForJobs(4, 20_000);
    const printed = printer.jobs.map((j) => j.lines.find((l) => l.includes("#"))?.trim());
    expect(printed).toEqual(placed.map((o) => `#${o.orderNumber}`));
    // ...and still no mail has gone: every ticket came out while the mail was hung.
    const mail = await t.db.select().from(outbox).where(eq(outbox.kind, "mail"));
    expect(mail.length).toBeGreaterThanOrEqual(8);
    expect(mail.filter((row) => row.status === "sent")).toEqual([]);
    expect(mail.filter((row) => row.status === "sending")).toHaveLength(1);
    expect(mail.every((row) => row.attempts <= 1)).toBe(true);
  }, 90_000);
});
