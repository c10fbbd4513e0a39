/**
 * Secure by the address, not the mode (decision 0020): a site whose PUBLIC_URL is https sends Secure
 * cookies and HSTS (plugins/security.ts) whatever NODE_ENV says; a plain-http address (a laptop, a
 * test) cannot use Secure cookies at all, so it does not ask for them.
 */
import type { Env } from "../env";

export function isHttpsSite(env: Pick<Env, "PUBLIC_URL">): boolean {
  return env.PUBLIC_URL.startsWith("https://");
}

/** A session cookie: httpOnly, SameSite=Lax, Secure on an https site. */
export function sessionCookieOptions(env: Pick<Env, "PUBLIC_URL">, maxAgeMs: number) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isHttpsSite(env),
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}
