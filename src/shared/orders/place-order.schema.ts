/**
 * What the order page sends (spec section 7) and what the diner's status page reads. The checkout
 * form and the server validate with the same rules; the client's totalAmount is accepted for
 * compatibility and never used.
 */
import { z } from "zod";
import { boundedInt, IdSchema, multiLineText, singleLineText } from "../text.schema";
import { OrderSchema, OrderStatusSchema, PaymentStatusSchema } from "./order.schema";
import { PricingSchema } from "./pricing";

export const MISSING_INFORMATION = "Missing Information";

/** A required text field: missing or blank gives the spec's 'Missing Information', naming the field. */
const requiredText = (label: string, max: number) =>
  singleLineText({ error: `${MISSING_INFORMATION} - ${label} is required` })
    .min(1, `${MISSING_INFORMATION} - ${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}$/;

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
});
export type OrderForm = z.input<typeof OrderFormSchema>;

/** A cart line on the wire: only the dish id, quantity and note count; name and price are looked up. */
export const OrderLineRequestSchema = z.object({
  id: IdSchema,
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

export const PlaceOrderRequestSchema = OrderFormSchema.extend({
  items: LinesSchema,
  /** The spec's "£12.34" text: accepted and ignored (the server prices the order itself). */
  totalAmount: z.unknown().optional(),
  couponCode: CouponCodeSchema,
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const QuoteRequestSchema = z.object({ items: LinesSchema, couponCode: CouponCodeSchema });
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
export const QuoteSchema = PricingSchema;
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
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  collectionDate: z.string(),
  collectionTime: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.string() })),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
  totalAmount: z.string(),
  createdAt: z.string(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

export const OrderStatusUpdateSchema = z.object({ status: OrderStatusSchema });
