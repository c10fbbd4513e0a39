/**
 * The site's words and photos (decision 0043): the public read and the owner's writes. The menu
 * CSV import lives in the menu feature's own routes.
 */
import { defineFeature } from "../../lib/feature";
import { siteContentOwnerRoutes } from "./site-content.owner.routes";
import { siteContentPublicRoutes } from "./site-content.public.routes";

export const siteContentFeature = defineFeature({
  name: "site-content",
  async public(app) {
    await app.register(siteContentPublicRoutes, { prefix: "/api/site-content" });
  },
  async owner(owner) {
    await owner.register(siteContentOwnerRoutes, { prefix: "/api/admin/site-content" });
  },
});
