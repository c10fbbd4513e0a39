/**
 * Refunds racing each other (PostgreSQL only: PGlite runs one transaction at a time) and the
 * loyalty points a refund takes back (both engines).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "@server/testing/customer-account";
import { injectAs } from "@server/testing/inject-as";
import { loyaltyPointsLedger, onlineOrders, orderRefunds } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp, testEngine } from "../../testing/build-test-app";
import { testPointsBalance } from "../../testing/loyalty-points";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { recordPaidOrder } from "../accounts/loyalty.service";

let t: TestApp;
let admin: string;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

function refund(orderId: number, amountPence?: number) {
  return injectAs(
    t.app,
    admin,
    "POST",
    `/api/admin/orders/${orderId}/refund`,
    amountPence === undefined ? {} : { amountPence },
  );
}

async function registerDiner(): Promise<number> {
  counter += 1;
  const { id } = await registerCustomer(t.app, {
    firstName: "Zara",
    email: `refunded${counter}@example.com`,
    phone: "07700 900456",
  });
  return id;
}

/** An order paid online (the test provider moves no money) and credited with its loyalty points. */
async function paidOrder(totalPence: number, customerId: number | null = null) {
  const order = await insertTestOrder(t.db, {
    customerId,
    items: oneDishAt(totalPence),
    paymentStatus: "completed",
    paymentMethod: "test",
    paymentId: `test_${counter++}`,
  });
  await recordPaidOrder(t.db, order.id, t.clock.now());
  return order;
}

function loyaltyPoints(customerId: number): Promise<number> {
  return testPointsBalance(t.db, customerId);
}

async function ledgerRows(customerId: number, kind: "take_back" | "return") {
  const rows = await t.db
    .select()
    .from(loyaltyPointsLedger)
    .where(eq(loyaltyPointsLedger.customerId, customerId));
  return rows.filter((r) => r.kind === kind).map((r) => r.points);
}

describe.skipIf(testEngine !== "postgres")("ten partial refunds at once", () => {
  it("leave the order fully refunded, the sum right, and never answer 5xx", async () => {
    const customerId = await registerDiner();
    const order = await paidOrder(5000, customerId);
    expect(await loyaltyPoints(customerId)).toBe(50);

    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.id, 500)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));

    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: "refunded", refundedPence: 5000 });
    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds.reduce((sum, r) => sum + r.amountPence, 0)).toBe(5000);
    // Every point back, exactly once.
    expect(await loyaltyPoints(customerId)).toBe(0);
    expect((await ledgerRows(customerId, "take_back")).reduce((sum, p) => sum - p, 0)).toBe(50);
  });
});

describe.skipIf(testEngine !== "postgres")("five refunds of the tip alone at once", () => {
  it("give the tip back once, and refuse the others without a 5xx", async () => {
    const order = await insertTestOrder(t.db, {
      items: oneDishAt(2000),
      tipPence: 200,
      paymentStatus: "completed",
      paymentMethod: "test",
      paymentId: `test_${counter++}`,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        injectAs(t.app, admin, "POST", `/api/admin/orders/${order.id}/refund`, {
          amountPence: 0,
          refundTip: true,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 400 || c === 409)).toBe(true);
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row).toMatchObject({ tipRefundedPence: 200, refundedPence: 0 });
    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds.map((r) => [r.amountPence, r.tipPence])).toEqual([[0, 200]]);
  });
});

describe("a refund takes back the loyalty points its order earned", () => {
  it("in proportion for a partial refund, and the rest when the remainder is refunded", async () => {
    const customerId = await registerDiner();
    const order = await paidOrder(4000, customerId);
    expect(await loyaltyPoints(customerId)).toBe(40);

    expect((await refund(order.id, 1000)).statusCode).toBe(200);
    expect(await loyaltyPoints(customerId)).toBe(30);

    expect((await refund(order.id)).statusCode).toBe(200);
    expect(await loyaltyPoints(customerId)).toBe(0);

    expect(await ledgerRows(customerId, "take_back")).toEqual([-10, -30]);
  });

  it("takes back all of them on a full refund, keeping points earned elsewhere", async () => {
    const customerId = await registerDiner();
    await paidOrder(2500, customerId);
    const refunded = await paidOrder(3000, customerId);
    expect(await loyaltyPoints(customerId)).toBe(55);
    expect((await refund(refunded.id)).statusCode).toBe(200);
    expect(await loyaltyPoints(customerId)).toBe(25);
  });

  it("takes them back in full even when they were spent meanwhile: the debt is settled by the next points", async () => {
    const customerId = await registerDiner();
    const order = await paidOrder(2000, customerId);
    // 15 of the 20 points spent elsewhere (a spend not tied to an order here).
    await t.db
      .insert(loyaltyPointsLedger)
      .values({ customerId, kind: "spend", points: -15, createdAt: t.clock.now() });
    expect((await refund(order.id)).statusCode).toBe(200);
    // Stopping at zero here is what let refunds hand out points nobody paid for (issue 25).
    expect(await loyaltyPoints(customerId)).toBe(-15);
    await paidOrder(2500, customerId);
    expect(await loyaltyPoints(customerId)).toBe(10);
  });

  it("leaves guests' orders (no points) refundable as before", async () => {
    const order = await paidOrder(1500);
    const res = await refund(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ paymentStatus: "refunded", refundedPence: 1500 });
  });
});
