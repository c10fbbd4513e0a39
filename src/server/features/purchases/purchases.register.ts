/** The owner's purchases and receipts, and the recurring purchases' job. */
import { defineFeature } from "../../lib/feature";
import { purchasesAdminRoutes } from "./purchases-admin.routes";
import { recurringPurchasesJob } from "./recurring-purchases";

export const purchasesFeature = defineFeature({
  name: "purchases",
  async owner(owner) {
    await owner.register(purchasesAdminRoutes, { prefix: "/api/admin/purchases", invalidates: [] });
  },
  jobs: () => [recurringPurchasesJob],
});
