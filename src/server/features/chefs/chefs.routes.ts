import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChefSchema } from "../../../shared/chefs/chef.schema";
import { listChefs } from "./chefs.queries";

/** Mounted at /api/chefs. */
export const chefsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(ChefSchema) } } }, async () => listChefs(app.deps.db));
};
