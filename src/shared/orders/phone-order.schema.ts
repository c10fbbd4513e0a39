/**
 * A phone or counter order (issue 22, decision 0026): staff send what the diner's checkout sends
 * (POST /api/orders), plus how the order is paid. It is priced, checked and booked by the same
 * service as an online order.
 */
import { z } from "zod";
import { COUNTER_PAYMENT_METHODS, type OrderPaymentMethod } from "./order.schema";
import { OrderFormSchema, PlaceOrderRequestSchema } from "./place-order.schema";

export const PHONE_ORDER_PAYMENTS = ["at_collection", "card_at_counter", "cash_at_counter"] as const;
export type PhoneOrderPayment = (typeof PHONE_ORDER_PAYMENTS)[number];

export const PHONE_ORDER_PAYMENT_LABELS: Record<PhoneOrderPayment, string> = {
  at_collection: "Pay at collection",
  card_at_counter: "Paid by card at the counter",
  cash_at_counter: "Paid in cash at the counter",
};

/** The order's stored payment method for a payment taken at the counter; null when still to pay. */
export const PHONE_ORDER_PAYMENT_METHOD: Record<PhoneOrderPayment, OrderPaymentMethod | null> = {
  at_collection: null,
  card_at_counter: "card",
  cash_at_counter: "cash",
};

const PaymentSchema = z.enum(PHONE_ORDER_PAYMENTS, "Choose how the order is paid");

export const PhoneOrderRequestSchema = PlaceOrderRequestSchema.extend({
  paymentMethod: PaymentSchema,
});
export type PhoneOrderRequest = z.input<typeof PhoneOrderRequestSchema>;

/** The phone order dialog's details form: the checkout's fields plus the payment. */
export const PhoneOrderFormSchema = OrderFormSchema.extend({ paymentMethod: PaymentSchema });

/**
 * An unpaid order (a phone order to pay at collection, or an online one the diner did not pay
 * online) paid when the diner collects it: staff record how. Until then it is not in the takings
 * (they count an order on the day it is paid) and is listed at close as unpaid (decision 0035).
 */
export const CounterPaymentRequestSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS, "Choose card or cash"),
});
export type CounterPaymentRequest = z.infer<typeof CounterPaymentRequestSchema>;
export type CounterPaymentMethod = CounterPaymentRequest["method"];

/** How the payment reads in the audit log and on the board's confirmation. */
export const COUNTER_PAYMENT_WORDS: Record<CounterPaymentMethod, string> = {
  card: "by card",
  cash: "in cash",
};
