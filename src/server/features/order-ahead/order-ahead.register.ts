/**
 * Ordering ahead (issue 39, decision 0048): what app.ts registers, one line per scope. The public
 * days the checkout offers; the staff's coming-up view and prep list; the owner's setting.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { orderAheadOwnerRoutes } from "./order-ahead.owner.routes";
import { orderAheadPublicRoutes } from "./order-ahead.public.routes";
import { orderAheadStaffRoutes } from "./order-ahead.staff.routes";
import { createPreOrderTicketsJob } from "./pre-order-tickets.job";

export const registerOrderAhead = {
  async public(app: FastifyInstance) {
    await app.register(orderAheadPublicRoutes, { prefix: "/api/order-ahead", invalidates: ["slots"] });
  },
  async staff(staff: FastifyInstance) {
    await staff.register(orderAheadStaffRoutes, { prefix: "/api/admin/order-ahead", invalidates: [] });
  },
  async owner(owner: FastifyInstance) {
    await owner.register(orderAheadOwnerRoutes, { prefix: "/api/admin/order-ahead", invalidates: ["slots"] });
  },
};

/** background-work.ts runs these with the other scheduled jobs: a pre-order's timed ticket. */
export function orderAheadJobs(deps: Pick<AppDeps, "env">): ScheduledJob[] {
  return [createPreOrderTicketsJob(deps)];
}
