/**
 * The order contract shared by the order page, payment, accounts and the admin panel.
 * Money travels as integer pence plus the spec's "£12.34" text; the server computes both.
 */
import { z } from "zod";
import { AllergenSchema } from "../menu/allergens";

export const ORDER_STATUSES = ["received", "preparing", "ready", "collected", "cancelled"] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PAYMENT_STATUSES = ["pending", "completed", "partially_refunded", "refunded"] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PAYMENT_METHODS = ["stripe", "paypal", "test"] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  pricePence: z.number().int(),
  quantity: z.number().int().min(1),
  isVegetarian: z.boolean(),
  isSpicy: z.boolean(),
  allergens: z.array(AllergenSchema),
  specialInstructions: z.string().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

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
  discountLabel: z.string().nullable(),
  couponCode: z.string().nullable(),
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodSchema.nullable(),
  paymentId: z.string().nullable(),
  refundedPence: z.number().int(),
  orderStatus: OrderStatusSchema,
  collectionDate: z.string(),
  collectionTime: z.string(),
  specialInstructions: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
