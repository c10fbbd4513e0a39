/** Opening hours, special days and closures: the public read and the owner's edits. */
import { defineFeature } from "../../lib/feature";
import { openingHoursRoutes } from "./opening-hours.routes";
import { openingHoursAdminRoutes } from "./opening-hours-admin.routes";

export const openingHoursFeature = defineFeature({
  name: "opening-hours",
  async public(app) {
    await app.register(openingHoursRoutes, { prefix: "/api" });
  },
  async owner(owner) {
    await owner.register(openingHoursAdminRoutes, { prefix: "/api", invalidates: ["hours"] });
  },
});
