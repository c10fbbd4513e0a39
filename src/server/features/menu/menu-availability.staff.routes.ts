import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MenuItemSchema } from "@shared/menu/menu.schema";
import { MenuAvailabilitySchema } from "@shared/menu/menu-admin.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { announceBoardEvent } from "../../lib/board-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { updateChoiceAvailability, updateMenuItem } from "./menu-admin.service";

/**
 * Sold out / back on, the one menu change staff may make during service (mounted at
 * /api/admin/menu inside the staff scope; editing dishes is owner-only, in menu.owner.routes.ts):
 * a dish, or one of its choices (the board's 86 list). Each change reaches every open board at
 * once (a board event) and the diners' menu through the public cache's `menu` fact.
 */
export const menuAvailabilityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the answer, so the public cache has dropped the old menu (in onSend) before a board that
  // hears the event asks for it again.
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 300) {
      await announceBoardEvent(app.deps.database, "menu.availability");
    }
  });
  app.put(
    "/:id/availability",
    { schema: { params: IdParamsSchema, body: MenuAvailabilitySchema, response: { 200: MenuItemSchema } } },
    async (request) => updateMenuItem(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.put(
    "/choices/:id/availability",
    { schema: { params: IdParamsSchema, body: MenuAvailabilitySchema, response: { 200: MenuItemSchema } } },
    async (request) =>
      updateChoiceAvailability(app.deps.db, request.params.id, request.body, auditActor(request)),
  );
};
