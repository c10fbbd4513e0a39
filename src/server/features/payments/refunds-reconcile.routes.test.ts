/**
 * Refunds reach the accounts: each refund path (part, two parts, full) lowers the online line of
 * the cash-up and the weekly report on the day the refund was made, shows on its own line, and
 * sends the diner a refund email from the refund's transaction.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { auditLog } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, clearSentMail, sentMail, type TestApp } from "../../testing/build-test-app";
import { insertPaidOrder } from "../../testing/order-factory";

let t: TestApp;
let owner: string;
// Refunded through the test provider the app is built with.
const byTestProvider = { paymentMethod: "test" } as const;
const MONDAY = "2026-11-23";
const WEDNESDAY = "2026-11-25";
let orderA: Awaited<ReturnType<typeof insertPaidOrder>>;
let orderB: Awaited<ReturnType<typeof insertPaidOrder>>;
let orderC: Awaited<ReturnType<typeof insertPaidOrder>>;

beforeAll(async () => {
  t = await buildTestApp({ now: "2026-11-25T19:00:00Z" });
  owner = await signInTestAdmin(t.app, t.db);
  // Monday's online sales: £33.78 + £81.08 = £114.86 (the Friday, on a Monday).
  orderA = await insertPaidOrder(t.db, "2026-11-23T18:00:00Z", 3378, byTestProvider);
  orderB = await insertPaidOrder(t.db, "2026-11-23T19:00:00Z", 8108, byTestProvider);
  // Wednesday's: £20.00, refunded in full the same evening.
  orderC = await insertPaidOrder(t.db, "2026-11-25T18:00:00Z", 2000, byTestProvider);
  await clearSentMail(t);
});
afterAll(() => t.close());

const refund = (orderId: number, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/refund`,
    headers: { cookie: owner },
    payload,
  });
const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: owner } });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const NO_UNPAID = { orders: [], totalPence: 0, collected: 0 };
const onlineSales = (date: string) => get(`/api/admin/cash-ups/online-sales?date=${date}`);
const week = () => get(`/api/admin/reports/weekly?weekStart=${MONDAY}`);

/** No delivery that day (issue 35): the cash-up's delivery money is all zero. */
const NO_DELIVERIES = {
  cashCollectedPence: 0,
  deliveries: 0,
  deliveryFeesPence: 0,
  feesRefundedPence: 0,
  drivers: [],
};

