import type { PaymentMethod } from "@shared/orders/order.schema";
import type { OrderPayment } from "@shared/payments/payment.schema";
import { apiRequest } from "@web/lib/api-client";
import { type GuestOrder, orderTokenHeaders } from "./order-token";

/** Tells the server a payment finished; it records it only after checking with the provider. */
export function updateOrderPayment(
  order: GuestOrder,
  body: { paymentId: string; paymentMethod: PaymentMethod },
) {
  return apiRequest<OrderPayment>(
    "PATCH",
    `/api/orders/${order.id}/payment`,
    { status: "completed", ...body },
    orderTokenHeaders(order),
  );
}
