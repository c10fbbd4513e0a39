import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DriverSchema, SetDriverRoleSchema } from "@shared/delivery/drivers.schema";
import { IdSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { setDriverRole } from "./drivers.queries";

const IdParams = z.object({ id: z.coerce.number().pipe(IdSchema) });

/** Mounted at /api/admin/delivery in the owner scope: give or take a staff account's driver role. */
export const driversOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/drivers/:id",
    { schema: { params: IdParams, body: SetDriverRoleSchema, response: { 200: DriverSchema } } },
    async (request) =>
      setDriverRole(app.deps.db, request.params.id, request.body.isDriver, auditActor(request)),
  );
};
