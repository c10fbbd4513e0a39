import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChangeAdminPasswordRequestSchema,
  ChangeAdminPasswordResponseSchema,
} from "@shared/admin/admin-auth.schema";
import { getCaller } from "../../plugins/auth";
import { auditActor } from "../audit-log/audit-writer.service";
import { changeAdminPassword } from "./admin-password.service";

/** Staff change their own password (mounted at /api/admin by admin.staff.routes.ts). */
export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/password",
    {
      schema: {
        body: ChangeAdminPasswordRequestSchema,
        response: { 200: ChangeAdminPasswordResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request) => {
      const caller = getCaller(request);
      await changeAdminPassword(
        app.deps.db,
        {
          userId: caller.id,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          keepSessionId: caller.sessionId,
        },
        auditActor(request),
      );
      return { success: true as const, message: "Password changed" };
    },
  );
};
