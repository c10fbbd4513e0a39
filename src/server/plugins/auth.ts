/**
 * Server-side sessions (ARCHITECTURE.md rule 5): the cookie carries 32 random bytes; the database
 * keeps only their SHA-256, the kind (admin or customer) and the expiry.
 */
import { createHash, randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessions } from "../db/schema";
import { HttpError } from "../lib/http-error";

export const ADMIN_COOKIE = "admin_session";
export const CUSTOMER_COOKIE = "customer_session";
const ADMIN_TTL_MS = 12 * 60 * 60 * 1000;
const CUSTOMER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionKind = "admin" | "customer";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookieName(kind: SessionKind): string {
  return kind === "admin" ? ADMIN_COOKIE : CUSTOMER_COOKIE;
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
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

/** preHandler for staff-only routes: 401 without an admin session, whatever the browser believes. */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if ((await getAdminUserId(app, request)) === null) {
      throw new HttpError(401, "Admin sign-in required");
    }
  };
}

/** preHandler for a customer's own data. */
export function requireCustomer(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if ((await getCustomerId(app, request)) === null) {
      throw new HttpError(401, "Please sign in to your account");
    }
  };
}
