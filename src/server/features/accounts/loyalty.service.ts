/**
 * Loyalty and per-customer coupon rules. Plain functions over a db or a transaction, called by the
 * order and payment flows:
 * - checkCouponEligibility while pricing an order (before it is stored),
 * - recordCouponUse inside the transaction that stores the order (it re-checks under a row lock),
 * - recordPaidOrder once the order's payment_status has become 'completed',
 * - takeBackRefundedPoints in the transaction that records a refund.
 */
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  calculateLoyaltyPoints,
  calculatePointsTakenBack,
  ORDER_POINTS_REFUND_TYPE,
  ORDER_POINTS_REWARD_TYPE,
} from "../../../shared/accounts/loyalty.schema";
import type { Db } from "../../db/client";
import {
  coupons,
  customerCoupons,
  customerRewards,
  customers,
  onlineOrders,
  orderRefunds,
  restaurantSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** A db or a transaction: both run the same queries. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Coupon = typeof coupons.$inferSelect;

export type CouponEligibility = { eligible: true } | { eligible: false; reason: string };

export interface PaidOrderCredit {
  customerId: number;
  pointsEarned: number;
  paidPence: number;
}

/**
 * Credits a paid order to its customer: loyalty points, totalOrders and totalSpent. Exactly once per
 * order whatever the number of calls (payment webhook redelivered, client confirmation racing the
 * webhook): the conditional UPDATE on loyalty_recorded_at lets only one caller through.
 * Returns null when nothing was credited (guest order, not paid, or already credited).
 */
export async function recordPaidOrder(
  db: DbOrTx,
  orderId: number,
  now: Date,
): Promise<PaidOrderCredit | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(onlineOrders)
      .set({ loyaltyRecordedAt: now })
      .where(
        and(
          eq(onlineOrders.id, orderId),
          isNull(onlineOrders.loyaltyRecordedAt),
          eq(onlineOrders.paymentStatus, "completed"),
          sql`${onlineOrders.customerId} is not null`,
        ),
      )
      .returning({
        customerId: onlineOrders.customerId,
        totalPence: onlineOrders.totalPence,
        orderNumber: onlineOrders.orderNumber,
      });
    if (!order || order.customerId === null) return null;
    const [settings] = await tx
      .select({ pointsPerPound: restaurantSettings.loyaltyPointsPerPound })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.id, 1));
    const points = calculateLoyaltyPoints(order.totalPence, settings?.pointsPerPound ?? 1);
    await tx
      .update(customers)
      .set({
        totalOrders: sql`${customers.totalOrders} + 1`,
        totalSpentPence: sql`${customers.totalSpentPence} + ${order.totalPence}`,
        loyaltyPoints: sql`${customers.loyaltyPoints} + ${points}`,
        updatedAt: now,
      })
      .where(eq(customers.id, order.customerId));
    if (points > 0) {
      await tx.insert(customerRewards).values({
        customerId: order.customerId,
        type: ORDER_POINTS_REWARD_TYPE,
        title: `${points} loyalty point${points === 1 ? "" : "s"} earned`,
        description: orderPointsDescription(order.orderNumber),
        pointsEarned: points,
        createdAt: now,
      });
    }
    return { customerId: order.customerId, pointsEarned: points, paidPence: order.totalPence };
  });
}

/** Ties an order's points (credit and take-backs) to the order in the customer's reward history. */
function orderPointsDescription(orderNumber: string): string {
  return `For order ${orderNumber}`;
}

/**
 * Takes back the share of an order's loyalty points that has now been refunded (all of them for a
 * full refund). Call inside the transaction that records the refund, after locking the order row:
 * refunds of one order then run one after another, and each takes back only what the earlier
 * ones did not, so concurrent refunds never take points back twice. The balance never goes below
 * zero (points already spent stay spent). Returns the points taken back now.
 */
