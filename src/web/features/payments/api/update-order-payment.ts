import type { PaymentMethod } from "../../../../shared/orders/order.schema";
import type { OrderPayment } from "../../../../shared/payments/payment.schema";
import { apiRequest } from "../../../lib/api-client";

/** Tells the server a payment finished; it records it only after checking with the provider. */
export function updateOrderPayment(
  orderId: number,
  body: { paymentId: string; paymentMethod: PaymentMethod },
) {
  return apiRequest<OrderPayment>("PATCH", `/api/orders/${orderId}/payment`, {
    status: "completed",
    ...body,
  });
}
