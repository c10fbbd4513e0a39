import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChangeAdminPasswordRequestSchema,
  ChangeAdminPasswordResponseSchema,
} from "../../../shared/admin/admin-auth.schema";
import { HttpError } from "../../lib/http-error";
import { writesInvalidate } from "../../lib/public-cache";
import { ADMIN_COOKIE, getCaller, hashToken } from "../../plugins/auth";
import { auditActor } from "../audit-log/audit-writer.service";
import { changeAdminPassword } from "./admin-password.service";

// Verified against when the username is unknown, so both failures take the same time.
const _DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$9RryiW1xaS6DWY0wApAGjQ$dUplm0+8c+uA0J6G3N/VaLvz4GCzmprcx7dkwCg29zs";

/** Staff change their own password (mounted at /api/admin by admin-staff.routes.ts). */
export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  // No public fact. (lib/public-cache.ts)
  writesInvalidate(app, []);
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
      const userId = getCaller(request).id;
      const token = request.cookies[ADMIN_COOKIE];
      if (!token) throw new HttpError(401, "Admin sign-in required");
      await changeAdminPassword(
        app.deps.db,
        {
          userId,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          keepSessionId: hashToken(token),
        },
        auditActor(request),
      );
      return { success: true as const, message: "Password changed" };
    },
  );
};
