import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type RestaurantSettings,
  type ServiceSettings,
  ServiceSettingsSchema,
  UpdateServiceSettingsSchema,
} from "@shared/settings/restaurant-settings.schema";
import { announceBoardEvent } from "../../lib/board-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { getSettings, updateSettings } from "./admin-dashboard.queries";

function toService(settings: RestaurantSettings): ServiceSettings {
  return { orderingPausedUntil: settings.orderingPausedUntil, prepTimeMinutes: settings.prepTimeMinutes };
}

/**
 * The busy night's switches (mounted at /api/admin in the staff scope, so staff on the kitchen board
 * can use them without an owner signed in): pause or resume online ordering and the preparation
 * time. Each change is audited as the owner's settings are (ordering.paused, settings.prep-time).
 */
export const adminServiceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/service", { schema: { response: { 200: ServiceSettingsSchema } } }, async () =>
    toService(await getSettings(app.deps.db)),
  );

  app.put(
    "/service",
    { schema: { body: UpdateServiceSettingsSchema, response: { 200: ServiceSettingsSchema } } },
    async (request) => {
      const settings = await updateSettings(app.deps.db, request.body, auditActor(request));
      // Every open board (on every instance) shows the pause and the preparation time at once.
      await announceBoardEvent(app.deps.database, "service.changed");
      return toService(settings);
    },
  );
};
