import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RestaurantSettingsSchema, UpdateSettingsSchema } from "@shared/settings/restaurant-settings.schema";
import { announceBoardEvent } from "../../lib/board-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { getSettings, updateSettings } from "./admin-dashboard.queries";

/** The restaurant's settings (mounted at /api/admin inside the owner-only scope). */
export const adminSettingsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/settings", { schema: { response: { 200: RestaurantSettingsSchema } } }, async () =>
    getSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: UpdateSettingsSchema, response: { 200: RestaurantSettingsSchema } } },
    async (request) => {
      const settings = await updateSettings(app.deps.db, request.body, auditActor(request));
      // The pause and the preparation time are settings too: the boards show the owner's change.
      await announceBoardEvent(app.deps.database, "service.changed");
      return settings;
    },
  );
};
