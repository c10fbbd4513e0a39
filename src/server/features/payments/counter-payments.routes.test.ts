/**
 * Every payment reaches the takings (issue 32 item 2, decision 0035): an online order to pay at
 * collection, paid at the counter by card or in cash, counts in Today, the cash-up's lines, the
 * range report and the weekly report on its channel's line; an unpaid collected order is listed
 * at close; and a counter payment racing the diner's online payment completes the order once.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { injectForOrder } from "@server/testing/inject-as";
import { auditLog, dailySales, onlineOrders, orderRefunds } from "../../db/schema";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Demo mode: the diner's simulated online payment is the one that races the counter's.
const t = setUpTestApp({ signedIn: true, env: { DEMO_MODE: "true" } });
const TODAY = "2026-11-24"; // the test clock's Tuesday
const WEEK_START = "2026-11-23";

beforeEach(async () => {
  await t.db.delete(orderRefunds);
  await t.db.delete(onlineOrders);
  await t.db.delete(dailySales);
  t.clock.set("2026-11-24T12:00:00Z");
});

/** A diner's online order nobody paid online (pay at collection). */
function onlineUnpaid(totalPence: number, more: Partial<typeof onlineOrders.$inferInsert> = {}) {
  return insertTestOrder(t.db, {
    items: oneDishAt(totalPence),
    channel: "online",
    collectionDate: TODAY,
    ...more,
  });
}

const takePayment = (id: number, method: "card" | "cash") =>
  t.signedIn("PUT", `/api/admin/orders/${id}/payment`, { method });
const today = async () => (await t.signedIn("GET", "/api/admin/reports/today")).json();
const cashUpLines = async () =>
  (await t.signedIn("GET", `/api/admin/cash-ups/online-sales?date=${TODAY}`)).json();

const cashUp = {
  date: TODAY,
  openingBalancePence: 10_000,
  closingBalancePence: 11_000,
  counterSalesCardPence: 0,
  counterSalesCashPence: 0,
  uberEatsSalesPence: 0,
  justEatSalesPence: 0,
  deliverooSalesPence: 0,
  cateringSalesPence: 0,
  cashOutAmountPence: 0,
  tipsPence: 0,
  refundsPence: 0,
  discountsPence: 0,
};

describe("an online order to pay at collection, paid at the counter", () => {
  it("is listed unpaid once collected, then paid by card it reaches Today, the cash-up and the reports", async () => {
    const order = await onlineUnpaid(2_450, { orderStatus: "collected", collectionTime: "12:30" });
    const waiting = await onlineUnpaid(1_000, { collectionTime: "19:00" });

    // At close the collected one is listed first, never silently left out.
    const before = await today();
    expect(before.unpaidOrders).toMatchObject({ totalPence: 3_450, collected: 1 });
    expect(before.unpaidOrders.orders.map((o: { id: number }) => o.id)).toEqual([order.id, waiting.id]);
    expect(before.today.grossPence).toBe(0);
    expect((await cashUpLines()).unpaidOrders.orders).toHaveLength(2);

    const res = await takePayment(order.id, "card");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentStatus: "completed",
      paymentMethod: "card",
      channel: "online",
    });

    const after = await today();
    expect(after.today.channels).toEqual([
      { channel: "onlineCard", label: "Online orders, card at the counter", pence: 2_450 },
    ]);
    // A diner's online order: it counts in the online orders and the average.
    expect(after.today).toMatchObject({
      grossPence: 2_450,
      netPence: 2_450,
      orders: 1,
      averageOrderPence: 2_450,
    });
    expect(after.unpaidOrders.orders.map((o: { id: number }) => o.id)).toEqual([waiting.id]);

    expect(await cashUpLines()).toMatchObject({
      onlineSalesPence: 0,
      onlineCounterCardSalesPence: 2_450,
      onlineCounterCashSalesPence: 0,
      phoneCardSalesPence: 0,
      unpaidOrders: { totalPence: 1_000, collected: 0 },
    });

    const range = (await t.signedIn("GET", `/api/admin/reports/range?from=${TODAY}&to=${TODAY}`)).json();
    expect(range.totals.channels).toEqual(after.today.channels);
    expect(range.totals.netPence).toBe(2_450);
    expect(range.days).toEqual([{ date: TODAY, grossPence: 2_450, orders: 1, refundsPence: 0 }]);

    const week = (await t.signedIn("GET", `/api/admin/reports/weekly?weekStart=${WEEK_START}`)).json();
    expect(week.sales.channelTotals).toMatchObject({ onlineCard: 2_450, online: 0, phoneCard: 0 });
    expect(week.sales.totalRevenuePence).toBe(2_450);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.kind, "order.paid-at-counter"));
    expect(entry?.summary).toBe(`admin took £24.50 by card for online order ${order.orderNumber}`);
  });

  it("paid in cash goes into the drawer: the cash-up expects it, and a cash refund takes it back out", async () => {
    const order = await onlineUnpaid(1_305, { orderStatus: "collected" });
    expect((await takePayment(order.id, "cash")).statusCode).toBe(200);
    const refund = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, {
      amountPence: 305,
      reason: "Naan missing",
    });
    expect(refund.statusCode).toBe(200);

    expect(await cashUpLines()).toMatchObject({ onlineCounterCashSalesPence: 1_000, onlineRefundsPence: 0 });
    const saved = await t.signedIn("POST", "/api/admin/cash-ups", cashUp);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      onlineCounterCashSalesPence: 1_000,
      onlineCounterCardSalesPence: 0,
      summary: { totalTakingsPence: 1_000, expectedCashPence: 11_000, outcome: "balanced" },
    });
    const day = (await today()).today;
    // Today counts the payment whole and the refund on its own line: the same net as the cash-up.
    expect(day).toMatchObject({ grossPence: 1_305, refundsPence: 305, netPence: 1_000 });
  });

  it("refuses a second payment and a cancelled order, changing nothing", async () => {
    const order = await onlineUnpaid(2_000);
    expect((await takePayment(order.id, "card")).statusCode).toBe(200);
    const again = await takePayment(order.id, "cash");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order is already paid." });

    const cancelled = await onlineUnpaid(1_500, { orderStatus: "cancelled" });
    const refused = await takePayment(cancelled.id, "cash");
    expect(refused.statusCode).toBe(409);
    const rows = await t.db.select().from(onlineOrders);
    expect(rows.find((r) => r.id === order.id)?.paymentMethod).toBe("card");
    expect(rows.find((r) => r.id === cancelled.id)?.paymentStatus).toBe("pending");
  });
});

describe("a counter payment and the diner's online payment at the same moment", () => {
  it("complete the order once: one is recorded, the other refused, and the takings count it once", async () => {
    for (let round = 0; round < 6; round++) {
      await t.db.delete(onlineOrders);
      const order = await onlineUnpaid(1_800 + round);
      const method = round % 2 === 0 ? "cash" : "card";
      // Started together; on PostgreSQL the two transactions really overlap.
      const [counter, online] = await Promise.all([
        takePayment(order.id, method),
        injectForOrder(t.app, order, "POST", `/api/payments/test/${order.id}/pay`),
      ]);
      const codes = [counter.statusCode, online.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
      expect(row?.paymentMethod).toBe(counter.statusCode === 200 ? method : "test");
      const figures = (await today()).today;
      expect(figures.grossPence).toBe(1_800 + round);
      expect(figures.channels).toHaveLength(1);
    }
  });
});
