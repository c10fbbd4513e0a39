import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SuccessSchema } from "../../../shared/admin/admin-dashboard.schema";
import { ChefInputSchema, ChefPatchSchema, ChefSchema } from "../../../shared/chefs/chef.schema";
import { IdParamsSchema } from "../../../shared/text.schema";
import { requireAdmin } from "../../plugins/auth";
import { createChef, deleteChef, listChefs, updateChef } from "./chefs.queries";

const IdParams = IdParamsSchema;

/** Mounted at /api/chefs. Reading is public; every write needs an admin session. */
export const chefsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(ChefSchema) } } }, async () => listChefs(app.deps.db));

  app.post(
    "/",
    { onRequest: requireAdmin(app), schema: { body: ChefInputSchema, response: { 201: ChefSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createChef(app.deps.db, request.body);
    },
  );

  app.put(
    "/:id",
    {
      onRequest: requireAdmin(app),
      schema: { params: IdParams, body: ChefPatchSchema, response: { 200: ChefSchema } },
    },
    async (request) => updateChef(app.deps.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    { onRequest: requireAdmin(app), schema: { params: IdParams, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteChef(app.deps.db, request.params.id);
      return { success: true as const, message: "Chef removed" };
    },
  );
};
