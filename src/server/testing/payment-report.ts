/**
 * PATCH /api/orders/{id}/payment with the order's secret, as the diner's browser sends it once a
 * provider (or the simulated payment) has taken the money: the payment tests wrote this request a
 * dozen times, and the body they send is what each one is about.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { injectForOrder } from "@server/testing/inject-as";

export function reportPayment(
  app: FastifyInstance,
  order: { id: number; accessToken: string },
  payment: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return injectForOrder(app, order, "PATCH", `/api/orders/${order.id}/payment`, payment);
}
