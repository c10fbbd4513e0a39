import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrderAheadDaysSchema } from "@shared/order-ahead/order-ahead-days";
import { PreOrderChangeRequestSchema } from "@shared/order-ahead/pre-order-change.schema";
import { OrderSchema } from "@shared/orders/order.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { readOrderToken } from "../orders/order-access.service";
import { loadOrderAheadDays } from "./order-ahead.queries";
import { cancelPreOrderByDiner } from "./pre-order-cancel.service";
import { changePreOrderByDiner } from "./pre-order-change.service";

/** Mounted at /api/order-ahead: the days (and their slots) the checkout's date select offers. */
export const orderAheadPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/days", { schema: { response: { 200: OrderAheadDaysSchema } } }, async (_r, reply) => {
    reply.header("cache-control", "no-store");
    return loadOrderAheadDays(app.deps.db, app.deps.now());
  });

  // The diner's own cancel of a pre-order (X-Order-Token), up to the owner's cut-off.
  app.post(
    "/orders/:id/cancel",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { params: IdParamsSchema, response: { 200: OrderSchema } },
    },
    async (request) => cancelPreOrderByDiner(app.deps, request.params.id, readOrderToken(request.headers)),
  );

  // The diner's own move of a pre-order to another day or time, up to the same cut-off.
  app.post(
    "/orders/:id/change",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { params: IdParamsSchema, body: PreOrderChangeRequestSchema, response: { 200: OrderSchema } },
    },
    async (request) =>
      changePreOrderByDiner(app.deps, request.params.id, readOrderToken(request.headers), request.body),
  );
};
