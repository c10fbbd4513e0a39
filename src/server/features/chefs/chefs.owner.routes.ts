import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import { ChefInputSchema, ChefPatchSchema, ChefSchema } from "@shared/chefs/chef.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { createChef, deleteChef, updateChef } from "./chefs.queries";

const IdParams = IdParamsSchema;

/** Staff writes to the chefs (mounted at /api/chefs inside the staff-only scope). */
export const chefsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    { schema: { body: ChefInputSchema, response: { 201: ChefSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createChef(app.deps.db, request.body, auditActor(request));
    },
  );

  app.put(
    "/:id",
    {
      schema: { params: IdParams, body: ChefPatchSchema, response: { 200: ChefSchema } },
    },
    async (request) => updateChef(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.delete("/:id", { schema: { params: IdParams, response: { 200: SuccessSchema } } }, async (request) => {
    await deleteChef(app.deps.db, request.params.id, auditActor(request));
    return { success: true as const, message: "Chef removed" };
  });
};