describe("refunds in the cash-up and the weekly report", () => {
  it("before any refund, the online line is the orders paid", async () => {
    expect(await onlineSales(MONDAY)).toEqual({
      date: MONDAY,
      onlineSalesPence: 11486,
      onlineRefundsPence: 0,
      netOnlineSalesPence: 11486,
      phoneCardSalesPence: 0,
      phoneCashSalesPence: 0,
      onlineCounterCardSalesPence: 0,
      onlineCounterCashSalesPence: 0,
      giftVoucherSalesPence: 0,
      delivery: NO_DELIVERIES,
      unpaidOrders: NO_UNPAID,
    });
    const report = await week();
    expect(report.sales.channelTotals.online).toBe(11486 + 2000);
    expect(report.sales.totalOnlineRefundsPence).toBe(0);
  });

  it("a part refund counts on the day it was made, on its own line, and mails the diner", async () => {
    const res = await refund(orderA.id, { amountPence: 395, reason: "Naan missing" });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ paymentStatus: "partially_refunded", refundedPence: 395 });

    // Monday keeps its sales; Wednesday, the day of the refund, carries it.
    expect((await onlineSales(MONDAY)).onlineRefundsPence).toBe(0);
    expect(await onlineSales(WEDNESDAY)).toEqual({
      date: WEDNESDAY,
      onlineSalesPence: 2000,
      onlineRefundsPence: 395,
      netOnlineSalesPence: 1605,
      phoneCardSalesPence: 0,
      phoneCashSalesPence: 0,
      onlineCounterCardSalesPence: 0,
      onlineCounterCashSalesPence: 0,
      giftVoucherSalesPence: 0,
      delivery: NO_DELIVERIES,
      unpaidOrders: NO_UNPAID,
    });
    const report = await week();
    expect(report.sales.onlineGrossPence).toBe(13486);
    expect(report.sales.totalOnlineRefundsPence).toBe(395);
    expect(report.sales.channelTotals.online).toBe(13486 - 395);
    const wednesday = report.sales.days.find((d: { date: string }) => d.date === WEDNESDAY);
    expect(wednesday).toMatchObject({ onlineGrossPence: 2000, onlineRefundsPence: 395 });
    expect(wednesday.channels.online).toBe(1605);

    const mail = (await sentMail(t)).filter((m) => m.to === "asha@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Refund of £3.95 for order ${orderA.orderNumber}`);
    expect(mail[0]?.text).toContain(
      `We have refunded £3.95 of your £33.78 payment for order ${orderA.orderNumber}`,
    );
    expect(mail[0]?.text).toContain("In all we have refunded £3.95; £29.83 of the payment stands.");
  });

  it("two part refunds add up, each with its own email and audit row", async () => {
    await clearSentMail(t);
    expect((await refund(orderB.id, { amountPence: 1000 })).statusCode).toBe(200);
    expect((await refund(orderB.id, { amountPence: 500 })).statusCode).toBe(200);
    expect((await onlineSales(WEDNESDAY)).onlineRefundsPence).toBe(395 + 1000 + 500);
    const report = await week();
    expect(report.sales.totalOnlineRefundsPence).toBe(1895);
    expect(report.sales.channelTotals.online).toBe(13486 - 1895);
    const mail = await sentMail(t);
    expect(mail.map((m) => m.subject)).toEqual([
      `Refund of £10.00 for order ${orderB.orderNumber}`,
      `Refund of £5.00 for order ${orderB.orderNumber}`,
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "order.refunded"), eq(auditLog.subject, orderB.orderNumber)));
    expect(audits.map((a) => (a.after as { amountPence: number }).amountPence)).toEqual([1000, 500]);
  });

  it("a full refund takes the whole order off, and the cash-up of the day is net of all of them", async () => {
    await clearSentMail(t);
    const res = await refund(orderC.id, {});
    expect(res.json().payment).toMatchObject({ paymentStatus: "refunded", refundedPence: 2000 });
    const mail = await sentMail(t);
    expect(mail[0]?.text).toContain("Your order has now been refunded in full.");

    expect(await onlineSales(WEDNESDAY)).toEqual({
      date: WEDNESDAY,
      onlineSalesPence: 2000,
      onlineRefundsPence: 3895,
      netOnlineSalesPence: -1895,
      phoneCardSalesPence: 0,
      phoneCashSalesPence: 0,
      onlineCounterCardSalesPence: 0,
      onlineCounterCashSalesPence: 0,
      giftVoucherSalesPence: 0,
      delivery: NO_DELIVERIES,
      unpaidOrders: NO_UNPAID,
    });
    const cashUp = await injectAs(t.app, owner, "POST", "/api/admin/cash-ups", {
      date: WEDNESDAY,
      openingBalancePence: 10000,
      closingBalancePence: 15000,
      counterSalesCardPence: 30000,
      counterSalesCashPence: 5000,
      uberEatsSalesPence: 0,
      justEatSalesPence: 0,
      deliverooSalesPence: 0,
      cateringSalesPence: 0,
      cashOutAmountPence: 0,
      tipsPence: 0,
      refundsPence: 0,
      discountsPence: 0,
    });
    expect(cashUp.statusCode).toBe(201);
    expect(cashUp.json()).toMatchObject({ onlineSalesPence: 2000, onlineRefundsPence: 3895 });
    // Online refunds go back through the provider: takings drop, the drawer does not.
    expect(cashUp.json().summary).toMatchObject({
      totalTakingsPence: 30000 + 5000 + 2000 - 3895,
      expectedCashPence: 15000,
      outcome: "balanced",
    });

    const report = await week();
    expect(report.sales.totalOnlineRefundsPence).toBe(3895);
    expect(report.sales.channelTotals.online).toBe(13486 - 3895);
    expect(report.sales.totalRevenuePence).toBe(30000 + 5000 + 13486 - 3895);
  });
});
