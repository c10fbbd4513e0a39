import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RangeReport, TodayReport } from "@shared/reports/range-report.schema";
import { dailySales, orderRefunds, type StoredOrderItem } from "../../db/schema";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertPaidOrder, insertTestOrder } from "../../testing/order-factory";

let t: TestApp;
let ownerCookie: string;
let staffCookie: string;

const dish = (name: string, pricePence: number, quantity: number): StoredOrderItem => ({
  id: name.length,
  name,
  pricePence,
  quantity,
  isVegetarian: false,
  isSpicy: false,
  allergens: [],
});

/*
 * Tuesday 31 March 2026, 20:00 in London (BST since Sunday 29th: 19:00 UTC). The same weekday last
 * week is Tuesday 24 March, when London was on GMT: its 20:00 is 20:00 UTC, not 168 hours earlier.
 */
const NOW = "2026-03-31T19:00:00Z";

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ownerCookie = await signInTestAdmin(t.app, t.db);
  staffCookie = await signInNewStaff(t.app, ownerCookie, { username: "waiter", password: "waiter-secret" });

  // Today: 00:30 BST (still the 30th in UTC), 11:00 and 19:59 BST.
  await insertPaidOrder(t.db, "2026-03-30T23:30:00Z", 1_000);
  await insertPaidOrder(t.db, "2026-03-31T10:00:00Z", 2_000);
  await insertPaidOrder(t.db, "2026-03-31T18:59:00Z", 3_000, { paymentMethod: "paypal" });
  // Placed but not paid: never takings.
  await insertTestOrder(t.db, { totalPence: 9_999 });
  // Last Tuesday: 19:30 GMT (before 20:00, so "so far") and 20:30 GMT (later that evening).
  const refunded = await insertPaidOrder(t.db, "2026-03-24T19:30:00Z", 4_000);
  await insertPaidOrder(t.db, "2026-03-24T20:30:00Z", 6_000);
  await t.db.insert(dailySales).values({ date: "2026-03-24", counterSalesCardPence: 10_000 });
  // A £5.00 refund made today on last week's order counts today, by the day it was made.
  await t.db.insert(orderRefunds).values({
    orderId: refunded.id,
    amountPence: 500,
    provider: "stripe",
    createdAt: new Date("2026-03-31T12:00:00Z"),
  });

  // The night the clocks went forward: 00:30 GMT is hour 0, 01:30 UTC is 02:30 BST (hour 2).
  await insertPaidOrder(t.db, "2026-03-29T00:30:00Z", 2_295, {
    items: [dish("Lamb Rogan Josh", 1_495, 1), dish("Garlic Naan", 350, 3)],
    subtotalPence: 2_545,
    discountPence: 250,
    promotions: [{ promotionId: 1, title: "10% off", kind: "percent_off", code: null, amountPence: 250 }],
  });
  await insertPaidOrder(t.db, "2026-03-29T01:30:00Z", 200, {
    items: [dish("Garlic Naan", 350, 2)],
    subtotalPence: 700,
    discountPence: 500,
    promotions: [
      { promotionId: 2, title: "Welcome", kind: "amount_off", code: "WELCOME5", amountPence: 500 },
    ],
  });
  // An order from before promotions were itemised: only its discount and label.
  await insertPaidOrder(t.db, "2026-03-15T12:00:00Z", 3_090, {
    subtotalPence: 3_390,
    discountPence: 300,
    discountLabel: "£3 off",
    couponCode: "OLD3",
  });
  // Outside March in London: 23:30 GMT on 28 February, and 00:30 BST on 1 April.
  await insertPaidOrder(t.db, "2026-02-28T23:30:00Z", 77_700);
  await insertPaidOrder(t.db, "2026-03-31T23:30:00Z", 88_800);
}, 240_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/admin/reports/today", () => {
  it("gives today's takings so far against the same weekday last week at the same London time", async () => {
    const res = await get("/api/admin/reports/today", ownerCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json<TodayReport>();
    expect(body).toMatchObject({ date: "2026-03-31", time: "20:00" });
    expect(body.today).toEqual({
      channels: [
        { channel: "stripe", label: "Online card", pence: 3_000 },
        { channel: "paypal", label: "PayPal", pence: 3_000 },
      ],
      grossPence: 6_000,
      refundsPence: 500,
      netPence: 5_500,
      orders: 3,
      averageOrderPence: 2_000,
      cashedUp: false,
    });
    expect(body.lastWeek.date).toBe("2026-03-24");
    expect(body.lastWeek.soFar).toMatchObject({ grossPence: 14_000, orders: 1, averageOrderPence: 4_000 });
    expect(body.lastWeek.soFar.channels).toContainEqual({
      channel: "counterCard",
      label: "Counter card",
      pence: 10_000,
    });
    expect(body.lastWeek.wholeDay).toMatchObject({
      grossPence: 20_000,
      orders: 2,
      averageOrderPence: 5_000,
      refundsPence: 0,
      cashedUp: true,
    });
  });

  // The range report below counts this order too (paid at 20:01 on the 31st).
  it("moves as an order is paid", async () => {
    t.clock.advance(60_000);
    await insertPaidOrder(t.db, new Date(t.clock.now()).toISOString(), 1_234, { paymentMethod: "paypal" });
    const body = (await get("/api/admin/reports/today", ownerCookie)).json<TodayReport>();
    expect(body.time).toBe("20:01");
    expect(body.today).toMatchObject({ grossPence: 7_234, orders: 4, averageOrderPence: 1_809 });
    // Last week's "so far" moves with the clock too: still only the 19:30 order.
    expect(body.lastWeek.soFar).toMatchObject({ grossPence: 14_000, orders: 1 });
    t.clock.set(NOW);
  });

  it("is for owners only", async () => {
    expect((await get("/api/admin/reports/today")).statusCode).toBe(401);
    expect((await get("/api/admin/reports/today", staffCookie)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/reports/range", () => {
  let report: RangeReport;
  beforeAll(async () => {
    const res = await get("/api/admin/reports/range?from=2026-03-01&to=2026-03-31", ownerCookie);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json<RangeReport>();
  });

  it("totals the London month: paid orders, the counter, refunds by the day they were made", () => {
    // 1000 + 2000 + 3000 + 1234 + 4000 + 6000 + 2295 + 200 + 3090 online, 10000 at the counter.
    expect(report.totals).toMatchObject({
      grossPence: 32_819,
      refundsPence: 500,
      netPence: 32_319,
      orders: 9,
      discountsPence: 1_050,
      cashedUp: true,
    });
    expect(report.refunds).toEqual({ count: 1, totalPence: 500 });
    expect(report.days).toHaveLength(31);
    expect(report.days.find((d) => d.date === "2026-03-24")).toEqual({
      date: "2026-03-24",
      grossPence: 20_000,
      orders: 2,
      refundsPence: 0,
    });
    expect(report.days.find((d) => d.date === "2026-03-31")).toMatchObject({ orders: 4, refundsPence: 500 });
  });

  it("buckets sales by the hour of the London day across the clock change", () => {
    expect(report.byHour).toHaveLength(24);
    const hour = (h: number) => report.byHour[h];
    expect(hour(0)).toEqual({ hour: 0, orders: 2, salesPence: 1_000 + 2_295 });
    expect(hour(1)).toEqual({ hour: 1, orders: 0, salesPence: 0 });
    expect(hour(2)).toEqual({ hour: 2, orders: 1, salesPence: 200 });
    expect(hour(19)).toMatchObject({ orders: 2, salesPence: 3_000 + 4_000 });
    expect(hour(20)).toMatchObject({ orders: 2, salesPence: 1_234 + 6_000 });
    expect(report.byHour.reduce((s, h) => s + h.orders, 0)).toBe(9);
  });

  it("lists the best sellers by sales and what each promotion cost", () => {
    expect(report.bestSellers).toEqual([
      { name: "Hyderabadi Chicken Dum Biryani", quantity: 14, salesPence: 23_730 },
      { name: "Garlic Naan", quantity: 5, salesPence: 1_750 },
      { name: "Lamb Rogan Josh", quantity: 1, salesPence: 1_495 },
    ]);
    expect(report.promotions).toEqual([
      { title: "Welcome", code: "WELCOME5", kind: "amount_off", uses: 1, costPence: 500 },
      { title: "£3 off", code: "OLD3", kind: "unitemised", uses: 1, costPence: 300 },
      { title: "10% off", code: null, kind: "percent_off", uses: 1, costPence: 250 },
    ]);
  });

  it("is for owners only", async () => {
    const url = "/api/admin/reports/range?from=2026-03-01&to=2026-03-31";
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, staffCookie)).statusCode).toBe(403);
  });

  it.each([
    ["from=2026-03-31&to=2026-03-01", "from must not be after to"],
    ["from=2025-01-01&to=2026-01-02", "A report covers at most 366 days"],
    ["from=2026-02-30&to=2026-03-01", "from must be a real date (YYYY-MM-DD)"],
    ["from=2026-03-01", "to must be a real date (YYYY-MM-DD)"],
  ])("refuses %s with 400", async (query, message) => {
    const res = await get(`/api/admin/reports/range?${query}`, ownerCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it("takes a whole year (366 days)", async () => {
    const res = await get("/api/admin/reports/range?from=2025-04-01&to=2026-04-01", ownerCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RangeReport>().days).toHaveLength(366);
  });
});
