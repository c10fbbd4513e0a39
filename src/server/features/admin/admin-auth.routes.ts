import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminSessionSchema,
} from "../../../shared/admin/admin-auth.schema";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { writesInvalidate } from "../../lib/public-cache";
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from "../../lib/sign-in-throttle";
import { endSession, getStaffUser, startSession } from "../../plugins/auth";

// Verified against when the username is unknown, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$9RryiW1xaS6DWY0wApAGjQ$dUplm0+8c+uA0J6G3N/VaLvz4GCzmprcx7dkwCg29zs";

/** Staff sign-in (mounted at /api/admin). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signing in and out changes no public fact. (lib/public-cache.ts)
  writesInvalidate(app, []);
  app.post(
    "/login",
    {
      schema: { body: AdminLoginRequestSchema, response: { 200: AdminLoginResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { db } = app.deps;
      await assertSignInAllowed(db, "admin", username, app.deps.now());
      const [user] = await db.select().from(users).where(eq(users.username, username));
      const valid = await verify(user?.password ?? DUMMY_HASH, password).catch(() => false);
      // A disabled account answers as a wrong password does: nothing to learn from trying.
      if (!user || !valid || user.isDisabled) {
        await recordSignInFailure(db, "admin", username, app.deps.now());
        throw new HttpError(401, "Invalid username or password");
      }
      await clearSignInFailures(db, "admin", username);
      await endSession(app, request, reply, "admin");
      await startSession(app, reply, "admin", user.id);
      return { success: true as const, message: "Login successful" };
    },
  );

  app.post(
    "/logout",
    { schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request, reply) => {
      await endSession(app, request, reply, "admin");
      return { success: true as const };
    },
  );

  app.get("/session", { schema: { response: { 200: AdminSessionSchema } } }, async (request) => {
    const user = await getStaffUser(app, request);
    if (user === null) return { authenticated: false, username: null, role: null };
    return { authenticated: true, username: user.username, role: user.role };
  });
};
