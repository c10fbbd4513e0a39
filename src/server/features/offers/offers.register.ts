/** Offers and promotions: the public list and the owner's edits. */
import { defineFeature } from "../../lib/feature";
import { offersAdminRoutes } from "./offers.owner.routes";
import { offersRoutes } from "./offers.public.routes";

export const offersFeature = defineFeature({
  name: "offers",
  async public(app) {
    await app.register(offersRoutes, { prefix: "/api/offers" });
  },
  async owner(owner) {
    await owner.register(offersAdminRoutes, { prefix: "/api/offers", invalidates: ["offers"] });
  },
});
