import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ClientSecretResponseSchema,
  CreatePaymentIntentRequestSchema,
  OrderPaymentSchema,
  PaymentConfigSchema,
  UpdateOrderPaymentRequestSchema,
} from "@shared/payments/payment.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { readOrderToken } from "../orders/order-access.service";
import { payTestOrder, updateOrderPayment } from "./order-payment.service";
import { getPaymentConfig, requireStripe } from "./payment-providers.service";
import { toOrderPayment } from "./payment-recording.service";
import { createPaymentIntentForOrder } from "./stripe-payments.service";

const OrderIdParams = IdParamsSchema;
const paymentRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/**
 * Mounted at /api: card payment, the payment PATCH, test mode and staff refunds. The guest routes
 * keyed by an order need its X-Order-Token and answer 404 "Order not found" without the right one.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/payments/config", { schema: { response: { 200: PaymentConfigSchema } } }, async () =>
    getPaymentConfig(app.deps.env),
  );

  app.post(
    "/create-payment-intent",
    {
      config: paymentRateLimit,
      schema: { body: CreatePaymentIntentRequestSchema, response: { 200: ClientSecretResponseSchema } },
    },
    async (request) =>
      createPaymentIntentForOrder(
        app.deps,
        requireStripe(app.deps.env),
        request.body,
        readOrderToken(request.headers),
      ),
  );

  app.patch(
    "/orders/:id/payment",
    {
      config: paymentRateLimit,
      schema: {
        params: OrderIdParams,
        body: UpdateOrderPaymentRequestSchema,
        response: { 200: OrderPaymentSchema },
      },
    },
    async (request) =>
      toOrderPayment(
        await updateOrderPayment(app.deps, request.params.id, readOrderToken(request.headers), request.body),
      ),
  );

  app.post(
    "/payments/test/:id/pay",
    {
      config: paymentRateLimit,
      schema: { params: OrderIdParams, response: { 200: OrderPaymentSchema } },
    },
    async (request) =>
      toOrderPayment(await payTestOrder(app.deps, request.params.id, readOrderToken(request.headers))),
  );
};
