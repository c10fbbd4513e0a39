import type { Order } from "../../../../shared/orders/order.schema";
import type { PlaceOrderRequest } from "../../../../shared/orders/place-order.schema";
import { apiRequest } from "../../../lib/api-client";

/** The Idempotency-Key makes a retried submission of the same checkout return the first order. */
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  return apiRequest<Order>("POST", "/api/orders", body, { "Idempotency-Key": idempotencyKey });
}
