/**
 * What app.ts needs of tips shared (issue 40, decision 0048): checkout's options (public) and the
 * owner's settings, days and weeks under /api/admin/tips.
 */
import type { FastifyInstance } from "fastify";
import { tipsOwnerRoutes } from "./tips.owner.routes";
import { tipsPublicRoutes } from "./tips.public.routes";

/** Public reads only. */
export async function registerTipsPublic(app: FastifyInstance): Promise<void> {
  await app.register(tipsPublicRoutes, { prefix: "/api/tips", invalidates: [] });
}

/** In the owner scope. The settings are read fresh by checkout (no public cache to clear). */
export async function registerTipsOwner(owner: FastifyInstance): Promise<void> {
  await owner.register(tipsOwnerRoutes, { prefix: "/api/admin/tips", invalidates: [] });
}
