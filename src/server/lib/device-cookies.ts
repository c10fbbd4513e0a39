/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a successful
 * sign-in the browser gets a signed cookie naming the account (as a hash) and a random nonce. A later
 * sign-in to that account carrying it comes from a device that has proved the password before, so it
 * is counted on its own (lib/sign-in-throttle.ts) and is not locked out with strangers' attempts.
 *
 * The cookie is HMAC-SHA256 signed with a key the server makes on first use and keeps in the
 * database (server_secrets), so every instance checks every other's cookies. One cookie holds the
 * devices' entries for up to MAX_ENTRIES accounts (a shared kitchen tablet), newest first, and is
 * sent only to the sign-in route.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { serverSecrets } from "../db/schema";
import type { Env } from "../env";
import { isHttpsSite } from "./https-site";

export type DeviceCookieKind = "admin" | "customer";

const COOKIE = { admin: "admin_device", customer: "customer_device" } as const;
const COOKIE_PATH = { admin: "/api/admin/login", customer: "/api/auth/login" } as const;
const MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_ENTRIES = 5;
const SECRET_NAME = "device-cookie-hmac";

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key: made once (the first instance to ask wins) and read by every other. */
function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64") })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      if (!row) throw new Error("device-cookie key missing");
      return Buffer.from(row.value, "base64");
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function accountHash(kind: DeviceCookieKind, identifier: string): string {
  return createHash("sha256")
    .update(`device:${kind}:${identifier.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
}

function sign(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

interface Entry {
  account: string;
  nonce: string;
}

/** The cookie's entries whose signature holds; anything else in it is ignored. */
function readEntries(key: Buffer, kind: DeviceCookieKind, value: string | undefined): Entry[] {
  if (!value) return [];
  const entries: Entry[] = [];
  for (const part of value.split("~").slice(0, MAX_ENTRIES)) {
    const [account, nonce, signature] = part.split(".");
    if (!account || !nonce || !signature) continue;
    const expected = Buffer.from(sign(key, `${kind}.${account}.${nonce}`));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given))
      entries.push({ account, nonce });
  }
  return entries;
}

/** The nonce of this request's valid device cookie for the account, or null (an untrusted client). */
export async function readDeviceCookie(
  db: Db,
  request: FastifyRequest,
  kind: DeviceCookieKind,
  identifier: string,
): Promise<string | null> {
  const value = request.cookies[COOKIE[kind]];
  if (!value) return null;
  const account = accountHash(kind, identifier);
  const entry = readEntries(await signingKey(db), kind, value).find((e) => e.account === account);
  return entry?.nonce ?? null;
}

/** After a successful sign-in: a fresh entry for this account, ahead of the others the cookie holds. */
export async function issueDeviceCookie(
  db: Db,
  env: Pick<Env, "PUBLIC_URL">,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: DeviceCookieKind,
  identifier: string,
): Promise<void> {
  const key = await signingKey(db);
  const account = accountHash(kind, identifier);
  const nonce = randomBytes(16).toString("base64url");
  const others = readEntries(key, kind, request.cookies[COOKIE[kind]]).filter((e) => e.account !== account);
  const entries = [{ account, nonce }, ...others].slice(0, MAX_ENTRIES);
  const value = entries.map((e) => `${e.account}.${e.nonce}.${sign(key, `${kind}.${e.account}.${e.nonce}`)}`);
  reply.setCookie(COOKIE[kind], value.join("~"), {
    path: COOKIE_PATH[kind],
    httpOnly: true,
    sameSite: "strict",
    secure: isHttpsSite(env),
    maxAge: MAX_AGE_S,
  });
}
