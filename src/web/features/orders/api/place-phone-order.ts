import type { Order } from "@shared/orders/order.schema";
import type { PhoneOrderRequest } from "@shared/orders/phone-order.schema";
import { apiRequest } from "@web/lib/api-client";

/** Staff place a phone or counter order; the Idempotency-Key makes a retried tap place one order. */
export function placePhoneOrder(body: PhoneOrderRequest, idempotencyKey: string): Promise<Order> {
  return apiRequest<Order>("POST", "/api/admin/orders", body, { "Idempotency-Key": idempotencyKey });
}
