/**
 * Server-side sessions (ARCHITECTURE.md rule 5): the cookie carries 32 random bytes; the database
 * keeps only their SHA-256, the kind (admin or customer) and the expiry.
 */
import { createHash, randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { StaffRole } from "../../shared/staff-accounts/staff-account.schema";
import { sessions, users } from "../db/schema";
import { HttpError } from "../lib/http-error";

export const ADMIN_COOKIE = "admin_session";
export const CUSTOMER_COOKIE = "customer_session";
const ADMIN_TTL_MS = 12 * 60 * 60 * 1000;
const CUSTOMER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionKind = "admin" | "customer";

/** Who is calling, set once by requireAdmin for every route in the staff scope. */
export interface StaffUser {
  id: number;
  username: string;
  role: StaffRole;
}

declare module "fastify" {
  interface FastifyRequest {
    staffUser: StaffUser | null;
  }
}

export const OWNER_ONLY_MESSAGE = "Only an owner can do this";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookieName(kind: SessionKind): string {
  return kind === "admin" ? ADMIN_COOKIE : CUSTOMER_COOKIE;
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("staffUser", null);
}

/** Opens a new session (a fresh token each sign-in, so a session id never survives a sign-in). */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  kind: SessionKind,
  subjectId: number,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = app.deps.now();
  const ttl = kind === "admin" ? ADMIN_TTL_MS : CUSTOMER_TTL_MS;
  await app.deps.db.insert(sessions).values({
    id: hashToken(token),
    kind,
    userId: kind === "admin" ? subjectId : null,
    customerId: kind === "customer" ? subjectId : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl),
  });
  reply.setCookie(cookieName(kind), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.deps.env.NODE_ENV === "production",
    maxAge: Math.floor(ttl / 1000),
  });
}

export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
) {
  const token = request.cookies[cookieName(kind)];
  if (token) await app.deps.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  reply.clearCookie(cookieName(kind), { path: "/" });
}

async function findSession(app: FastifyInstance, request: FastifyRequest, kind: SessionKind) {
  const token = request.cookies[cookieName(kind)];
  if (!token) return null;
  const [row] = await app.deps.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.id, hashToken(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, app.deps.now())),
    );
  return row ?? null;
}

/** The signed-in admin's user id, or null. */
export async function getAdminUserId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return (await findSession(app, request, "admin"))?.userId ?? null;
}

/** The signed-in customer's id, or null. Never taken from anything the client sends but the cookie. */
export async function getCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return (await findSession(app, request, "customer"))?.customerId ?? null;
}

/** The signed-in staff account (role included), or null; a disabled account counts as signed out. */
export async function getStaffUser(app: FastifyInstance, request: FastifyRequest): Promise<StaffUser | null> {
  const token = request.cookies[ADMIN_COOKIE];
  if (!token) return null;
  const [row] = await app.deps.db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.kind, "admin"),
        gt(sessions.expiresAt, app.deps.now()),
        eq(users.isDisabled, false),
      ),
    );
  return row ?? null;
}

/** onRequest of the staff scope: 401 without a staff session, whatever the browser believes. */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const user = await getStaffUser(app, request);
    if (user === null) throw new HttpError(401, "Admin sign-in required");
    request.staffUser = user;
  };
}

/** onRequest of the owner scope, nested in the staff scope (so requireAdmin has run): 403 for staff. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  if (request.staffUser?.role !== "owner") throw new HttpError(403, OWNER_ONLY_MESSAGE);
}

/** The caller of a route in the staff scope (requireAdmin guarantees one). */
export function getCaller(request: FastifyRequest): StaffUser {
  if (!request.staffUser) throw new HttpError(401, "Admin sign-in required");
  return request.staffUser;
}

/** preHandler for a customer's own data. */
export function requireCustomer(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if ((await getCustomerId(app, request)) === null) {
      throw new HttpError(401, "Please sign in to your account");
    }
  };
}