export async function takeBackRefundedPoints(tx: DbOrTx, orderId: number, now: Date): Promise<number> {
  const [order] = await tx
    .select({
      customerId: onlineOrders.customerId,
      orderNumber: onlineOrders.orderNumber,
      totalPence: onlineOrders.totalPence,
      credited: onlineOrders.loyaltyRecordedAt,
    })
    .from(onlineOrders)
    .where(eq(onlineOrders.id, orderId));
  if (!order || order.customerId === null || order.credited === null) return 0;
  const [refunded] = await tx
    .select({ pence: sql<number>`coalesce(sum(${orderRefunds.amountPence}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const [points] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${customerRewards.pointsEarned}) filter (where ${customerRewards.type} = ${ORDER_POINTS_REWARD_TYPE}), 0)::int`,
      takenBack: sql<number>`coalesce(-sum(${customerRewards.pointsEarned}) filter (where ${customerRewards.type} = ${ORDER_POINTS_REFUND_TYPE}), 0)::int`,
    })
    .from(customerRewards)
    .where(
      and(
        eq(customerRewards.customerId, order.customerId),
        inArray(customerRewards.type, [ORDER_POINTS_REWARD_TYPE, ORDER_POINTS_REFUND_TYPE]),
        eq(customerRewards.description, orderPointsDescription(order.orderNumber)),
      ),
    );
  const due = calculatePointsTakenBack(points?.earned ?? 0, refunded?.pence ?? 0, order.totalPence);
  const toTakeBack = due - (points?.takenBack ?? 0);
  if (toTakeBack <= 0) return 0;
  await tx
    .update(customers)
    .set({ loyaltyPoints: sql`greatest(${customers.loyaltyPoints} - ${toTakeBack}, 0)`, updatedAt: now })
    .where(eq(customers.id, order.customerId));
  await tx.insert(customerRewards).values({
    customerId: order.customerId,
    type: ORDER_POINTS_REFUND_TYPE,
    title: `${toTakeBack} loyalty point${toTakeBack === 1 ? "" : "s"} taken back (refund)`,
    description: orderPointsDescription(order.orderNumber),
    pointsEarned: -toTakeBack,
    createdAt: now,
  });
  return toTakeBack;
}

/** Orders that make a customer no longer "first time": any earlier order not cancelled. */
async function countEarlierOrders(db: DbOrTx, customerId: number, excludeOrderId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.customerId, customerId),
        or(ne(onlineOrders.orderStatus, "cancelled"), eq(onlineOrders.paymentStatus, "completed")),
        excludeOrderId === undefined ? undefined : ne(onlineOrders.id, excludeOrderId),
      ),
    );
  return row?.n ?? 0;
}

async function countCouponUses(db: DbOrTx, customerId: number, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, couponId)));
  return row?.n ?? 0;
}

/**
 * The per-customer rules of a coupon (its general rules - active, dates, minimum order, total
 * usage - belong to order pricing). Coupons are tied to an account: a guest is asked to sign in.
 */
export async function checkCouponEligibility(
  db: DbOrTx,
  customerId: number | null,
  coupon: Coupon,
  options: { excludeOrderId?: number } = {},
): Promise<CouponEligibility> {
  if (customerId === null) {
    return { eligible: false, reason: `Please sign in to use coupon ${coupon.code}` };
  }
  if (coupon.firstTimeCustomersOnly) {
    const [customer] = await db
      .select({ totalOrders: customers.totalOrders })
      .from(customers)
      .where(eq(customers.id, customerId));
    const earlier = await countEarlierOrders(db, customerId, options.excludeOrderId);
    if ((customer?.totalOrders ?? 0) > 0 || earlier > 0) {
      return { eligible: false, reason: `Coupon ${coupon.code} is for first-time customers only` };
    }
  }
  if ((await countCouponUses(db, customerId, coupon.id)) >= coupon.usageLimit) {
    return { eligible: false, reason: `You have already used coupon ${coupon.code}` };
  }
  return { eligible: true };
}

/**
 * Records that the customer used the coupon on this order. Call inside the transaction that stores
 * the order: the customer's row is locked first, so two orders racing with one coupon are
 * serialised and the second fails the re-check (HttpError 409, which rolls the order back).
 * Also counts the coupon's total use and marks the WELCOME15 reward redeemed.
 */
export async function recordCouponUse(
  tx: DbOrTx,
  input: { customerId: number; couponId: number; orderId: number; discountAppliedPence: number; now: Date },
): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${input.customerId} for update`);
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId));
  if (!coupon) throw new HttpError(400, "Unknown coupon");
  const eligibility = await checkCouponEligibility(tx, input.customerId, coupon, {
    excludeOrderId: input.orderId,
  });
  if (!eligibility.eligible) throw new HttpError(409, eligibility.reason);
  const [counted] = await tx
    .update(coupons)
    .set({ totalUsed: sql`${coupons.totalUsed} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        or(isNull(coupons.totalUsageLimit), sql`${coupons.totalUsed} < ${coupons.totalUsageLimit}`),
      ),
    )
    .returning({ id: coupons.id });
  if (!counted) throw new HttpError(409, `Coupon ${coupon.code} has been fully redeemed`);
  await tx.insert(customerCoupons).values({
    customerId: input.customerId,
    couponId: coupon.id,
    orderId: input.orderId,
    discountAppliedPence: input.discountAppliedPence,
    usedAt: input.now,
  });
  // The reward that handed out this code (WELCOME15's welcome bonus) is now spent.
  await tx
    .update(customerRewards)
    .set({ isRedeemed: true, redeemedAt: input.now })
    .where(
      and(
        eq(customerRewards.customerId, input.customerId),
        eq(customerRewards.couponCode, coupon.code),
        eq(customerRewards.isRedeemed, false),
      ),
    );
}

export async function findCouponByCode(db: DbOrTx, code: string): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = upper(${code.trim()})`);
  return row ?? null;
}
