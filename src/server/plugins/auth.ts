/**
 * Server-side sessions (docs/architecture.md rule 5): the cookie carries 32 random bytes; the database
 * keeps only their SHA-256, the kind (admin or customer) and two expiries.
 *
 * A staff session lasts a shift, not a fixed 12 hours: it ends after STAFF_SESSION_IDLE_MINUTES
 * without a request (each request moves `expiresAt` on, written at most once a minute) and never
 * outlives `absoluteExpiresAt`, STAFF_SESSION_MAX_DAYS after sign-in (decision 0020). A customer
 * session keeps its fixed 30 days (both expiries the same).
 *
 * Routes are protected by the scope they are registered in (app.ts): the staff scope's onRequest is
 * requireAdmin, the customer scope's requireCustomer; each looks the session up once and puts who is
 * calling on the request.
 */
import { createHash, randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CUSTOMER_SESSION_ENDED, CUSTOMER_SIGN_IN_REQUIRED } from "@shared/accounts/auth.schema";
import {
  STAFF_SESSION_ENDED,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_DAYS,
  STAFF_SIGN_IN_REQUIRED,
} from "@shared/admin/admin-auth.schema";
import type { StaffRole } from "@shared/staff-accounts/staff-account.schema";
import { sessions, users } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { sessionCookieOptions } from "../lib/https-site";

const ADMIN_COOKIE = "admin_session";
export const CUSTOMER_COOKIE = "customer_session";
const STAFF_IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60 * 1000;
const STAFF_MAX_MS = STAFF_SESSION_MAX_DAYS * 24 * 60 * 60 * 1000;
const CUSTOMER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session in use is renewed at most this often, so a busy board does not write on every request. */
const RENEW_EVERY_MS = 60 * 1000;

type SessionKind = "admin" | "customer";

/** Who is calling, set once by requireAdmin for every route in the staff scope. */
export interface StaffUser {
  id: number;
  username: string;
  role: StaffRole;
  /** The session's id (SHA-256 of the cookie): what "every other session" and the stream cap key on. */
  sessionId: string;
}

/** The signed-in customer, set once by requireCustomer for every route in the customer scope. */
export interface CustomerCaller {
  id: number;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    staffUser: StaffUser | null;
    customer: CustomerCaller | null;
  }
}

const OWNER_ONLY_MESSAGE = "Only an owner can do this";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookieName(kind: SessionKind): string {
  return kind === "admin" ? ADMIN_COOKIE : CUSTOMER_COOKIE;
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("staffUser", null);
  app.decorateRequest("customer", null);
}

/**
 * Opens a new session in place of the one the request carries: a fresh token each sign-in, so a
 * session id never survives a sign-in (no fixation).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  subjectId: number,
): Promise<void> {
  await endSession(app, request, reply, kind);
  const token = randomBytes(32).toString("base64url");
  const now = app.deps.now();
  const idle = kind === "admin" ? STAFF_IDLE_MS : CUSTOMER_TTL_MS;
  const max = kind === "admin" ? STAFF_MAX_MS : CUSTOMER_TTL_MS;
  await app.deps.db.insert(sessions).values({
    id: hashToken(token),
    kind,
    userId: kind === "admin" ? subjectId : null,
    customerId: kind === "customer" ? subjectId : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + idle),
    absoluteExpiresAt: kind === "admin" ? new Date(now.getTime() + max) : null,
  });
  // The browser keeps the cookie until the absolute end; the server decides when it went idle.
  reply.setCookie(cookieName(kind), token, sessionCookieOptions(app.deps.env, max));
}

/** Ends the session the request carries; true when there was a live one to end. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
): Promise<boolean> {
  const token = request.cookies[cookieName(kind)];
  let ended = false;
  if (token) {
    const deleted = await app.deps.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.id, hashToken(token)),
          eq(sessions.kind, kind),
          gt(sessions.expiresAt, app.deps.now()),
        ),
      )
      .returning({ id: sessions.id });
    ended = deleted.length > 0;
  }
  reply.clearCookie(cookieName(kind), { path: "/" });
  return ended;
}

/** Moves an idle expiry on, at most once a minute and never past the absolute end. */
async function renewIfDue(
  app: FastifyInstance,
  session: { id: string; expiresAt: Date; absoluteExpiresAt: Date | null },
  idleMs: number,
): Promise<void> {
  const now = app.deps.now().getTime();
  const renewed = Math.min(now + idleMs, (session.absoluteExpiresAt ?? session.expiresAt).getTime());
  if (renewed - session.expiresAt.getTime() < RENEW_EVERY_MS) return;
  await app.deps.db
    .update(sessions)
    .set({ expiresAt: new Date(renewed) })
    .where(and(eq(sessions.id, session.id), lt(sessions.expiresAt, new Date(renewed))));
}

interface StaffLookup {
  user: StaffUser | null;
  /** A cookie came with the request: no live session behind it means it ended. */
  cookieSent: boolean;
}

