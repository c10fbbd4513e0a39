/**
 * What GET /api/payments/config tells the payment section, for the tests of each provider setup:
 * each wrote the request and the whole four-field answer, though only one or two fields differ.
 */
import type { FastifyInstance } from "fastify";
import type { PaymentConfig } from "@shared/payments/payment.schema";

export async function readPaymentConfig(app: FastifyInstance): Promise<unknown> {
  return (await app.inject({ method: "GET", url: "/api/payments/config" })).json();
}

/** The whole answer when nothing is offered, with `offered` on top: a test names what it turns on. */
export function paymentConfigWith(offered: Partial<PaymentConfig>): PaymentConfig {
  return { stripePublishableKey: null, paypalClientId: null, testMode: false, available: false, ...offered };
}
