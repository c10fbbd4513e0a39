/**
 * The order contract shared by the order page, payment, accounts and the admin panel.
 * Money travels as integer pence plus the spec's "£12.34" text; the server computes both.
 */
import { z } from "zod";
import { OrderDeliverySchema } from "../delivery/delivery-order.schema";
import { AllergenSchema } from "../menu/allergen.schema";
import { ChosenOptionSchema } from "../menu/dish-options";

export const ORDER_STATUSES = ["received", "preparing", "ready", "collected", "cancelled"] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PAYMENT_STATUSES = ["pending", "completed", "partially_refunded", "refunded"] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The online providers a diner pays through (the payment routes take only these). */
export const PAYMENT_METHODS = ["stripe", "paypal", "test"] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Paid at the counter for a phone or counter order, recorded by staff (decision 0026). */
export const COUNTER_PAYMENT_METHODS = ["card", "cash"] as const;
/** Every way an order can have been paid: online, at the counter, or wholly by gift vouchers (issue 38). */
export const ORDER_PAYMENT_METHODS = [
  ...PAYMENT_METHODS,
  ...COUNTER_PAYMENT_METHODS,
  "gift_voucher",
] as const;
export const OrderPaymentMethodSchema = z.enum(ORDER_PAYMENT_METHODS);
export type OrderPaymentMethod = z.infer<typeof OrderPaymentMethodSchema>;

/** How an order reached the kitchen: the diner online, or staff taking it by phone or at the counter. */
export const ORDER_CHANNELS = ["online", "phone"] as const;
export const OrderChannelSchema = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof OrderChannelSchema>;

/** What printed an order's first ticket: a tablet's browser, or the kitchen's network printer. */
export const PRINTED_VIA = ["browser", "network"] as const;
const PrintedViaSchema = z.enum(PRINTED_VIA);
export type PrintedVia = z.infer<typeof PrintedViaSchema>;

const OrderItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The unit price including the chosen options. */
  price: z.string(),
  pricePence: z.number().int(),
  quantity: z.number().int().min(1),
  /** Empty for a dish without options and for orders placed before options existed. */
  options: z.array(ChosenOptionSchema),
  isVegetarian: z.boolean(),
  isSpicy: z.boolean(),
  allergens: z.array(AllergenSchema),
  specialInstructions: z.string().optional(),
});

/** One applied promotion (or the loyalty points spent): its own line, taken off the subtotal. */
export const PromotionLineSchema = z.object({
  promotionId: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(["percent_off", "amount_off", "free_item", "bundle_price", "points"]),
  code: z.string().nullable(),
  amountPence: z.number().int(),
});
export type PromotionLine = z.infer<typeof PromotionLineSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  items: z.array(OrderItemSchema),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
  /** The spec's text total, e.g. "£24.50". */
  totalAmount: z.string(),
  /** The diner's tip (issue 40): paid with the order, not in its total (not sales, no VAT). */
  tipPence: z.number().int(),
  discountLabel: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** Every promotion applied; subtotal minus these is the total. */
  promotions: z.array(PromotionLineSchema),
  pointsRedeemed: z.number().int(),
  paymentStatus: PaymentStatusSchema,
  paymentMethod: OrderPaymentMethodSchema.nullable(),
  paymentId: z.string().nullable(),
  refundedPence: z.number().int(),
  /** What gift vouchers paid of it (issue 38); absent when none did. The rest is still due. */
  giftVoucherPence: z.number().int().optional(),
  /** What staff must know about the payment, e.g. "Paid after cancellation - refunded automatically". */
  paymentNote: z.string().nullable(),
  orderStatus: OrderStatusSchema,
  collectionDate: z.string(),
  collectionTime: z.string(),
  specialInstructions: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  /** What printed the first ticket (null until one printed). */
  printedVia: PrintedViaSchema.nullable(),
  /**
   * The diner was offered online payment when placing it: unpaid, its ticket says "ONLINE PAYMENT
   * PENDING" (or waits for the payment); false, "TO PAY AT COLLECTION".
   */
  paysOnline: z.boolean(),
  /** "phone" for an order staff took by phone or at the counter. */
  channel: OrderChannelSchema,
  /** When staff acknowledged the new order (the board rings until then). */
  acknowledgedAt: z.string().nullable(),
  /** Where and how a delivery order goes (issue 35); null (or absent) for collection. */
  delivery: OrderDeliverySchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;
