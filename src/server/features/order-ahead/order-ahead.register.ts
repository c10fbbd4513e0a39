/**
 * Ordering ahead (issue 39, decision 0052): the public days the checkout offers; the staff's
 * coming-up view and prep list; the owner's setting; and the job that prints a pre-order's ticket
 * the set time before its collection.
 */
import { defineFeature } from "../../lib/feature";
import { orderAheadOwnerRoutes } from "./order-ahead.owner.routes";
import { orderAheadPublicRoutes } from "./order-ahead.public.routes";
import { orderAheadStaffRoutes } from "./order-ahead.staff.routes";
import { createPreOrderTicketsJob } from "./pre-order-tickets.job";

export const orderAheadFeature = defineFeature({
  name: "order-ahead",
  async public(app) {
    await app.register(orderAheadPublicRoutes, { prefix: "/api/order-ahead", invalidates: ["slots"] });
  },
  async staff(staff) {
    await staff.register(orderAheadStaffRoutes, { prefix: "/api/admin/order-ahead", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(orderAheadOwnerRoutes, { prefix: "/api/admin/order-ahead", invalidates: ["slots"] });
  },
  jobs: (deps) => [createPreOrderTicketsJob(deps)],
});
