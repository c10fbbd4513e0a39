import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "@shared/text.schema";
import { findOrderForGuest, readOrderToken } from "../orders/order-access.service";
import { sendVatReceipt } from "./vat.staff.routes";

/**
 * The diner's own VAT receipt (mounted at /api): with the order's X-Order-Token, as every guest
 * route keyed by an order; the same PDF staff hand over.
 */
export const vatPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/orders/:id/vat-receipt",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const order = await findOrderForGuest(app.deps.db, request.params.id, readOrderToken(request.headers));
      return sendVatReceipt(app.deps.db, order.id, reply);
    },
  );
};
