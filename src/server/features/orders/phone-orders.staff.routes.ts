import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrderSchema } from "@shared/orders/order.schema";
import { CounterPaymentRequestSchema, PhoneOrderRequestSchema } from "@shared/orders/phone-order.schema";
import { IDEMPOTENCY_HEADER } from "@shared/orders/place-order.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { publishOrderEvent } from "../../lib/order-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { IdempotencyHeadersSchema } from "./idempotency-headers";
import { toOrder } from "./orders.queries";
import { placePhoneOrder, takeCounterPayment } from "./phone-orders.service";
import { placedOrderStatus } from "./placed-order-status";

/**
 * Phone and counter orders (mounted at /api/admin/orders, staff only): the body POST /api/orders
 * takes, plus how it was paid. The answer is the order as the board lists it.
 */
export const phoneOrdersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      schema: {
        body: PhoneOrderRequestSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const result = await placePhoneOrder(app.deps, request.body, {
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER] ?? null,
        actor: auditActor(request),
      });
      return reply.status(await placedOrderStatus(app, request, result)).send(toOrder(result.order));
    },
  );

  // An unpaid order (phone, or online to pay at collection), paid when the diner collects it.
  app.put(
    "/:id/payment",
    {
      schema: { params: IdParamsSchema, body: CounterPaymentRequestSchema, response: { 200: OrderSchema } },
    },
    async (request) => {
      const result = await takeCounterPayment(
        app.deps.db,
        request.params.id,
        request.body.method,
        auditActor(request),
        app.deps.env.KITCHEN_PRINTER,
      );
      if (result.kind === "not-found") throw new HttpError(404, "Order not found");
      if (result.kind === "refused") throw new HttpError(409, result.message);
      await publishOrderEvent(app.deps.database, {
        type: "order.payment",
        orderId: result.order.id,
        orderNumber: result.order.orderNumber,
      });
      return toOrder(result.order);
    },
  );
};
