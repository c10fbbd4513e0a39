/**
 * Loyalty points cannot be farmed through refunds (issue 25, decision 0020): random sequences of
 * orders (spending some points), payments, partial and full refunds and cancellations, run through
 * the real services (the order's spend as placement records it, the payment path, the refund path,
 * the status change) on PGlite and again on PostgreSQL. After every step the balance is exactly
 * what the money kept pays for, and once everything is refunded or cancelled it is back to zero.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateLoyaltyPoints, calculatePointsTakenBack } from "@shared/accounts/loyalty.schema";
import { customers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { grantTestPoints } from "../../testing/loyalty-points";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { changeOrderStatus } from "../orders/order-status.service";
import { acceptVerifiedPayment } from "../payments/late-payment.service";
import { refundOrder } from "../payments/refunds.service";
import { recordPromotionUses } from "./loyalty.service";
import { getPointsBalance } from "./points-ledger.service";

/** The property test acts as no one in particular; the audit rows it leaves are not checked here. */
const testActor = () => ({
  userId: null,
  username: "test",
  via: "points property test",
  at: t.app.deps.now(),
});

let t: TestApp;
beforeAll(async () => {
  // Demo mode with no provider keys: the simulated ("test") provider, which moves no money.
  t = await buildTestApp({ env: { DEMO_MODE: "true" } });
});
afterAll(() => t.close());

let serial = 0;
async function newCustomer(): Promise<number> {
  serial += 1;
  const [row] = await t.db
    .insert(customers)
    .values({
      firstName: "Prop",
      lastName: "Test",
      email: `points-${serial}-${Date.now()}@example.com`,
      phone: `07700 7${String(serial).padStart(5, "0")}`,
      password: "not-a-real-hash",
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("no customer");
  return row.id;
}

/** What one order is, in the model. */
interface ModelOrder {
  id: number;
  totalPence: number;
  pointsRedeemed: number;
  paid: boolean;
  /** Points its payment credited (none for a payment that arrived after cancellation). */
  earned: number;
  refundedPence: number;
  cancelled: boolean;
}

/** The balance the money says: what kept payments earned, less what kept orders spent. */
function expectedBalance(opening: number, orders: ModelOrder[]): number {
  let balance = opening;
  for (const o of orders) {
    const share = o.totalPence > 0 ? Math.min(1, o.refundedPence / o.totalPence) : 0;
    balance += o.earned - calculatePointsTakenBack(o.earned, o.refundedPence, o.totalPence);
    if (!o.cancelled) balance -= o.pointsRedeemed - Math.floor(o.pointsRedeemed * share);
  }
  return balance;
}

type Command =
  | { kind: "place"; totalPence: number; spend: number }
  | { kind: "pay"; which: number }
  | { kind: "refund"; which: number; fraction: number }
  | { kind: "cancel"; which: number };

// Few orders, often spending every point and often refunding in full: the shapes in which a
// take-back stopped at zero used to hand points out (earn, spend, refund the earning order first).
const which = fc.nat(3);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("place" as const),
      totalPence: fc.integer({ min: 100, max: 60_000 }),
      spend: fc.oneof(fc.constant(1), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("pay" as const), which }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("refund" as const),
      which,
      fraction: fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 1, noNaN: true })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), which }) },
);

async function place(customerId: number, totalPence: number, points: number): Promise<number> {
  const order = await insertTestOrder(t.db, {
    customerId,
    items: oneDishAt(totalPence),
    pointsRedeemed: points,
  });
  // The spend exactly as placing an order records it (under the customer's row lock).
  await t.db.transaction((tx) =>
    recordPromotionUses(tx, {
      customerId,
      orderId: order.id,
      lines: [],
      pointsRedeemed: points,
      now: t.clock.now(),
    }),
  );
  return order.id;
}

