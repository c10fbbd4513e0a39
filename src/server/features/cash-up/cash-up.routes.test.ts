import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import {
  CASH_OUT_DETAILS_MESSAGE,
  cashUpExistsMessage,
  FUTURE_CASH_UP_MESSAGE,
} from "@shared/cash-up/cash-up.schema";
import { auditLog, orderRefunds } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertPaidOrder, insertTestOrder } from "../../testing/order-factory";

let t: TestApp;
let owner: string;

const day = {
  date: "2026-11-23",
  openingBalancePence: 15000,
  closingBalancePence: 30000,
  counterSalesCardPence: 82000,
  counterSalesCashPence: 19050,
  uberEatsSalesPence: 12000,
  justEatSalesPence: 8000,
  deliverooSalesPence: 5000,
  cateringSalesPence: 0,
  cashOutAmountPence: 2500,
  cashOutTakenBy: "Sam",
  cashOutReason: "Milk and ice",
  tipsPence: 1500,
  refundsPence: 1000,
  discountsPence: 300,
  notes: "Quiet Monday",
};

beforeAll(async () => {
  // Tuesday 24 November 2026, 12:00 London.
  t = await buildTestApp();
  owner = await signInTestAdmin(t.app, t.db);
  await insertPaidOrder(t.db, "2026-11-23T00:00:00Z", 2000);
  await insertPaidOrder(t.db, "2026-11-23T23:59:59Z", 3390);
  // The next London day, and an unpaid order of the day: neither counts.
  await insertPaidOrder(t.db, "2026-11-24T00:00:00Z", 999);
  await insertTestOrder(t.db, {
    createdAt: new Date("2026-11-23T12:00:00Z"),
    collectionDate: "2026-11-23",
    totalPence: 777,
  });
  // Phone orders marked paid at the counter that day (decision 0026): by card, and in cash, one of
  // them partly given back from the drawer the same day. They are not online sales.
  const phone = {
    channel: "phone",
    paymentStatus: "completed",
    paidAt: new Date("2026-11-23T18:00:00Z"),
  } as const;
  await insertTestOrder(t.db, { ...phone, paymentMethod: "card", totalPence: 2450 });
  await insertTestOrder(t.db, { ...phone, paymentMethod: "cash", totalPence: 1239 });
  const refunded = await insertTestOrder(t.db, { ...phone, paymentMethod: "cash", totalPence: 800 });
  await t.db.insert(orderRefunds).values({
    orderId: refunded.id,
    amountPence: 300,
    provider: "counter",
    createdAt: new Date("2026-11-23T19:00:00Z"),
  });
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/cash-ups", headers: { cookie: owner }, payload });

describe("daily cash-up", () => {
  it("fills the online line from the orders paid that London day", async () => {
    const res = await injectAs(t.app, owner, "GET", "/api/admin/cash-ups/online-sales?date=2026-11-23");
    expect(res.json()).toEqual({
      date: "2026-11-23",
      onlineSalesPence: 5390,
      onlineRefundsPence: 0,
      netOnlineSalesPence: 5390,
      phoneCardSalesPence: 2450,
      phoneCashSalesPence: 1239 + 800 - 300,
      onlineCounterCardSalesPence: 0,
      onlineCounterCashSalesPence: 0,
      giftVoucherSalesPence: 0,
      // The day's unpaid order is listed to resolve, not counted.
      unpaidOrders: { orders: [expect.objectContaining({ totalPence: 777 })], totalPence: 777, collected: 0 },
      // No delivery that day (issue 35).
      delivery: {
        deliveries: 0,
        deliveryFeesPence: 0,
        feesRefundedPence: 0,
        drivers: [],
        cashCollectedPence: 0,
      },
    });
  });

  it("records a day: the server adds online and phone sales, the expected cash and the difference", async () => {
    const res = await post({ ...day, onlineSalesPence: 1_000_000, phoneCashSalesPence: 1_000_000 });
    expect(res.statusCode).toBe(201);
    const cashUp = res.json();
    expect(cashUp).toMatchObject({
      date: "2026-11-23",
      onlineSalesPence: 5390,
      phoneCardSalesPence: 2450,
      phoneCashSalesPence: 1739,
      enteredBy: "admin",
    });
    // The phone cash sits in the drawer: without it a drawer that holds it would read "over".
    expect(cashUp.summary).toEqual({
      totalTakingsPence: 82000 + 19050 + 12000 + 8000 + 5000 + 5390 + 2450 + 1739,
      expectedCashPence: 15000 + 19050 + 1739 - 2500 - 1000,
      differencePence: 30000 - 32289,
      outcome: "short",
    });
    const list = await injectAs(t.app, owner, "GET", "/api/admin/cash-ups");
    expect(list.json()).toHaveLength(1);
  });

  it("refuses a second cash-up for the same date with 409 and says what to do", async () => {
    const res = await post(day);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: cashUpExistsMessage("2026-11-23") });
  });

  it("refuses a future date, negative takings, and a cash out without who and why", async () => {
    const future = await post({ ...day, date: "2026-11-25" });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: FUTURE_CASH_UP_MESSAGE });
    const negative = await post({ ...day, date: "2026-11-22", counterSalesCashPence: -100 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain("Amounts cannot be negative");
    const cashOut = await post({ ...day, date: "2026-11-22", cashOutTakenBy: "" });
    expect(cashOut.statusCode).toBe(400);
    expect(cashOut.json().message).toContain(CASH_OUT_DETAILS_MESSAGE);
    const fraction = await post({ ...day, date: "2026-11-22", tipsPence: 1.5 });
    expect(fraction.statusCode).toBe(400);
    const badDate = await post({ ...day, date: "2026-02-30" });
    expect(badDate.statusCode).toBe(400);
  });

  it("takes today (London) and an owner's correction, audited with what changed", async () => {
    expect((await post({ ...day, date: "2026-11-24" })).statusCode).toBe(201);
    const res = await injectAs(t.app, owner, "PUT", "/api/admin/cash-ups/2026-11-23", {
      ...day,
      closingBalancePence: 32289,
    });
    expect(res.json().summary).toMatchObject({ differencePence: 0, outcome: "balanced" });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "PUT /api/admin/cash-ups/:date"));
    expect(row).toMatchObject({
      entityId: "2026-11-23",
      kind: "cash-up.corrected",
      summary:
        "admin corrected the cash-up for Monday 23 November: closing balance (cash counted at close) from £300.00 to £322.89; now balanced",
    });
    expect(row?.before).toMatchObject({ closingBalancePence: 30000 });
    expect(row?.after).toMatchObject({ closingBalancePence: 32289 });
    const moved = await injectAs(t.app, owner, "PUT", "/api/admin/cash-ups/2026-11-23", {
      ...day,
      date: "2026-11-20",
    });
    expect(moved.statusCode).toBe(400);
    const missing = await injectAs(t.app, owner, "PUT", "/api/admin/cash-ups/2026-11-01", {
      ...day,
      date: "2026-11-01",
    });
    expect(missing.statusCode).toBe(404);
  });
});
