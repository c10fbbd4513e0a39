/**
 * Catering orders (issue 39 item 3, decision 0056): the public form, quote and the diner's page
 * with its payments and invoice; the owner's terms, menu and decisions; and the reminder mailed
 * the day before.
 */
import { defineFeature } from "../../lib/feature";
import { cateringOwnerRoutes } from "./catering.owner.routes";
import { cateringPublicRoutes } from "./catering.public.routes";
import { createCateringRemindersJob } from "./catering-reminders.job";

export const cateringFeature = defineFeature({
  name: "catering",
  async public(app) {
    await app.register(cateringPublicRoutes, { prefix: "/api/catering", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(cateringOwnerRoutes, { prefix: "/api/admin/catering", invalidates: [] });
  },
  jobs: (deps) => [createCateringRemindersJob(deps)],
});
