/** The money mails: payment received and refund issued to the diner, a late payment to the restaurant. */
import { formatPence } from "@shared/money";
import type { OrderPaymentMethod, PaymentMethod } from "@shared/orders/order.schema";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import { type MailText, type OrderMailFacts, SIGNATURE, writeMailText } from "../../lib/mail-text";

function describeProvider(provider: PaymentMethod): string {
  if (provider === "stripe") return "card";
  if (provider === "paypal") return "PayPal";
  return "test payment (no money was taken)";
}

export function paymentReceived(
  order: OrderMailFacts,
  payment: { provider: PaymentMethod; paymentId: string },
): MailText {
  return writeMailText(`Payment received for order ${order.orderNumber}`, [
    `Thank you, ${order.customerName}.`,
    "",
    `We have received your payment of ${formatPence(order.totalPence)} for order ${order.orderNumber}.`,
    `Collection: ${formatCalendarDateInFull(order.collectionDate)} at ${order.collectionTime}.`,
    `Paid by: ${describeProvider(payment.provider)} (reference ${payment.paymentId}).`,
    "",
    SIGNATURE,
  ]);
}

const REFUND_DESTINATION: Record<OrderPaymentMethod, string> = {
  stripe: "the card you paid with",
  paypal: "your PayPal account",
  test: "the test payment (no money was taken, so none moves)",
  // Orders staff took by phone and were paid at the counter (decision 0026): given back there.
  card: "the card you paid with at the counter",
  cash: "you in cash at the counter",
  gift_voucher: "your gift voucher",
};

/** To the diner: money given back on their order (part or all of it), and what is left paid. */
export function refundIssued(
  order: OrderMailFacts & { totalPence: number; refundedPence: number },
  refund: { amountPence: number; tipPence?: number; provider: OrderPaymentMethod },
): MailText {
  const whole = order.refundedPence >= order.totalPence;
  const tip = refund.tipPence ?? 0;
  const given = refund.amountPence + tip;
  const lines = [
    `Hello ${order.customerName},`,
    "",
    refund.amountPence === 0
      ? `We have refunded your ${formatPence(tip)} tip for order ${order.orderNumber} to ${REFUND_DESTINATION[refund.provider]}.`
      : `We have refunded ${formatPence(refund.amountPence)} of your ${formatPence(order.totalPence)} payment for order ${order.orderNumber}${tip > 0 ? `, and your ${formatPence(tip)} tip,` : ""} to ${REFUND_DESTINATION[refund.provider]}.`,
    whole
      ? "Your order has now been refunded in full."
      : `In all we have refunded ${formatPence(order.refundedPence)}; ${formatPence(order.totalPence - order.refundedPence)} of the payment stands.`,
    "A card refund usually reaches your account within 5 to 10 working days.",
    "",
    SIGNATURE,
  ];
  return writeMailText(`Refund of ${formatPence(given)} for order ${order.orderNumber}`, lines);
}

/** To the restaurant: money arrived for an order staff had cancelled, and what became of it. */
export function latePaymentForRestaurant(
  order: OrderMailFacts & { customerPhone: string; paymentMethod: string | null; paymentId: string | null },
  outcome: { refunded: boolean; failure: string | null },
): MailText {
  const provider =
    { stripe: "Stripe (card)", paypal: "PayPal", test: "the simulated payment" }[order.paymentMethod ?? ""] ??
    "the payment provider";
  return writeMailText(`Order ${order.orderNumber} was paid after it was cancelled`, [
    `Order ${order.orderNumber} (${order.customerName}, ${order.customerPhone}) had been cancelled,`,
    `but a payment of ${formatPence(order.totalPence)} arrived for it through ${provider} (reference ${order.paymentId ?? "unknown"}).`,
    "",
    outcome.refunded
      ? `The payment has been refunded automatically in full through ${provider}. Nothing more needs doing.`
      : `The automatic refund FAILED (${outcome.failure ?? "no reason given"}). Please refund it by hand from the admin's Orders tab.`,
    "",
    SIGNATURE,
  ]);
}
