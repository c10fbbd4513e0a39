/** The owner's staff accounts. */
import { defineFeature } from "../../lib/feature";
import { staffAccountsOwnerRoutes } from "./staff-accounts.owner.routes";

export const staffAccountsFeature = defineFeature({
  name: "staff-accounts",
  async owner(owner) {
    await owner.register(staffAccountsOwnerRoutes, { prefix: "/api/admin/staff-accounts", invalidates: [] });
  },
});
