/** What a signed-in customer sees of their rewards, coupon history and orders (spec section 3). */
import { z } from "zod";
import { formatPounds } from "../money";
import { OrderStatusSchema, PaymentStatusSchema } from "../orders/order.schema";

export const WELCOME_COUPON_CODE = "WELCOME15";
export const WELCOME_REWARD_TYPE = "welcome_bonus";

/**
 * Where a reward's code stands, by the same rule the checkout applies (checkPromotionAvailable):
 * "ready" only while an order would accept it now.
 */
const REWARD_STATES = ["ready", "used", "unavailable"] as const;
export type RewardState = (typeof REWARD_STATES)[number];

export const CustomerRewardSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  couponCode: z.string().nullable(),
  pointsEarned: z.number().int(),
  isRedeemed: z.boolean(),
  redeemedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** For a reward with a code: whether checkout would take it now; null for a reward without one. */
  state: z.enum(REWARD_STATES).nullable(),
  /** Why the code cannot be used now (the checkout's own words), when state is "unavailable". */
  stateReason: z.string().nullable(),
});
export type CustomerReward = z.infer<typeof CustomerRewardSchema>;

/** One row of the points ledger as the customer sees it. */
const POINTS_ENTRY_KINDS = ["opening", "earn", "spend", "take_back", "return"] as const;
const PointsEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** Positive for points in, negative for points out. */
  points: z.number().int(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const PointsHistorySchema = z.object({
  /** The sum of every entry (below zero only when a refund took back points already spent). */
  balance: z.number().int(),
  entries: z.array(PointsEntrySchema),
});
export type PointsHistory = z.infer<typeof PointsHistorySchema>;

/** "Earned on order HH-7K3M9P", "Spent on order ...", in the history's own words. */
export function describePointsEntry(entry: Pick<PointsEntry, "kind" | "orderNumber">): string {
  const order = entry.orderNumber ? ` order ${entry.orderNumber}` : " an order";
  switch (entry.kind) {
    case "opening":
      return "Balance carried over";
    case "earn":
      return `Earned on${order}`;
    case "spend":
      return `Spent on${order}`;
    case "take_back":
      return `Taken back: refund of${order}`;
    case "return":
      return `Returned from${order} (refunded or cancelled)`;
  }
}

/** The spec's coupon usage view: id, couponCode, discountAmount, usedAt. */
export const CouponUsageSchema = z.object({
  id: z.number().int(),
  couponCode: z.string(),
  /** Pounds as text, e.g. "3.75". */
  discountAmount: z.string(),
  discountPence: z.number().int(),
  usedAt: z.string(),
  orderNumber: z.string().nullable(),
});
export type CouponUsage = z.infer<typeof CouponUsageSchema>;

export const CustomerOrderSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  collectionDate: z.string(),
  collectionTime: z.string(),
  orderStatus: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  totalPence: z.number().int(),
  /** "£24.50" */
  totalAmount: z.string(),
  itemCount: z.number().int(),
});
export type CustomerOrderSummary = z.infer<typeof CustomerOrderSummarySchema>;

/** Loyalty points for a paid order: a whole number of points per whole pound paid. */
export function calculateLoyaltyPoints(paidPence: number, pointsPerPound: number): number {
  if (paidPence <= 0 || pointsPerPound <= 0) return 0;
  return Math.floor(paidPence / 100) * Math.floor(pointsPerPound);
}

/**
 * How many of an order's points a refund takes back in all: the refunded share of them, rounded in
 * the customer's favour, so a full refund takes back every point and partial refunds never more.
 */
export function calculatePointsTakenBack(
  pointsEarned: number,
  refundedPence: number,
  totalPence: number,
): number {
  if (pointsEarned <= 0 || refundedPence <= 0 || totalPence <= 0) return 0;
  if (refundedPence >= totalPence) return pointsEarned;
  return Math.floor((pointsEarned * refundedPence) / totalPence);
}

/** Pence as the spec's decimal pounds text, e.g. 12345 → "123.45". */
export function formatPoundsDecimal(pence: number): string {
  return formatPounds(pence);
}
