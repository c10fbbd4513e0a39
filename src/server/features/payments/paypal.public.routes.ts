import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CreatePaypalOrderRequestSchema,
  PaypalCaptureResponseSchema,
  PaypalOrderResponseSchema,
  PaypalSetupResponseSchema,
} from "@shared/payments/payment.schema";
import { HttpError } from "../../lib/http-error";
import { PaypalApiError } from "../../lib/paypal-client";
import { readOrderToken } from "../orders/order-access.service";
import { requirePaypal } from "./payment-providers.service";
import { toOrderPayment } from "./payment-recording.service";
import { capturePaypalOrder, createPaypalOrderForOrder } from "./paypal-payments.service";

const paypalRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/**
 * Mounted at /paypal (spec section 7's paths): PayPal Orders v2, created and captured by the server.
 * Creating and capturing need the order's X-Order-Token, as every guest route keyed by an order does.
 */
export const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/setup",
    { config: paypalRateLimit, schema: { response: { 200: PaypalSetupResponseSchema } } },
    async (request) => {
      try {
        return { clientToken: await requirePaypal(app.deps.env).generateClientToken() };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, "PayPal client token failed");
        throw new HttpError(
          502,
          error instanceof PaypalApiError ? error.message : "PayPal could not be reached",
        );
      }
    },
  );

  app.post(
    "/order",
    {
      config: paypalRateLimit,
      schema: { body: CreatePaypalOrderRequestSchema, response: { 200: PaypalOrderResponseSchema } },
    },
    async (request) =>
      createPaypalOrderForOrder(
        app.deps,
        requirePaypal(app.deps.env),
        request.body,
        readOrderToken(request.headers),
      ),
  );

  app.post(
    "/order/:id/capture",
    {
      config: paypalRateLimit,
      schema: {
        params: z.object({
          id: z
            .string()
            .min(1)
            .max(64)
            .regex(/^[A-Za-z0-9-]+$/, "is not a PayPal order id"),
        }),
        response: { 200: PaypalCaptureResponseSchema },
      },
    },
    async (request) => {
      const { paypalOrder, order } = await capturePaypalOrder(
        app.deps,
        requirePaypal(app.deps.env),
        request.params.id,
        readOrderToken(request.headers),
      );
      return { ...toOrderPayment(order), id: paypalOrder.id, status: paypalOrder.status };
    },
  );
};
