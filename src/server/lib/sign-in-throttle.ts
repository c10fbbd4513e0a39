/**
 * Per-account sign-in throttling, on top of the per-address rate limit: a guesser who spreads
 * attempts over many addresses is stopped by the account's own count. Unknown accounts are counted
 * and locked exactly like real ones, so the answers never tell which accounts exist.
 *
 * The counts live in PostgreSQL (one small table), which every instance shares and which follows
 * the app's clock; no Redis is needed for this.
 */
import { createHash } from "node:crypto";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { signInFailures } from "../db/schema";
import { HttpError } from "./http-error";

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

export type SignInAccountKind = "admin" | "customer";

function accountKey(kind: SignInAccountKind, identifier: string): string {
  return createHash("sha256").update(`${kind}:${identifier.trim().toLowerCase()}`).digest("hex");
}

export function tooManySignInAttempts(lockedUntil: Date, now: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new HttpError(
    429,
    `Too many sign-in attempts for this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
}

/** Throws 429 while the account is locked; checked before the password, so a lock cannot be probed. */
export async function assertSignInAllowed(
  db: Db,
  kind: SignInAccountKind,
  identifier: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.key, accountKey(kind, identifier)));
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    throw tooManySignInAttempts(row.lockedUntil, now);
  }
}

/**
 * Counts one failure in a single upsert (concurrent failures from several instances all count); the
 * failure that reaches the limit locks the account. A window that has run out starts again at 1.
 */
export async function recordSignInFailure(
  db: Db,
  kind: SignInAccountKind,
  identifier: string,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCK_MS);
  const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart}`;
  const failures = sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`;
  await db
    .insert(signInFailures)
    .values({
      key: accountKey(kind, identifier),
      failures: 1,
      windowStartedAt: now,
      lockedUntil: null,
    })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then ${now} else ${signInFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${SIGN_IN_MAX_FAILURES} then ${lockedUntil} when ${expired} then null else ${signInFailures.lockedUntil} end`,
      },
    });
}

/** A successful sign-in starts the account's count afresh. */
export async function clearSignInFailures(
  db: Db,
  kind: SignInAccountKind,
  identifier: string,
): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, accountKey(kind, identifier)));
}

/** Clean-up: counts whose window and lock are both over say nothing any more. */
export async function deleteStaleSignInFailures(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(signInFailures)
    .where(
      and(
        lte(signInFailures.windowStartedAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)),
        or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
      ),
    )
    .returning({ key: signInFailures.key });
  return deleted.length;
}
