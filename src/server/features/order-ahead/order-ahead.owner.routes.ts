import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrderAheadSettingsSchema } from "@shared/order-ahead/order-ahead-days";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { loadOrderAheadSettings, saveOrderAheadSettings } from "./order-ahead.queries";

/** Mounted at /api/admin/order-ahead in the owner scope: how far ahead, when to print, the cut-off. */
export const orderAheadOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/settings", { schema: { response: { 200: OrderAheadSettingsSchema } } }, async () =>
    loadOrderAheadSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: OrderAheadSettingsSchema, response: { 200: OrderAheadSettingsSchema } } },
    async (request) => {
      const actor = auditActor(request);
      return app.deps.db.transaction(async (tx) => {
        const before = await loadOrderAheadSettings(tx);
        const saved = await saveOrderAheadSettings(tx, request.body);
        await writeAudit(tx, { actor, kind: "settings.changed", before: { ...before }, after: { ...saved } });
        return saved;
      });
    },
  );
};
