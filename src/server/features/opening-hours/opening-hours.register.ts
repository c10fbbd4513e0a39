/** Opening hours, special days and closures: the public read and the owner's edits. */
import { defineFeature } from "../../lib/feature";
import { openingHoursAdminRoutes } from "./opening-hours.owner.routes";
import { openingHoursRoutes } from "./opening-hours.public.routes";

export const openingHoursFeature = defineFeature({
  name: "opening-hours",
  async public(app) {
    await app.register(openingHoursRoutes, { prefix: "/api" });
  },
  async owner(owner) {
    await owner.register(openingHoursAdminRoutes, { prefix: "/api", invalidates: ["hours"] });
  },
});
