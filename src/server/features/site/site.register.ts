/** The site's own routes (sitemap, robots, favicon and the like); the pages are web-app.ts's. */
import { defineFeature } from "../../lib/feature";
import { siteRoutes } from "./site.public.routes";

export const siteFeature = defineFeature({
  name: "site",
  async public(app) {
    await app.register(siteRoutes);
  },
});
