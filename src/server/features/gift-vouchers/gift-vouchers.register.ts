/**
 * Gift vouchers (issue 38): the route plugins of each scope with their prefixes, and the scheduled
 * job that sends vouchers on their day.
 */
import { defineFeature } from "../../lib/feature";
import { giftVouchersOwnerRoutes } from "./gift-vouchers.owner.routes";
import { giftVouchersPublicRoutes } from "./gift-vouchers.public.routes";
import { createGiftVoucherSendJob } from "./gift-vouchers.service";
import { giftVouchersStaffRoutes } from "./gift-vouchers.staff.routes";

export const giftVouchersFeature = defineFeature({
  name: "gift-vouchers",
  async public(app) {
    await app.register(giftVouchersPublicRoutes, { prefix: "/api", invalidates: [] });
  },
  async staff(staff) {
    await staff.register(giftVouchersStaffRoutes, { prefix: "/api/admin/orders", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(giftVouchersOwnerRoutes, { prefix: "/api/admin/gift-vouchers", invalidates: [] });
  },
  jobs: (deps) => [createGiftVoucherSendJob(deps)],
});
