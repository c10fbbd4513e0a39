/**
 * What app.ts needs of the site content feature (decision 0043): the public read and the owner's
 * writes, each under its prefix. The menu CSV import lives in the menu feature's own routes.
 */
import type { FastifyInstance } from "fastify";
import { siteContentOwnerRoutes } from "./site-content.owner.routes";
import { siteContentPublicRoutes } from "./site-content.public.routes";

export async function registerSiteContentPublic(app: FastifyInstance): Promise<void> {
  await app.register(siteContentPublicRoutes, { prefix: "/api/site-content" });
}

/** Inside the owner scope; each write route declares what it invalidates. */
export async function registerSiteContentOwner(owner: FastifyInstance): Promise<void> {
  await owner.register(siteContentOwnerRoutes, { prefix: "/api/admin/site-content" });
}