/**
 * The signed-in staff account (role included) for the request's cookie, renewing the session; a
 * disabled account counts as signed out.
 */
async function lookUpStaff(app: FastifyInstance, request: FastifyRequest): Promise<StaffLookup> {
  const token = request.cookies[ADMIN_COOKIE];
  if (!token) return { user: null, cookieSent: false };
  const now = app.deps.now();
  const [row] = await app.deps.db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.kind, "admin"),
        gt(sessions.expiresAt, now),
        eq(users.isDisabled, false),
      ),
    );
  if (!row) return { user: null, cookieSent: true };
  await renewIfDue(
    app,
    { id: row.sessionId, expiresAt: row.expiresAt, absoluteExpiresAt: row.absoluteExpiresAt },
    STAFF_IDLE_MS,
  );
  return {
    user: { id: row.id, username: row.username, role: row.role, sessionId: row.sessionId },
    cookieSent: true,
  };
}

/**
 * For a live order stream (one long request): renews the staff session it was opened with, and says
 * whether that session is still live (false once signed out, idle past its end, or disabled).
 */
export async function touchStaffSession(app: FastifyInstance, sessionId: string): Promise<boolean> {
  const now = app.deps.now();
  const [row] = await app.deps.db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt, absoluteExpiresAt: sessions.absoluteExpiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.kind, "admin"),
        gt(sessions.expiresAt, now),
        eq(users.isDisabled, false),
      ),
    );
  if (!row) return false;
  await renewIfDue(app, row, STAFF_IDLE_MS);
  return true;
}

/** For GET /api/admin/session (outside the staff scope): who is signed in, or null. */
export async function getStaffUser(app: FastifyInstance, request: FastifyRequest): Promise<StaffUser | null> {
  return (await lookUpStaff(app, request)).user;
}

/**
 * onRequest of the staff scope: 401 without a staff session, whatever the browser believes. A cookie
 * whose session has ended (idle, past its cap, signed out elsewhere, account disabled) is told so
 * with code SESSION_EXPIRED and cleared; no cookie at all is SIGN_IN_REQUIRED.
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, cookieSent } = await lookUpStaff(app, request);
    if (user === null) {
      if (!cookieSent) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED.message, STAFF_SIGN_IN_REQUIRED);
      reply.clearCookie(ADMIN_COOKIE, { path: "/" });
      throw new HttpError(401, STAFF_SESSION_ENDED.message, STAFF_SESSION_ENDED);
    }
    request.staffUser = user;
  };
}

/** onRequest of the owner scope, nested in the staff scope (so requireAdmin has run): 403 for staff. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  if (request.staffUser?.role !== "owner") throw new HttpError(403, OWNER_ONLY_MESSAGE);
}

/** The caller of a route in the staff scope (requireAdmin guarantees one). */
export function getCaller(request: FastifyRequest): StaffUser {
  if (!request.staffUser) {
    throw new HttpError(401, STAFF_SIGN_IN_REQUIRED.message, STAFF_SIGN_IN_REQUIRED);
  }
  return request.staffUser;
}

async function lookUpCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ customer: CustomerCaller | null; cookieSent: boolean }> {
  const token = request.cookies[CUSTOMER_COOKIE];
  if (!token) return { customer: null, cookieSent: false };
  const now = app.deps.now();
  const [row] = await app.deps.db
    .select({ id: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.kind, "customer"),
        gt(sessions.expiresAt, now),
        sql`${sessions.customerId} is not null`,
      ),
    );
  if (!row || row.customerId === null) return { customer: null, cookieSent: true };
  return { customer: { id: row.customerId, sessionId: row.id }, cookieSent: true };
}

/** The signed-in customer's id, or null (routes open to guests). Never from anything but the cookie. */
export async function getCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return (await lookUpCustomer(app, request)).customer?.id ?? null;
}

/** onRequest of the customer scope: 401 without a customer session (SESSION_EXPIRED for a dead cookie). */
export function requireCustomer(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { customer, cookieSent } = await lookUpCustomer(app, request);
    if (customer === null) {
      if (!cookieSent) {
        throw new HttpError(401, CUSTOMER_SIGN_IN_REQUIRED.message, CUSTOMER_SIGN_IN_REQUIRED);
      }
      reply.clearCookie(CUSTOMER_COOKIE, { path: "/" });
      throw new HttpError(401, CUSTOMER_SESSION_ENDED.message, CUSTOMER_SESSION_ENDED);
    }
    request.customer = customer;
  };
}

/** The caller of a route in the customer scope (requireCustomer guarantees one). */
export function getSignedInCustomer(request: FastifyRequest): CustomerCaller {
  if (!request.customer) {
    throw new HttpError(401, CUSTOMER_SIGN_IN_REQUIRED.message, CUSTOMER_SIGN_IN_REQUIRED);
  }
  return request.customer;
}
