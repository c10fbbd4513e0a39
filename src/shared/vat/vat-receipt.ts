/**
 * When an order has a VAT receipt (issue 40): the one rule for the server, which answers 409 with
 * the reason, and for the screens, which offer the receipt only when the server will give it.
 */
import type { PaymentStatus } from "../orders/order.schema";

/** A restaurant gives VAT receipts while VAT registration is on and it has a VAT number. */
export function isVatRegistered(registration: { registered: boolean; vatNumber: string | null }): boolean {
  return registration.registered && Boolean(registration.vatNumber);
}

/** Why the order has no VAT receipt, in words; null when it has one. */
export function vatReceiptRefusal(vatRegistered: boolean, paymentStatus: PaymentStatus): string | null {
  if (!vatRegistered)
    return "The restaurant is not VAT-registered (VAT settings): it cannot give a VAT receipt";
  // A receipt states what was paid: an order still to pay has none yet.
  if (paymentStatus === "pending")
    return "This order has not been paid yet: its VAT receipt comes with the payment";
  return null;
}
