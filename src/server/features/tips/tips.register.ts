/**
 * Tips shared (issue 40, decision 0051): checkout's options (public) and the owner's settings,
 * days and weeks under /api/admin/tips. The settings are read fresh by checkout (no public cache).
 */
import { defineFeature } from "../../lib/feature";
import { tipsOwnerRoutes } from "./tips.owner.routes";
import { tipsPublicRoutes } from "./tips.public.routes";

export const tipsFeature = defineFeature({
  name: "tips",
  async public(app) {
    await app.register(tipsPublicRoutes, { prefix: "/api/tips", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(tipsOwnerRoutes, { prefix: "/api/admin/tips", invalidates: [] });
  },
});
