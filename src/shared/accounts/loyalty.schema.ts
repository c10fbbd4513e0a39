/** What a signed-in customer sees of their rewards, coupon history and orders (spec section 3). */
import { z } from "zod";
import { formatPounds } from "../money";
import { OrderStatusSchema, PaymentStatusSchema } from "../orders/order.schema";

export const WELCOME_COUPON_CODE = "WELCOME15";
export const WELCOME_REWARD_TYPE = "welcome_bonus";
export const ORDER_POINTS_REWARD_TYPE = "order_points";
/** The points of a refunded order taken back; stored with a negative pointsEarned. */
export const ORDER_POINTS_REFUND_TYPE = "order_points_refunded";

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
});
export type CustomerReward = z.infer<typeof CustomerRewardSchema>;

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
