/** The owner's end-of-day cash-up. */
import { defineFeature } from "../../lib/feature";
import { cashUpOwnerRoutes } from "./cash-up.owner.routes";

export const cashUpFeature = defineFeature({
  name: "cash-up",
  async owner(owner) {
    await owner.register(cashUpOwnerRoutes, { prefix: "/api/admin/cash-ups", invalidates: [] });
  },
});
