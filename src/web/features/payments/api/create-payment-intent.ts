import { apiRequest } from "@web/lib/api-client";
import { type GuestOrder, orderTokenHeaders } from "./order-token";

/** Spec section 7's body plus the order; the server charges the stored total, in pence. */
export function createPaymentIntent(order: GuestOrder & { totalPence: number }) {
  return apiRequest<{ clientSecret?: string; message?: string }>(
    "POST",
    "/api/create-payment-intent",
    {
      orderId: order.id,
      amount: order.totalPence,
      currency: "gbp",
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    },
    orderTokenHeaders(order),
  );
}
