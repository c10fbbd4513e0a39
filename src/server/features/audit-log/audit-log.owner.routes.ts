import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AuditLogPageSchema,
  AuditLogQuerySchema,
  AuditPeopleSchema,
} from "@shared/audit-log/audit-log.schema";
import { listAuditEntries, listAuditPeople } from "./audit-log.service";

/** The audit log, newest first (mounted at /api/admin/audit-log inside the owner-only scope). */
export const auditLogOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema } } },
    async (request) => listAuditEntries(app.deps.db, request.query),
  );

  app.get("/people", { schema: { response: { 200: AuditPeopleSchema } } }, async () =>
    listAuditPeople(app.deps.db),
  );
};
