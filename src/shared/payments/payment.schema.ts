/**
 * The payment contract between the payment section, the admin refund form and the server
 * (spec section 7: create-payment-intent, PayPal, PATCH /api/orders/{id}/payment).
 */
import { z } from "zod";
import { OrderPaymentMethodSchema, PaymentMethodSchema, PaymentStatusSchema } from "../orders/order.schema";
import { boundedInt, IdParamSchema, MAX_PENCE, multiLineText, singleLineText } from "../text.schema";

export const PaymentConfigSchema = z.object({
  stripePublishableKey: z.string().nullable(),
  paypalClientId: z.string().nullable(),
  /** No provider keys outside production: a clearly labelled simulated payment is offered. */
  testMode: z.boolean(),
  /** False in production without keys: the order is paid at collection. */
  available: z.boolean(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** The spec's clients send the order id as a number or as text. */
const OrderIdSchema = IdParamSchema;

export const CreatePaymentIntentRequestSchema = z.object({
  orderId: OrderIdSchema,
  /** Pence, as Stripe counts; refused when it differs from the stored order's total. */
  amount: boundedInt(1, MAX_PENCE).optional(),
  currency: z.literal("gbp").optional(),
  automatic_payment_methods: z
    .object({ enabled: z.boolean(), allow_redirects: z.enum(["never", "always"]).optional() })
    .optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>;

export const ClientSecretResponseSchema = z.object({ clientSecret: z.string() });

export const PaypalSetupResponseSchema = z.object({ clientToken: z.string() });

export const CreatePaypalOrderRequestSchema = z.object({
  orderId: OrderIdSchema,
  /** The spec's body: pounds as text or number. Refused when it differs from the stored total. */
  amount: z
    .union([
      singleLineText().max(20),
      z
        .number()
        .min(0)
        .max(MAX_PENCE / 100),
    ])
    .optional(),
  currency: singleLineText().max(3).optional(),
  intent: z.literal("CAPTURE").optional(),
});
export type CreatePaypalOrderRequest = z.infer<typeof CreatePaypalOrderRequestSchema>;

export const PaypalOrderResponseSchema = z.object({ id: z.string() });

export const UpdateOrderPaymentRequestSchema = z.object({
  status: singleLineText().min(1).max(50),
  paymentId: singleLineText().min(1).max(255),
  paymentMethod: PaymentMethodSchema,
});
export type UpdateOrderPaymentRequest = z.infer<typeof UpdateOrderPaymentRequestSchema>;

/** The payment side of an order, as every payment route answers it. */
export const OrderPaymentSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  paymentStatus: PaymentStatusSchema,
  paymentMethod: OrderPaymentMethodSchema.nullable(),
  paymentId: z.string().nullable(),
  totalPence: z.number().int(),
  refundedPence: z.number().int(),
  paidAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const PaypalCaptureResponseSchema = OrderPaymentSchema.extend({
  /** PayPal's own order id and status, for the buttons' success handler. */
  id: z.string(),
  status: z.string(),
});
export type PaypalCaptureResponse = z.infer<typeof PaypalCaptureResponseSchema>;

export const RefundRequestSchema = z.object({
  /** Pence; the whole remaining amount when absent. */
  /** Pence of the order's total; 0 only to give back the tip alone (`refundTip`). */
  amountPence: boundedInt(0, MAX_PENCE).optional(),
  /**
   * How much of the amount gives back a delivery order's fee (issue 35). When absent the fee goes
   * back last: only once the rest of the order is refunded (src/shared/payments/refunds.ts).
   */
  deliveryFeePence: boundedInt(0, MAX_PENCE).optional(),
  /**
   * Whether the diner's tip goes back too, on top of the amount (issue 40). When absent it goes
   * back only with a refund of everything left of the order (src/shared/payments/refunds.ts).
   */
  refundTip: z.boolean().optional(),
  reason: multiLineText().max(500).optional(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

const RefundSchema = z.object({
  id: z.number().int(),
  amountPence: z.number().int(),
  /** The part of the amount that gave back the delivery fee. */
  deliveryFeePence: z.number().int(),
  /** The tip given back with it, on top of the amount. */
  tipPence: z.number().int(),
  provider: OrderPaymentMethodSchema,
  providerRefundId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const RefundResultSchema = z.object({ payment: OrderPaymentSchema, refunds: z.array(RefundSchema) });
export type RefundResult = z.infer<typeof RefundResultSchema>;

/**
 * Which provider payment paid something the server priced that is not an order (a gift voucher, a
 * catering deposit): a Stripe PaymentIntent's id, or the PayPal order's id the server captures.
 */
export const PROVIDER_PAYMENT_SCHEMAS = [
  z.object({ paymentMethod: z.literal("stripe"), paymentId: z.string().min(1).max(255) }),
  z.object({
    paymentMethod: z.literal("paypal"),
    paymentId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/, "is not a PayPal order id"),
  }),
] as const;
