/**
 * The newsletter: sign-up, members' consent, the owner's campaigns, and their sending as the
 * outbox's "newsletter" kind. A send that has begun is finished before the database closes.
 */
import { defineFeature } from "../../lib/feature";
import { newsletterCustomerRoutes } from "./newsletter.customer.routes";
import { newsletterOwnerRoutes } from "./newsletter.owner.routes";
import { newsletterRoutes } from "./newsletter.public.routes";
import { createNewsletterDelivery } from "./newsletter-delivery";

export const newsletterFeature = defineFeature({
  name: "newsletter",
  async public(app) {
    await app.register(newsletterRoutes, { prefix: "/api/newsletter", invalidates: [] });
  },
  async customer(customer) {
    await customer.register(newsletterCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(newsletterOwnerRoutes, { prefix: "/api/admin/newsletters", invalidates: [] });
  },
  deferredWork(app, deps) {
    const delivery = createNewsletterDelivery(deps);
    deps.outbox.register("newsletter", delivery);
    // A newsletter send that has begun is finished before the database closes (no mail twice).
    app.addHook("onClose", () => delivery.settled());
  },
});
