import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { ensureAdminAccount } from "../db/seed/admin-account";

export const TEST_ADMIN = { username: "admin", password: "kitchen-secret" };

/** Creates the admin account and signs in; returns the Cookie header value. */
export async function signInTestAdmin(app: FastifyInstance, db: Db): Promise<string> {
  await ensureAdminAccount(db, TEST_ADMIN);
  const res = await app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN });
  const cookie = res.cookies.find((c) => c.name === "admin_session");
  if (!cookie) throw new Error(`admin sign-in failed: ${res.body}`);
  return `admin_session=${cookie.value}`;
}
