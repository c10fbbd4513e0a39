import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderSchema } from "@shared/orders/order.schema";
import { PhoneOrderRequestSchema } from "@shared/orders/phone-order.schema";
import { IDEMPOTENCY_HEADER } from "@shared/orders/place-order.schema";
import { singleLineText } from "@shared/text.schema";
import { alsoInvalidate } from "../../lib/public-cache";
import { auditActor } from "../audit-log/audit-writer.service";
import { toOrder } from "./orders.queries";
import { factsChangedByOrder } from "./orders.service";
import { placePhoneOrder } from "./phone-orders.service";

/**
 * Phone and counter orders (mounted at /api/admin/orders, staff only): the body POST /api/orders
 * takes, plus how it was paid. The answer is the order as the board lists it.
 */
export const phoneOrdersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      // What it changes depends on the order (the last slot, a promotion's uses): said below.
      config: { invalidates: [] },
      schema: {
        body: PhoneOrderRequestSchema,
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: singleLineText().min(8).max(100).optional() }),
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const result = await placePhoneOrder(app.deps, request.body, {
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER] ?? null,
        actor: auditActor(request),
      });
      if (result.created)
        alsoInvalidate(request, await factsChangedByOrder(app.deps.db, app.deps.now(), result.order));
      return reply.status(result.created ? 201 : 200).send(toOrder(result.order));
    },
  );
};
