import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrderAheadDaysSchema } from "@shared/order-ahead/order-ahead-days";
import { loadOrderAheadDays } from "./order-ahead.queries";

/** Mounted at /api/order-ahead: the days (and their slots) the checkout's date select offers. */
export const orderAheadPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/days", { schema: { response: { 200: OrderAheadDaysSchema } } }, async (_r, reply) => {
    reply.header("cache-control", "no-store");
    return loadOrderAheadDays(app.deps.db, app.deps.now());
  });
};
