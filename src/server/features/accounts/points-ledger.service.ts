/**
 * Loyalty points as a ledger (decision 0020). The balance is the sum of the customer's rows; nothing
 * else holds it. What an order owes the ledger follows from the order itself (reconcileOrderPoints):
 *
 * - it spent `pointsRedeemed` when placed, and gets back the refunded share of them (all of them when
 *   it is cancelled);
 * - it earned points when paid, and gives back the refunded share of them.
 *
 * Each change writes the difference between what the ledger holds for the order and what it should
 * hold, in one transaction with the change, so a refund's take-back and return always net against
 * each other: whatever the order of refunds, a customer never keeps points nobody paid for. A spend
 * may not take the balance below zero; a take-back may (points already spent elsewhere), and the
 * debt is settled by the next points earned or returned.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { calculatePointsTakenBack, type PointsEntry } from "@shared/accounts/loyalty.schema";
import type { Db } from "../../db/client";
import { loyaltyPointsLedger, onlineOrders, orderRefunds } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** A db or a transaction: both run the same queries. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const POINTS_CHANGED_MESSAGE =
  "You no longer have enough loyalty points for this order. Please review your order and try again.";
const POINTS_SPENT_SINCE_CANCELLED =
  "This order's loyalty points were returned when it was cancelled and have been spent since, so it cannot be restored.";

export async function getPointsBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${loyaltyPointsLedger.points}), 0)::int` })
    .from(loyaltyPointsLedger)
    .where(eq(loyaltyPointsLedger.customerId, customerId));
  return row?.balance ?? 0;
}

/**
 * The customer's row lock, taken before reading a balance that a spend depends on. Every path takes
 * it after the order row's lock (or with no order row locked), so two paths never wait on each other
 * in opposite orders.
 */
async function lockCustomerPoints(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${customerId} for update`);
}

/** Spends points on a new order, under the customer's lock: 409 when the balance no longer covers it. */
export async function spendPoints(
  tx: DbOrTx,
  input: { customerId: number; orderId: number; points: number; now: Date },
): Promise<void> {
  if (input.points <= 0) return;
  await lockCustomerPoints(tx, input.customerId);
  if ((await getPointsBalance(tx, input.customerId)) < input.points) {
    throw new HttpError(409, POINTS_CHANGED_MESSAGE);
  }
  await tx.insert(loyaltyPointsLedger).values({
    customerId: input.customerId,
    orderId: input.orderId,
    kind: "spend",
    points: -input.points,
    createdAt: input.now,
  });
}

/** Credits a paid order's points, once per order (the unique index on its earn row decides). */
export async function earnPoints(
  tx: DbOrTx,
  input: { customerId: number; orderId: number; points: number; now: Date },
): Promise<void> {
  if (input.points <= 0) return;
  await tx
    .insert(loyaltyPointsLedger)
    .values({
      customerId: input.customerId,
      orderId: input.orderId,
      kind: "earn",
      points: input.points,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

export interface PointsSettlement {
  returned: number;
  takenBack: number;
  /** Points spent again when a cancelled order is restored. */
  respent: number;
}

/**
 * Brings the ledger's rows for one order to what the order now owes (see the file's comment). Call
 * inside the transaction that changed the order (a refund, a cancellation, a restore) after locking
 * the order row, so changes to one order settle one after another and each sees the others' rows.
 */
export async function reconcileOrderPoints(
  tx: DbOrTx,
  orderId: number,
  now: Date,
): Promise<PointsSettlement> {
  const none = { returned: 0, takenBack: 0, respent: 0 };
  const [order] = await tx
    .select({
      customerId: onlineOrders.customerId,
      totalPence: onlineOrders.totalPence,
      refundedPence: onlineOrders.refundedPence,
      pointsRedeemed: onlineOrders.pointsRedeemed,
      orderStatus: onlineOrders.orderStatus,
    })
    .from(onlineOrders)
    .where(eq(onlineOrders.id, orderId));
  if (!order || order.customerId === null) return none;
  const customerId = order.customerId;
  const [held] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${loyaltyPointsLedger.points}) filter (where ${loyaltyPointsLedger.kind} = 'earn'), 0)::int`,
      takenBack: sql<number>`coalesce(-sum(${loyaltyPointsLedger.points}) filter (where ${loyaltyPointsLedger.kind} = 'take_back'), 0)::int`,
      spentNet: sql<number>`coalesce(-sum(${loyaltyPointsLedger.points}) filter (where ${loyaltyPointsLedger.kind} in ('spend', 'return')), 0)::int`,
    })
    .from(loyaltyPointsLedger)
    .where(and(eq(loyaltyPointsLedger.orderId, orderId), eq(loyaltyPointsLedger.customerId, customerId)));
  const earned = held?.earned ?? 0;
  const takenBackSoFar = held?.takenBack ?? 0;
  const spentNow = held?.spentNet ?? 0;

  // Refunds are counted from the refunds the providers confirmed (order_refunds), not reservations.
  const refundedPence = await confirmedRefundsPence(tx, orderId);
  const share =
    order.totalPence <= 0 ? (refundedPence > 0 ? 1 : 0) : Math.min(1, refundedPence / order.totalPence);
  const spentTarget =
    order.orderStatus === "cancelled" ? 0 : order.pointsRedeemed - Math.floor(order.pointsRedeemed * share);
  const takeBackTarget = calculatePointsTakenBack(earned, refundedPence, order.totalPence);

  const toReturn = spentNow - spentTarget;
  const toTakeBack = takeBackTarget - takenBackSoFar;
  if (toReturn === 0 && toTakeBack <= 0) return none;
  await lockCustomerPoints(tx, customerId);
  if (toReturn < 0 && (await getPointsBalance(tx, customerId)) < -toReturn) {
    throw new HttpError(409, POINTS_SPENT_SINCE_CANCELLED);
  }
  const rows: (typeof loyaltyPointsLedger.$inferInsert)[] = [];
  if (toReturn > 0) rows.push({ customerId, orderId, kind: "return", points: toReturn, createdAt: now });
  if (toReturn < 0) rows.push({ customerId, orderId, kind: "spend", points: toReturn, createdAt: now });
  if (toTakeBack > 0)
    rows.push({ customerId, orderId, kind: "take_back", points: -toTakeBack, createdAt: now });
  await tx.insert(loyaltyPointsLedger).values(rows);
  return {
    returned: Math.max(0, toReturn),
    takenBack: Math.max(0, toTakeBack),
    respent: Math.max(0, -toReturn),
  };
}

async function confirmedRefundsPence(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ pence: sql<number>`coalesce(sum(${orderRefunds.amountPence}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return row?.pence ?? 0;
}

/** The customer's points history, newest first, with the order each row belongs to. */
export async function listPointsHistory(db: DbOrTx, customerId: number): Promise<PointsEntry[]> {
  const rows = await db
    .select({
      id: loyaltyPointsLedger.id,
      kind: loyaltyPointsLedger.kind,
      points: loyaltyPointsLedger.points,
      createdAt: loyaltyPointsLedger.createdAt,
      orderNumber: onlineOrders.orderNumber,
    })
    .from(loyaltyPointsLedger)
    .leftJoin(onlineOrders, eq(onlineOrders.id, loyaltyPointsLedger.orderId))
    .where(eq(loyaltyPointsLedger.customerId, customerId))
    .orderBy(desc(loyaltyPointsLedger.createdAt), desc(loyaltyPointsLedger.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    points: r.points,
    orderNumber: r.orderNumber ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
