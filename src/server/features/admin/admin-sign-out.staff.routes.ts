import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endSession } from "../../plugins/auth";
import { auditNotNeeded } from "../audit-log/audit-writer.service";

/**
 * Staff sign-out, in the staff scope: without a live session it is a 401 like every staff route, not
 * a free anonymous write; and it is rate limited like every other write a client can repeat.
 */
export const adminSignOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/logout",
    {
      schema: { response: { 200: z.object({ success: z.literal(true) }) } },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      auditNotNeeded(request, "signing out changes no record");
      await endSession(app, request, reply, "admin");
      return { success: true as const };
    },
  );
};
