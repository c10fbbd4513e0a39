import type { Order } from "@shared/orders/order.schema";
import type { CounterPaymentRequest } from "@shared/orders/phone-order.schema";
import { apiRequest } from "@web/lib/api-client";

/** Records that an unpaid order (phone or online) was paid at the counter, by card or cash. */
export function takeCounterPayment(id: number, body: CounterPaymentRequest) {
  return apiRequest<Order>("PUT", `/api/admin/orders/${id}/payment`, body);
}
