import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AdminStatsSchema } from "@shared/admin/admin-dashboard.schema";
import { ContactMessageSchema } from "@shared/contact/contact.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditNotNeeded } from "../audit-log/audit-writer.service";
import { getAdminStats, listMessages, markMessageRead } from "./admin-dashboard.queries";

const IdParams = IdParamsSchema;

/**
 * Counters and messages for staff (mounted at /api/admin by admin.staff.routes.ts). Settings are
 * owners' (admin-settings.owner.routes.ts); bookings are the reservations feature's.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/stats", { schema: { response: { 200: AdminStatsSchema } } }, async () =>
    getAdminStats(app.deps.db, app.deps.now()),
  );

  app.get("/messages", { schema: { response: { 200: z.array(ContactMessageSchema) } } }, async () =>
    listMessages(app.deps.db),
  );

  app.put(
    "/messages/:id/read",
    { schema: { params: IdParams, response: { 200: ContactMessageSchema } } },
    async (request) => {
      auditNotNeeded(request, "reading a message changes nothing the restaurant accounts for");
      return markMessageRead(app.deps.db, request.params.id);
    },
  );
};
