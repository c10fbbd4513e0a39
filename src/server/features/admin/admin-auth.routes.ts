import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signInFloodLimit } from "@server/lib/sign-in-flood-limit";
import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminSessionSchema,
} from "@shared/admin/admin-auth.schema";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { throttledSignIn } from "../../lib/sign-in-throttle";
import { endSession, getStaffUser, startSession } from "../../plugins/auth";

// Verified against when the username is unknown, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$9RryiW1xaS6DWY0wApAGjQ$dUplm0+8c+uA0J6G3N/VaLvz4GCzmprcx7dkwCg29zs";

/** Staff sign-in and the session check (mounted at /api/admin; sign-out is in the staff scope). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/login",
    {
      schema: { body: AdminLoginRequestSchema, response: { 200: AdminLoginResponseSchema } },
      config: signInFloodLimit(),
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { db } = app.deps;
      const findUser = async () => (await db.select().from(users).where(eq(users.username, username)))[0];
      const user = await throttledSignIn(app, request, reply, {
        kind: "admin",
        identifier: username,
        findStaffUserId: async () => (await findUser())?.id ?? null,
        checkCredentials: async () => {
          const found = await findUser();
          const valid = await verify(found?.password ?? DUMMY_HASH, password).catch(() => false);
          // A disabled account answers as a wrong password does: nothing to learn from trying.
          return {
            subject: found && valid && !found.isDisabled ? found : null,
            staffUserId: found?.id ?? null,
          };
        },
        wrong: new HttpError(401, "Invalid username or password"),
      });
      await endSession(app, request, reply, "admin");
      await startSession(app, reply, "admin", user.id);
      return { success: true as const, message: "Login successful" };
    },
  );

  app.get("/session", { schema: { response: { 200: AdminSessionSchema } } }, async (request) => {
    const user = await getStaffUser(app, request);
    if (user === null) return { authenticated: false, username: null, role: null };
    return { authenticated: true, username: user.username, role: user.role };
  });
};
