import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TipOptionsSchema } from "@shared/tips/tips.schema";
import { readTipOptions } from "./tips.service";

/** What checkout offers (mounted at /api/tips): the owner's percentages, none while tips are off. */
export const tipsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/options", { schema: { response: { 200: TipOptionsSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return readTipOptions(app.deps.db);
  });
};
