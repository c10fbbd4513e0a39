/** Payments: card and PayPal at checkout, the provider's webhook, no-shows, refunds. */
import { defineFeature } from "../../lib/feature";
import { noShowStaffRoutes } from "./no-show.staff.routes";
import { paymentsAdminRoutes } from "./payments.owner.routes";
import { paymentsRoutes } from "./payments.public.routes";
import { paypalRoutes } from "./paypal.public.routes";
import { paypalWebhookRoutes } from "./paypal-webhook.public.routes";
import { refundRequestsOwnerRoutes } from "./refund-requests.owner.routes";
import { stripeWebhookRoutes } from "./stripe-webhook.public.routes";

export const paymentsFeature = defineFeature({
  name: "payments",
  async public(app) {
    await app.register(paymentsRoutes, { prefix: "/api", invalidates: [] });
    await app.register(paypalRoutes, { prefix: "/paypal", invalidates: [] });
    await app.register(stripeWebhookRoutes, { prefix: "/api/webhooks", invalidates: [] });
    await app.register(paypalWebhookRoutes, { prefix: "/api/webhooks", invalidates: [] });
  },
  async staff(staff) {
    await staff.register(noShowStaffRoutes, { prefix: "/api/admin/orders", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(paymentsAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
    await owner.register(refundRequestsOwnerRoutes, {
      prefix: "/api/admin/refund-requests",
      invalidates: [],
    });
  },
});
