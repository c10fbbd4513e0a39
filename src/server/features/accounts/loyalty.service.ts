/**
 * Loyalty and per-customer promotion facts. Plain functions over a db or a transaction, called by the
 * order and payment flows:
 * - loadCustomerFacts while pricing an order (before it is stored),
 * - recordPromotionUses inside the transaction that stores the order (it re-checks under a row lock),
 * - recordPaidOrder once the order's payment_status has become 'completed',
 * - takeBackRefundedPoints in the transaction that records a refund.
 */
import { and, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  calculateLoyaltyPoints,
  calculatePointsTakenBack,
  ORDER_POINTS_REFUND_TYPE,
  ORDER_POINTS_REWARD_TYPE,
} from "../../../shared/accounts/loyalty.schema";
import type { AppliedPromotion, CustomerFacts } from "../../../shared/offers/promotions-engine";
import { checkPromotionAvailable } from "../../../shared/offers/promotions-engine";
import type { DbOrTx } from "../../db/client";
import {
  customerCoupons,
  customerRewards,
  customers,
  offers,
  onlineOrders,
  orderRefunds,
  restaurantSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { toPromotion } from "../offers/offers.queries";

/** A db or a transaction: both run the same queries. */

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

/**
 * What the promotions engine needs to know about a signed-in customer: earlier orders, date of birth,
 * uses of each promotion so far and the points balance.
 */
export async function loadCustomerFacts(
  db: DbOrTx,
  customerId: number,
  options: { excludeOrderId?: number } = {},
): Promise<CustomerFacts | null> {
  const [customer] = await db
    .select({
      totalOrders: customers.totalOrders,
      dateOfBirth: customers.dateOfBirth,
      loyaltyPoints: customers.loyaltyPoints,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const earlier = await countEarlierOrders(db, customerId, options.excludeOrderId);
  const uses = await db
    .select({ offerId: customerCoupons.offerId, n: sql<number>`count(*)::int` })
    .from(customerCoupons)
    .where(
      and(
        eq(customerCoupons.customerId, customerId),
        options.excludeOrderId === undefined
          ? undefined
          : ne(customerCoupons.orderId, options.excludeOrderId),
      ),
    )
    .groupBy(customerCoupons.offerId);
  const usesByPromotion: Record<number, number> = {};
  for (const u of uses) if (u.offerId !== null) usesByPromotion[u.offerId] = u.n;
  return {
    id: customerId,
    earlierOrders: Math.max(customer.totalOrders, earlier),
    dateOfBirth: customer.dateOfBirth,
    usesByPromotion,
    loyaltyPoints: customer.loyaltyPoints,
  };
}

/**
 * Records the promotions and points an order used. Call inside the transaction that stores the
 * order, which has already locked the customer's row (SELECT ... FOR UPDATE, as before): a second
 * order of the same customer waits there, then re-checks here and sees the first one's uses and
 * spent points, so per-customer limits and the points balance cannot be overspent. Total uses are
 * counted with a conditional UPDATE (no row back = the limit was reached meanwhile). Any refusal
 * throws an HttpError 409, which rolls the whole order back.
 */
export async function recordPromotionUses(
  tx: DbOrTx,
  input: {
    customerId: number | null;
    orderId: number;
    lines: readonly AppliedPromotion[];
    pointsRedeemed: number;
    now: Date;
  },
): Promise<void> {
  const facts =
    input.customerId === null
      ? null
      : await loadCustomerFacts(tx, input.customerId, { excludeOrderId: input.orderId });
  for (const line of input.lines) {
    if (line.promotionId === null) continue;
    const [row] = await tx.select().from(offers).where(eq(offers.id, line.promotionId));
    const promotion = row ? toPromotion(row) : null;
    const reason = promotion ? checkPromotionAvailable(promotion, input.now, facts) : "unknown";
    if (reason !== null) {
      throw new HttpError(
        409,
        `${line.title}: ${reason ?? ""} Please review your order and try again.`.trim(),
      );
    }
    const [counted] = await tx
      .update(offers)
      .set({ currentRedemptions: sql`${offers.currentRedemptions} + 1` })
      .where(
        and(
          eq(offers.id, line.promotionId),
          or(isNull(offers.maxRedemptions), sql`${offers.currentRedemptions} < ${offers.maxRedemptions}`),
        ),
      )
      .returning({ id: offers.id });
    if (!counted) {
      throw new HttpError(
        409,
        "The offer on your order has just ended. Please review your order and try again.",
      );
    }
    if (input.customerId !== null) {
      await tx.insert(customerCoupons).values({
        customerId: input.customerId,
        offerId: line.promotionId,
        orderId: input.orderId,
        discountAppliedPence: line.amountPence,
        usedAt: input.now,
      });
      if (line.code) {
        // The reward that handed out this code (WELCOME15's welcome bonus) is now spent.
        await tx
          .update(customerRewards)
          .set({ isRedeemed: true, redeemedAt: input.now })
          .where(
            and(
              eq(customerRewards.customerId, input.customerId),
              eq(customerRewards.couponCode, line.code),
              eq(customerRewards.isRedeemed, false),
            ),
          );
      }
    }
  }
  if (input.pointsRedeemed > 0) {
    if (input.customerId === null) throw new HttpError(400, "Please sign in to spend loyalty points.");
    const [spent] = await tx
      .update(customers)
      .set({ loyaltyPoints: sql`${customers.loyaltyPoints} - ${input.pointsRedeemed}`, updatedAt: input.now })
      .where(and(eq(customers.id, input.customerId), gte(customers.loyaltyPoints, input.pointsRedeemed)))
      .returning({ id: customers.id });
    if (!spent) throw new HttpError(409, POINTS_CHANGED_MESSAGE);
  }
}

export const POINTS_CHANGED_MESSAGE =
  "You no longer have enough loyalty points for this order. Please review your order and try again.";

/**
 * Gives back the points an order spent, once: call inside the refund's transaction after locking the
 * order row. A full refund returns them all; a partial one returns the refunded share.
 */
export async function returnRedeemedPoints(tx: DbOrTx, orderId: number, now: Date): Promise<number> {
  const [order] = await tx
    .select({
      customerId: onlineOrders.customerId,
      orderNumber: onlineOrders.orderNumber,
      totalPence: onlineOrders.totalPence,
      pointsRedeemed: onlineOrders.pointsRedeemed,
    })
    .from(onlineOrders)
    .where(eq(onlineOrders.id, orderId));
  if (!order || order.customerId === null || order.pointsRedeemed <= 0) return 0;
  const [refunded] = await tx
    .select({ pence: sql<number>`coalesce(sum(${orderRefunds.amountPence}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const [returned] = await tx
    .select({ points: sql<number>`coalesce(sum(${customerRewards.pointsEarned}), 0)::int` })
    .from(customerRewards)
    .where(
      and(
        eq(customerRewards.customerId, order.customerId),
        eq(customerRewards.type, POINTS_RETURNED_TYPE),
        eq(customerRewards.description, orderPointsDescription(order.orderNumber)),
      ),
    );
  const share = order.totalPence <= 0 ? 1 : Math.min(1, (refunded?.pence ?? 0) / order.totalPence);
  const due = Math.floor(order.pointsRedeemed * share) - (returned?.points ?? 0);
  if (due <= 0) return 0;
  await tx
    .update(customers)
    .set({ loyaltyPoints: sql`${customers.loyaltyPoints} + ${due}`, updatedAt: now })
    .where(eq(customers.id, order.customerId));
  await tx.insert(customerRewards).values({
    customerId: order.customerId,
    type: POINTS_RETURNED_TYPE,
    title: `${due} loyalty point${due === 1 ? "" : "s"} returned (refund)`,
    description: orderPointsDescription(order.orderNumber),
    pointsEarned: due,
    createdAt: now,
  });
  return due;
}

const POINTS_RETURNED_TYPE = "points_returned";
