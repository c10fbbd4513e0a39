import type { PlacedOrder, PlaceOrderRequest } from "@shared/orders/place-order.schema";
import { apiRequest } from "@web/lib/api-client";

/**
 * The Idempotency-Key makes a retried submission of the same checkout return the first order. The
 * answer carries the order's secret (accessToken), which the payment calls send back.
 */
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>("POST", "/api/orders", body, { "Idempotency-Key": idempotencyKey });
}
