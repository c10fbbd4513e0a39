import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MenuItemSchema } from "@shared/menu/menu.schema";
import { MenuAvailabilitySchema } from "@shared/menu/menu-admin.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { announceBoardEvent } from "../../lib/board-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { updateChoiceAvailability, updateMenuItem } from "./menu-admin.service";

/**
 * Sold out / back on, the one menu change staff may make during service (mounted at
 * /api/admin/menu inside the staff scope; editing dishes is owner-only, in menu-admin.routes.ts):
 * a dish, or one of its choices (the board's 86 list). Each change reaches every open board at
 * once (a board event) and the diners' menu through the public cache's `menu` fact.
 */
export const menuAvailabilityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/:id/availability",
    { schema: { params: IdParamsSchema, body: MenuAvailabilitySchema, response: { 200: MenuItemSchema } } },
    async (request) => {
      const dish = await updateMenuItem(app.deps.db, request.params.id, request.body, auditActor(request));
      await announceBoardEvent(app.deps.database, "menu.availability");
      return dish;
    },
  );

  app.put(
    "/choices/:id/availability",
    { schema: { params: IdParamsSchema, body: MenuAvailabilitySchema, response: { 200: MenuItemSchema } } },
    async (request) => {
      const dish = await updateChoiceAvailability(
        app.deps.db,
        request.params.id,
        request.body,
        auditActor(request),
      );
      await announceBoardEvent(app.deps.database, "menu.availability");
      return dish;
    },
  );
};
