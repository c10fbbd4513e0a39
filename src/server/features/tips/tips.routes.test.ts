/**
 * Tips shared (issue 40, decision 0051): the owner's checkout percentages (off by default), the tip
 * priced by the server on the order (not sales, no VAT), the day's online and counter tips shared
 * by hours worked or the owner's split, to the penny, and carried to each employee's week.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs, injectForOrder } from "@server/testing/inject-as";
import type { MenuItem } from "@shared/menu/menu.schema";
import { amountDuePence } from "@shared/payments/amount-due";
import { onlineOrders, orderVatLines } from "../../db/schema";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";

let t: TestApp;
let owner: string;
let waiter: string;
let menu: MenuItem[];
const employeeIds: number[] = [];

beforeAll(async () => {
  // Tuesday 24 November 2026, 12:00.
  t = await buildTestApp({ now: "2026-11-24T12:00:00Z" });
  owner = await signInTestAdmin(t.app, t.db);
  waiter = await signInNewStaff(t.app, owner, { username: "tips-waiter", password: "waiter-secret-123" });
  await withoutFlashSaleOrMinimum(t.db);
  menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
  // Three staff: 6 h and 3 h on Tuesday the 24th; the third works only on Wednesday.
  for (const [firstName, shift] of [
    ["Asha", { date: "2026-11-24", clockInTime: "12:00", clockOutTime: "18:30", breakDuration: 30 }],
    ["Ben", { date: "2026-11-24", clockInTime: "18:00", clockOutTime: "21:00", breakDuration: 0 }],
    ["Cara", { date: "2026-11-25", clockInTime: "18:00", clockOutTime: "22:00", breakDuration: 0 }],
  ] as const) {
    const res = await as(owner, "POST", "/api/admin/employees", {
      firstName,
      lastName: "Tipster",
      position: "waiter",
      hourlyRatePence: 1300,
      startDate: "2026-10-01",
    });
    expect(res.statusCode, res.body).toBe(201);
    employeeIds.push(res.json().id);
    const entry = await as(owner, "POST", "/api/admin/time-entries", { employeeId: res.json().id, ...shift });
    expect(entry.statusCode, entry.body).toBe(201);
  }
});
afterAll(() => t.close());

const as = (cookie: string, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  injectAs(t.app, cookie, method, url, payload);

let placed = 0;
function placeOrder(tipPercent?: unknown) {
  const n = placed++;
  const dish = menu.find((m) => m.name === "Plain Naan") ?? menu[0];
  return t.app.inject({
    method: "POST",
    url: "/api/orders",
    remoteAddress: `10.8.0.${n + 1}`,
    payload: {
      customerName: "Aisha Khan",
      customerPhone: `07700 9002${String(n).padStart(2, "0")}`,
      collectionDate: "2026-11-24",
      collectionTime: "19:00",
      items: [{ id: dish?.id, quantity: 10 }],
      ...(tipPercent === undefined ? {} : { tipPercent }),
    },
  });
}

describe("tip settings", () => {
  it("are off by default: checkout offers nothing and an order with a tip is refused", async () => {
    expect((await as(owner, "GET", "/api/admin/tips/settings")).json()).toEqual({
      enabled: false,
      percentages: [10],
    });
    expect((await t.app.inject({ method: "GET", url: "/api/tips/options" })).json()).toEqual({
      percentages: [],
    });
    const res = await placeOrder(10);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Tip: 10% is not one of the tips offered/);
  });

  it("only the owner reads or changes them; a signed-out caller is refused", async () => {
    expect((await as(waiter, "GET", "/api/admin/tips/settings")).statusCode).toBe(403);
    expect(
      (await as(waiter, "PUT", "/api/admin/tips/settings", { enabled: true, percentages: [10] })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/tips/settings" })).statusCode).toBe(401);
  });

  it("refuse bad percentages", async () => {
    for (const body of [
      { enabled: true, percentages: [] },
      { enabled: true, percentages: [10, 10] },
      { enabled: true, percentages: [50] },
      { enabled: "yes", percentages: [10] },
    ]) {
      expect((await as(owner, "PUT", "/api/admin/tips/settings", body)).statusCode).toBe(400);
    }
  });

  it("the owner turns them on: checkout offers the percentages", async () => {
    const res = await as(owner, "PUT", "/api/admin/tips/settings", {
      enabled: true,
      percentages: [5, 10, 15],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/tips/options" })).json()).toEqual({
      percentages: [5, 10, 15],
    });
  });
});

let tippedOrderId = 0;
let tipPence = 0;

describe("a tip at checkout", () => {
  it("is priced by the server on the order's total, kept apart from it, and carries no VAT", async () => {
    const res = await placeOrder(10);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.tipPence).toBe(Math.floor((order.totalPence * 10 + 50) / 100));
    tippedOrderId = order.id;
    tipPence = order.tipPence;
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    if (!row) throw new Error("no order");
    // The charge is the food and the tip; the VAT lines hold only the food.
    expect(amountDuePence(row)).toBe(row.totalPence + row.tipPence);
    const vat = await t.db.select().from(orderVatLines).where(eq(orderVatLines.orderId, order.id));
    expect(vat.reduce((a, l) => a + l.grossPence - l.discountPence, 0)).toBe(row.totalPence);
  });

  it("refuses a percentage not offered, a fraction, a negative tip", async () => {
    for (const tip of [12, 2.5, -5, "10"]) {
      expect((await placeOrder(tip)).statusCode).toBe(400);
    }
  });

  it("no tip is a tip of nothing", async () => {
    const res = await placeOrder(0);
    expect(res.statusCode).toBe(201);
    expect(res.json().tipPence).toBe(0);
  });
});

describe("the day's tips shared", () => {
  beforeAll(async () => {
    // The tipped order is paid; an unpaid tipped order's tip does not count.
    await t.db
      .update(onlineOrders)
      .set({ paymentStatus: "completed", paymentMethod: "card", paidAt: new Date("2026-11-24T19:00:00Z") })
      .where(eq(onlineOrders.id, tippedOrderId));
    expect((await placeOrder(5)).statusCode).toBe(201);
    // The counter's tips, entered in the cash-up.
    const cashUp = await as(owner, "POST", "/api/admin/cash-ups", {
      date: "2026-11-24",
      openingBalancePence: 0,
      closingBalancePence: 0,
      counterSalesCardPence: 0,
      counterSalesCashPence: 0,
      uberEatsSalesPence: 0,
      justEatSalesPence: 0,
      deliverooSalesPence: 0,
      cateringSalesPence: 0,
      cashOutAmountPence: 0,
      tipsPence: 2001,
      refundsPence: 0,
      discountsPence: 0,
    });
    expect(cashUp.statusCode, cashUp.body).toBe(201);
  });

  it("by hours worked: 6 h and 3 h share two thirds and a third, to the penny", async () => {
    const res = await as(owner, "GET", "/api/admin/tips/days/2026-11-24");
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    const total = tipPence + 2001;
    expect(day).toMatchObject({ onlineTipsPence: tipPence, counterTipsPence: 2001, totalPence: total });
    expect(day.basis).toBe("hours");
    expect(day.unsharedPence).toBe(0);
    expect(day.shares.map((s: { name: string; weight: number }) => [s.name, s.weight])).toEqual([
      ["Asha Tipster", 360],
      ["Ben Tipster", 180],
    ]);
    const [asha, ben] = day.shares.map((s: { sharePence: number }) => s.sharePence);
    expect(asha + ben).toBe(total);
    expect(Math.abs(asha - (total * 2) / 3)).toBeLessThan(1);
    // Today shows the day's tips beside (not inside) the takings.
    const today = (await as(owner, "GET", "/api/admin/reports/today")).json();
    expect(today.tipsPence).toBe(total);
  });

  it("and appear in each employee's week beside their pay", async () => {
    const res = await as(owner, "GET", "/api/admin/tips/week?date=2026-11-25");
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json();
    const day = (await as(owner, "GET", "/api/admin/tips/days/2026-11-24")).json();
    expect(week.weekStart).toBe("2026-11-23");
    expect(week.tipsPence).toBe(tipPence + 2001);
    const byName = Object.fromEntries(
      week.employees.map((e: { name: string; payPence: number; tipsPence: number }) => [e.name, e]),
    );
    expect(byName["Asha Tipster"]).toMatchObject({ payPence: 7800, tipsPence: day.shares[0].sharePence });
    expect(byName["Ben Tipster"]).toMatchObject({ payPence: 3900, tipsPence: day.shares[1].sharePence });
    expect(byName["Cara Tipster"]).toMatchObject({ payPence: 5200, tipsPence: 0 });
  });

  it("by the owner's split instead, and back to hours with an empty split", async () => {
    const [asha, ben, cara] = employeeIds;
    const res = await as(owner, "PUT", "/api/admin/tips/days/2026-11-24/split", {
      weights: [
        { employeeId: asha, weight: 1 },
        { employeeId: ben, weight: 1 },
        { employeeId: cara, weight: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.basis).toBe("owner");
    expect(day.shares).toHaveLength(3);
    expect(day.shares.reduce((a: number, s: { sharePence: number }) => a + s.sharePence, 0)).toBe(
      day.totalPence,
    );
    const back = await as(owner, "PUT", "/api/admin/tips/days/2026-11-24/split", { weights: [] });
    expect(back.json().basis).toBe("hours");
  });

  it("refuses a split for an unknown employee, a negative share, a bad date; staff may not split", async () => {
    const url = "/api/admin/tips/days/2026-11-24/split";
    expect((await as(owner, "PUT", url, { weights: [{ employeeId: 99_999, weight: 1 }] })).statusCode).toBe(
      404,
    );
    expect(
      (await as(owner, "PUT", url, { weights: [{ employeeId: employeeIds[0], weight: -1 }] })).statusCode,
    ).toBe(400);
    expect((await as(owner, "GET", "/api/admin/tips/days/24-11-2026")).statusCode).toBe(400);
    expect((await as(owner, "GET", "/api/admin/tips/week?date=soon")).statusCode).toBe(400);
    expect((await as(waiter, "PUT", url, { weights: [] })).statusCode).toBe(403);
    expect((await as(waiter, "GET", "/api/admin/tips/week?date=2026-11-25")).statusCode).toBe(403);
  });

  it("a day nobody worked keeps its tips unshared, and says so", async () => {
    await t.db
      .update(onlineOrders)
      .set({
        collectionDate: "2026-11-22",
        paidAt: new Date("2026-11-22T19:00:00Z"),
        paymentStatus: "completed",
      })
      .where(eq(onlineOrders.id, tippedOrderId));
    const day = (await as(owner, "GET", "/api/admin/tips/days/2026-11-22")).json();
    expect(day).toMatchObject({ totalPence: tipPence, unsharedPence: tipPence, shares: [] });
  });

  it("a cancelled order's tip is not shared: nobody cooked or served it", async () => {
    await t.db
      .update(onlineOrders)
      .set({ orderStatus: "cancelled" })
      .where(eq(onlineOrders.id, tippedOrderId));
    try {
      const day = (await as(owner, "GET", "/api/admin/tips/days/2026-11-22")).json();
      expect(day).toMatchObject({ onlineTipsPence: 0, totalPence: 0 });
    } finally {
      await t.db
        .update(onlineOrders)
        .set({ orderStatus: "received" })
        .where(eq(onlineOrders.id, tippedOrderId));
    }
  });
});

describe("a tipped order's payment", () => {
  it("charges the food and the tip (the simulated payment of a demo site)", async () => {
    const demo = await buildTestApp({ now: "2026-11-24T12:00:00Z", env: { DEMO_MODE: "true" } });
    try {
      const admin = await signInTestAdmin(demo.app, demo.db);
      await withoutFlashSaleOrMinimum(demo.db);
      await injectAs(demo.app, admin, "PUT", "/api/admin/tips/settings", {
        enabled: true,
        percentages: [10],
      });
      const dishes: MenuItem[] = (await demo.app.inject({ method: "GET", url: "/api/menu" })).json();
      const placedRes = await demo.app.inject({
        method: "POST",
        url: "/api/orders",
        remoteAddress: "10.8.9.1",
        payload: {
          customerName: "Aisha Khan",
          customerPhone: "07700 900999",
          collectionDate: "2026-11-24",
          collectionTime: "19:00",
          items: [{ id: dishes.find((m) => m.name === "Plain Naan")?.id, quantity: 4 }],
          tipPercent: 10,
        },
      });
      expect(placedRes.statusCode, placedRes.body).toBe(201);
      const order = placedRes.json();
      expect(order.tipPence).toBeGreaterThan(0);
      const paid = await injectForOrder(demo.app, order, "POST", `/api/payments/test/${order.id}/pay`);
      expect(paid.statusCode, paid.body).toBe(200);
      const [row] = await demo.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
      expect(row?.paymentStatus).toBe("completed");
      // The takings (the order's total) leave the tip out.
      expect(row?.totalPence).toBe(order.totalPence);
    } finally {
      await demo.close();
    }
  });
});
