import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RestaurantSettingsSchema, UpdateSettingsSchema } from "../../../shared/admin/admin-dashboard.schema";
import { writesInvalidate } from "../../lib/public-cache";
import { changedFields, recordAudit } from "../audit-log/audit-log.service";
import { getSettings, updateSettings } from "./admin-dashboard.queries";

/** The restaurant's settings (mounted at /api/admin inside the owner-only scope). */
export const adminSettingsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ordering pause, preparation time and limits show on the public pages. (lib/public-cache.ts)
  writesInvalidate(app, ["settings"]);
  app.get("/settings", { schema: { response: { 200: RestaurantSettingsSchema } } }, async () =>
    getSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: UpdateSettingsSchema, response: { 200: RestaurantSettingsSchema } } },
    async (request) => {
      const before = await getSettings(app.deps.db);
      const after = await updateSettings(app.deps.db, request.body, app.deps.now());
      recordAudit(request, {
        summary: `Settings changed: ${Object.keys(request.body).join(", ")}`,
        entityId: 1,
        ...changedFields(before, after),
      });
      return after;
    },
  );
};
