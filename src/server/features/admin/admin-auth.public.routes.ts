import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signInFloodLimit } from "@server/lib/sign-in-flood-limit";
import { signInPasswordMatches } from "@server/lib/sign-in-password";
import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminSessionSchema,
} from "@shared/admin/admin-auth.schema";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { throttledSignIn } from "../../lib/sign-in-throttle";
import { getStaffUser, startSession } from "../../plugins/auth";

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
          const valid = await signInPasswordMatches(found?.password, password);
          // A disabled account answers as a wrong password does: nothing to learn from trying.
          return {
            subject: found && valid && !found.isDisabled ? found : null,
            staffUserId: found?.id ?? null,
          };
        },
        wrong: new HttpError(401, "Invalid username or password"),
      });
      await startSession(app, request, reply, "admin", user.id);
      return { success: true as const, message: "Login successful" };
    },
  );

  app.get("/session", { schema: { response: { 200: AdminSessionSchema } } }, async (request) => {
    const user = await getStaffUser(app, request);
    if (user === null) return { authenticated: false, username: null, role: null };
    return { authenticated: true, username: user.username, role: user.role };
  });
};