/** Runs one command through the real services and applies the same rule to the model. */
async function run(command: Command, customerId: number, orders: ModelOrder[]): Promise<void> {
  if (command.kind === "place") {
    const balance = await getPointsBalance(t.db, customerId);
    const points = Math.max(0, Math.floor(balance * command.spend));
    const id = await place(customerId, command.totalPence, points);
    orders.push({
      id,
      totalPence: command.totalPence,
      pointsRedeemed: points,
      paid: false,
      earned: 0,
      refundedPence: 0,
      cancelled: false,
    });
    return;
  }
  const order = orders[command.which % Math.max(1, orders.length)];
  if (!order) return;
  if (command.kind === "pay") {
    serial += 1;
    await acceptVerifiedPayment(t.app.deps, {
      orderId: order.id,
      provider: "test",
      paymentId: `test_prop_${serial}`,
      amountPence: order.totalPence,
      currency: "gbp",
    });
    if (order.paid) return; // a second payment is not recorded (paid_by_other_payment)
    order.paid = true;
    if (order.cancelled) {
      order.refundedPence = order.totalPence; // refunded at once, no points
    } else {
      order.earned = calculateLoyaltyPoints(order.totalPence, 1);
    }
    return;
  }
  if (command.kind === "refund") {
    const refundable = order.totalPence - order.refundedPence;
    const amount = Math.max(1, Math.min(refundable, Math.ceil(refundable * command.fraction)));
    try {
      await refundOrder(t.app.deps, order.id, { amountPence: amount }, testActor());
    } catch (error) {
      // Unpaid, or refunded in full already: refused, nothing changes.
      expect(error).toBeInstanceOf(HttpError);
      expect(!order.paid || refundable === 0, String(error)).toBe(true);
      return;
    }
    order.refundedPence += amount;
    return;
  }
  try {
    await changeOrderStatus(t.app.deps, order.id, "cancelled", testActor());
  } catch (error) {
    // A paid order is cancelled only once refunded in full.
    expect(error).toBeInstanceOf(HttpError);
    expect(order.paid && order.refundedPence < order.totalPence).toBe(true);
    return;
  }
  order.cancelled = true;
}

describe("the points ledger under random orders, spends, refunds and cancellations", () => {
  it("always holds exactly the points the money kept pays for, and nothing once all is given back", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2000 })),
        fc.array(commandArb, { minLength: 1, maxLength: 14 }),
        async (opening, commands) => {
          const customerId = await newCustomer();
          if (opening > 0) await grantTestPoints(t.db, customerId, opening, t.clock.now());
          const orders: ModelOrder[] = [];
          for (const command of commands) {
            await run(command, customerId, orders);
            const balance = await getPointsBalance(t.db, customerId);
            expect(balance, JSON.stringify({ command, orders })).toBe(expectedBalance(opening, orders));
          }
          // Give everything back: refund what is paid, cancel the rest.
          for (const order of orders) {
            if (order.paid && order.refundedPence < order.totalPence) {
              await run({ kind: "refund", which: orders.indexOf(order), fraction: 1 }, customerId, orders);
            }
            if (!order.cancelled)
              await run({ kind: "cancel", which: orders.indexOf(order) }, customerId, orders);
          }
          expect(await getPointsBalance(t.db, customerId)).toBe(opening);
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);

  it("the review's case: earn 550, spend them, refund both orders in that order: nothing is left", async () => {
    const customerId = await newCustomer();
    const orders: ModelOrder[] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      const first = orders.length;
      await run({ kind: "place", totalPence: 55_000, spend: 0 }, customerId, orders);
      await run({ kind: "pay", which: first }, customerId, orders);
      expect(await getPointsBalance(t.db, customerId)).toBe(550);
      await run({ kind: "place", totalPence: 10_000, spend: 1 }, customerId, orders);
      expect(orders[first + 1]?.pointsRedeemed).toBe(550);
      await run({ kind: "pay", which: first + 1 }, customerId, orders);
      await run({ kind: "refund", which: first, fraction: 1 }, customerId, orders);
      await run({ kind: "refund", which: first + 1, fraction: 1 }, customerId, orders);
      // Before the ledger this was 550 after each cycle (1,650 after three), with £0 kept.
      expect(await getPointsBalance(t.db, customerId)).toBe(0);
    }
  });
});
