/**
 * Ordering ahead (issue 39, decision 0048): what app.ts registers, one line per scope. The public
 * days the checkout offers; the staff's coming-up view and prep list; the owner's setting.
 */
import type { FastifyInstance } from "fastify";
import { orderAheadOwnerRoutes } from "./order-ahead.owner.routes";
import { orderAheadPublicRoutes } from "./order-ahead.public.routes";

export const registerOrderAhead = {
  async public(app: FastifyInstance) {
    await app.register(orderAheadPublicRoutes, { prefix: "/api/order-ahead" });
  },
  async staff(_staff: FastifyInstance) {},
  async owner(owner: FastifyInstance) {
    await owner.register(orderAheadOwnerRoutes, { prefix: "/api/admin/order-ahead", invalidates: ["slots"] });
  },
};
