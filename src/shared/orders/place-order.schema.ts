/**
 * What the order page sends (spec section 7) and what the diner's status page reads. The checkout
 * form and the server validate with the same rules; the client's totalAmount is accepted for
 * compatibility and never used.
 */
import { z } from "zod";
import {
  DeliveryAddressSchema,
  QuoteDeliverySchema,
  TrackingDeliverySchema,
} from "../delivery/delivery-order.schema";
import { ChosenOptionIdsSchema, ChosenOptionSchema } from "../menu/dish-options";
import { boundedInt, IdSchema, multiLineText, singleLineText } from "../text.schema";
import { TipPercentSchema } from "../tips/tips.schema";
import { OrderSchema, OrderStatusSchema, PaymentStatusSchema, PromotionLineSchema } from "./order.schema";

const MISSING_INFORMATION = "Missing Information";

/** A required text field: missing or blank gives the spec's 'Missing Information', naming the field. */
const requiredText = (label: string, max: number) =>
  singleLineText({ error: `${MISSING_INFORMATION} - ${label} is required` })
    .min(1, `${MISSING_INFORMATION} - ${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}$/;

export const OrderFormSchema = z.object({
  customerName: requiredText("Full Name", 100),
  customerPhone: requiredText("Phone Number", 20).regex(PHONE_PATTERN, "Please enter a valid phone number"),
  customerEmail: z
    .union([z.literal(""), z.email("Please enter a valid email address").max(255)])
    .nullish()
    .transform((v) => (v ? v : null)),
  collectionDate: requiredText("Collection Date", 12),
  collectionTime: requiredText("Collection Time", 10),
  specialInstructions: multiLineText()
    .max(500, "Special instructions must be at most 500 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  /** "Email me once to ask how it was": unticked unless the diner ticks it (decision 0030). */
  reviewRequestConsent: z.boolean().optional().default(false),
});

/**
 * A cart line on the wire: only the dish id, chosen option ids, quantity and note count; names and
 * prices are looked up.
 */
const OrderLineRequestSchema = z.object({
  id: IdSchema,
  /** The choice ids picked in the dish's options dialog (none for a dish without options). */
  options: ChosenOptionIdsSchema.default([]),
  quantity: boundedInt(1, 50, { min: "Quantity must be at least 1", max: "At most 50 of one dish" }),
  specialInstructions: multiLineText()
    .max(200, "Dish instructions must be at most 200 characters")
    .nullish()
    .transform((v) => (v ? v : undefined)),
});

const LinesSchema = z.array(OrderLineRequestSchema).min(1, "Your cart is empty").max(100);
const CouponCodeSchema = singleLineText()
  .max(20, "Coupon code must be at most 20 characters")
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  // Upper-casing can lengthen text ("ß" becomes "SS"): the code must still fit its column.
  .refine((v) => v === null || v.length <= 20, "Coupon code must be at most 20 characters");

const PointsSchema = boundedInt(0, 10_000_000, { min: "Points cannot be negative" })
  .nullish()
  .transform((v) => v ?? 0);

/** The cart's coupon box: the code as the quote takes it (upper-cased, empty for none). */
export const CouponFormSchema = z.object({ code: CouponCodeSchema });

/**
 * The cart's points box: a whole number, at most the diner's balance (the server also caps it at
 * the order's total); an empty box spends none.
 */
export function pointsFormSchema(balance: number) {
  return z.object({
    points: z.preprocess(
      (v) => (v === "" || v === undefined || v === null || Number.isNaN(v) ? 0 : v),
      boundedInt(0, balance, {
        min: "Points cannot be negative",
        max: `You have ${balance} points to spend`,
      }),
    ),
  });
}

export const PlaceOrderRequestSchema = OrderFormSchema.extend({
  items: LinesSchema,
  /** Loyalty points to spend (signed-in customers; never more than the total). */
  pointsToRedeem: PointsSchema,
  /** The spec's "£12.34" text: accepted and ignored (the server prices the order itself). */
  totalAmount: z.unknown().optional(),
  couponCode: CouponCodeSchema,
  /** The diner's tip, one of the owner's percentages (0 or absent: none; shared/tips). */
  tipPercent: TipPercentSchema,
  /** Delivery to this address (issue 35); absent or null: collection. */
  delivery: DeliveryAddressSchema.nullish().transform((v) => v ?? null),
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const QuoteRequestSchema = z.object({
  items: LinesSchema,
  couponCode: CouponCodeSchema,
  pointsToRedeem: PointsSchema,
  /** Price delivery to this address (issue 35); absent or null: collection. */
  delivery: DeliveryAddressSchema.nullish().transform((v) => v ?? null),
  /**
   * Delivery chosen before its address is checked: the promotions are priced for it (a
   * collection-only offer is not given) without a fee. An address above decides by itself.
   */
  fulfilment: z.enum(["collection", "delivery"]).optional(),
  /** The day and time chosen (order ahead, issue 39): promotions are priced for that day. */
  collectionDate: z.string().max(12).optional(),
  collectionTime: z.string().max(5).optional(),
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

/** The server's pricing: the spec's three amounts, and beside them every promotion as its own line. */
export const QuoteSchema = z.object({
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
  /** The applied promotions' titles in one text (older clients show this). */
  discountLabel: z.string().nullable(),
  /** The code applied (upper case), or null. */
  couponCode: z.string().nullable(),
  /** Why the entered code was not applied; null when it was (or none was entered). */
  couponError: z.string().nullable(),
  /**
   * The code was not applied only because the order already has a better discount: the order is
   * placed with that discount. Any other reason refuses an order that keeps the code.
   */
  couponBeatenByOffer: z.boolean(),
  /** Free dishes the order qualifies for but does not hold yet: the cart offers to add one. */
  freeItemsToClaim: z.array(
    z.object({ promotionId: z.number().int(), title: z.string(), category: z.string() }),
  ),
  lines: z.array(PromotionLineSchema),
  /** How the promotions combined this time (e.g. the code replaced an automatic offer). */
  notice: z.string().nullable(),
  /** The written rule, shown with the totals. */
  combiningRule: z.string(),
  pointsRedeemed: z.number().int(),
  /** Points worth £1 at checkout (staff setting). */
  pointsPerPound: z.number().int(),
  /** The signed-in customer's balance, or null for a guest. */
  pointsBalance: z.number().int().nullable(),
  minimumOrderPence: z.number().int(),
  /** How much more to add before the order can be placed (0 when it can). */
  amountToMinimumPence: z.number().int(),
  /** The delivery line when the quote is for delivery (its fee is in totalPence); null for collection. */
  delivery: QuoteDeliverySchema.nullable().optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * The per-order secret issued at checkout travels in this header on every guest call keyed by an
 * order id (payment), so an order id alone, which counts up, opens nothing.
 */
export const ORDER_TOKEN_HEADER = "x-order-token";

/** What POST /api/orders answers: the order and its secret, shown to this client only. */
export const PlacedOrderSchema = OrderSchema.extend({ accessToken: z.string() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** The diner's live status page: no phone or email, since anyone with the number can open it. */
export const OrderTrackingSchema = z.object({
  /** The payment calls are keyed by id (and need the order's secret as well). */
  id: z.number().int(),
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  collectionDate: z.string(),
  collectionTime: z.string(),
  /** price is the unit price (spec); lineTotal is quantity x price, so the lines add up. */
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      price: z.string(),
      lineTotal: z.string(),
      options: z.array(ChosenOptionSchema),
    }),
  ),
  /** Every promotion applied, so the page's lines add up to the total. */
  promotions: z.array(PromotionLineSchema),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
  totalAmount: z.string(),
  /** The diner's tip, paid with the order beside its total. */
  tipPence: z.number().int(),
  /** What gift vouchers have paid of it (issue 38); the rest is still due. */
  giftVoucherPence: z.number().int(),
  createdAt: z.string(),
  /** When staff printed the kitchen ticket; null until then (the confirmation says "sent" until printed). */
  printedAt: z.string().nullable(),
  /** The server's word that the order may be paid online now (shared/orders/order-payability.ts). */
  payable: z.boolean(),
  /** Why it cannot be paid online, when it cannot and is not paid: cancelled, collected, day over. */
  paymentRefusal: z.string().nullable(),
  /** A delivery's postcode, fee and progress (issue 35); null or absent for collection. */
  delivery: TrackingDeliverySchema.nullable().optional(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

export const OrderStatusUpdateSchema = z.object({ status: OrderStatusSchema });
