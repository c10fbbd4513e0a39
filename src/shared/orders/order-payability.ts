/**
 * Whether an order can still be paid online, and if not why (issue 33 item 2, decision 0039): one
 * rule for the payment start routes (409 with this reason), the live order page (the pay button or
 * the reason) and the confirmation.
 */
import { getLondonMoment } from "../opening-hours/london-time";
import type { OrderStatus, PaymentStatus } from "./order.schema";

export const CANCELLED_ORDER_CANNOT_BE_PAID = "This order has been cancelled, so it cannot be paid.";
const ORDER_ALREADY_PAID = "This order has already been paid";
export const COLLECTED_ORDER_CANNOT_BE_PAID =
  "This order has been collected, so it can no longer be paid online. Please settle it with us in person.";
export const CLOSED_ORDER_CANNOT_BE_PAID =
  "This order's collection day has passed, so it can no longer be paid online. Please call us if you still owe for it.";

/** null when the order may be paid online now; otherwise the reason the diner is given. */
export function orderPaymentRefusal(
  order: { orderStatus: OrderStatus; paymentStatus: PaymentStatus; collectionDate: string },
  now: Date,
): string | null {
  if (order.orderStatus === "cancelled") return CANCELLED_ORDER_CANNOT_BE_PAID;
  if (order.paymentStatus !== "pending") return ORDER_ALREADY_PAID;
  if (order.orderStatus === "collected") return COLLECTED_ORDER_CANNOT_BE_PAID;
  if (order.collectionDate < getLondonMoment(now).date) return CLOSED_ORDER_CANNOT_BE_PAID;
  return null;
}

/**
 * The order's live page with its secret in the fragment: the page can pay the order, and the
 * secret never reaches a server log or a Referer header (browsers send neither the fragment).
 */
export function liveOrderPath(orderNumber: string, accessToken?: string | null): string {
  const path = `/order/${encodeURIComponent(orderNumber)}`;
  return accessToken ? `${path}#pay=${encodeURIComponent(accessToken)}` : path;
}

/** The secret from a live page's fragment ("#pay=..."), or null. */
export function readPayFragment(hash: string): string | null {
  const match = /(?:^#|&)pay=([^&]+)/.exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
