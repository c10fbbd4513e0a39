import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChefSchema } from "@shared/chefs/chef.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { listChefs } from "./chefs.queries";

const _IdParams = IdParamsSchema;

/** Mounted at /api/chefs. Reading is public; every write needs an admin session. */
export const chefsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: { 200: z.array(ChefSchema) } }, config: { publicCache: { tags: ["chefs"] } } },
    async () => listChefs(app.deps.db),
  );
};
