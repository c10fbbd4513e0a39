import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { ensureAdminAccount } from "../db/seed/admin-account";
import { hashToken } from "../plugins/auth";
import { injectAs } from "./inject-as";

export const TEST_ADMIN = { username: "admin", password: "kitchen-secret" };

/** Creates the test admin account (when no staff account exists yet). */
export async function createTestAdmin(db: Db): Promise<void> {
  await ensureAdminAccount(db, TEST_ADMIN);
}

/** The Cookie header value carrying the session a sign-in answer opened. */
export function adminSessionCookie(res: {
  cookies: { name: string; value: string }[];
  body: string;
}): string {
  const cookie = res.cookies.find((c) => c.name === "admin_session");
  if (!cookie) throw new Error(`admin sign-in failed: ${res.body}`);
  return `admin_session=${cookie.value}`;
}

/**
 * POSTs a sign-in (as the test admin unless `account` says otherwise) and answers the route's
 * answer, for tests of the sign-in itself; `remoteAddress` sends it from that address.
 */
export function postAdminLogin(
  app: FastifyInstance,
  account: { username: string; password: string } = TEST_ADMIN,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/admin/login", payload: account, remoteAddress });
}

const testDevices = new WeakMap<FastifyInstance, string>();

/**
 * Creates the admin account and signs in (a new session each call); returns the Cookie header value.
 * Tests move the clock by hours between requests, so this session is kept from going idle (its idle
 * end is set to its 7-day cap); tests of idle time-outs sign in through the route themselves.
 */
export async function signInTestAdmin(app: FastifyInstance, db: Db): Promise<string> {
  await createTestAdmin(db);
  // The test admin signs in from a device it has signed in from before (its device cookie), as an
  // owner's laptop would: a test that hammers the sign-in route does not lock it out.
  const device = testDevices.get(app);
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: TEST_ADMIN,
    cookies: device ? { admin_device: device } : {},
  });
  const issued = res.cookies.find((c) => c.name === "admin_device");
  if (issued) testDevices.set(app, issued.value);
  return keepSessionFromIdling(db, adminSessionCookie(res));
}

/**
 * A staff session kept from going idle (its idle end set to its 7-day cap), for tests that move the
 * clock by hours between requests; returns the Cookie header value it was given.
 */
export async function keepSessionFromIdling(db: Db, cookie: string): Promise<string> {
  await db
    .update(sessions)
    .set({ expiresAt: sql`${sessions.absoluteExpiresAt}` })
    .where(eq(sessions.id, hashToken(cookie.slice("admin_session=".length))));
  return cookie;
}

/**
 * The owner (signed in as `ownerCookie`) creates a staff account, which then signs in: for tests
 * of what the staff role may do. Returns the staff session's Cookie header value.
 */
export async function signInNewStaff(
  app: FastifyInstance,
  ownerCookie: string,
  account: { username: string; password: string },
): Promise<string> {
  const created = await injectAs(app, ownerCookie, "POST", "/api/admin/staff-accounts", {
    ...account,
    role: "staff",
  });
  expect(created.statusCode, created.body).toBe(201);
  return adminSessionCookie(await postAdminLogin(app, account));
}
