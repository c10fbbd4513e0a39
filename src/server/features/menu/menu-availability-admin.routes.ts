import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MenuItemSchema } from "@shared/menu/menu.schema";
import { MenuAvailabilitySchema } from "@shared/menu/menu-admin.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { updateMenuItem } from "./menu-admin.service";

/**
 * Sold out / back on, the one menu change staff may make during service (mounted at
 * /api/admin/menu inside the staff scope; editing dishes is owner-only, in menu-admin.routes.ts).
 */
export const menuAvailabilityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/:id/availability",
    { schema: { params: IdParamsSchema, body: MenuAvailabilitySchema, response: { 200: MenuItemSchema } } },
    async (request) => updateMenuItem(app.deps.db, request.params.id, request.body, auditActor(request)),
  );
};
