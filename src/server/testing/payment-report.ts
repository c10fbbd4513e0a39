/**
 * PATCH /api/orders/{id}/payment with the order's secret, as the diner's browser sends it once a
 * provider (or the simulated payment) has taken the money: the payment tests wrote this request a
 * dozen times, though only the method, the provider's reference and now and then the status differ.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { injectForOrder } from "@server/testing/inject-as";

/** Reports `paymentMethod`'s payment `paymentId` (its provider's reference) as `status`. */
export function reportPayment(
  app: FastifyInstance,
  order: { id: number; accessToken: string },
  paymentMethod: string,
  paymentId: string,
  status = "completed",
): Promise<LightMyRequestResponse> {
  return injectForOrder(app, order, "PATCH", `/api/orders/${order.id}/payment`, {
    status,
    paymentId,
    paymentMethod,
  });
}
