/** The chefs shown on the home page, and the owner's edits of them. */
import { defineFeature } from "../../lib/feature";
import { chefsAdminRoutes } from "./chefs.owner.routes";
import { chefsRoutes } from "./chefs.public.routes";

export const chefsFeature = defineFeature({
  name: "chefs",
  async public(app) {
    await app.register(chefsRoutes, { prefix: "/api/chefs" });
  },
  async owner(owner) {
    await owner.register(chefsAdminRoutes, { prefix: "/api/chefs", invalidates: ["chefs"] });
  },
});
