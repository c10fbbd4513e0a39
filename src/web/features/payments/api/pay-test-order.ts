import type { OrderPayment } from "@shared/payments/payment.schema";
import { apiRequest } from "@web/lib/api-client";
import { type GuestOrder, orderTokenHeaders } from "./order-token";

/** Test mode's simulated payment: the server records the stored total with the 'test' provider. */
export function payTestOrder(order: GuestOrder) {
  return apiRequest<OrderPayment>(
    "POST",
    `/api/payments/test/${order.id}/pay`,
    undefined,
    orderTokenHeaders(order),
  );
}
