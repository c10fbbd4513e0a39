/**
 * Sign-in throttling that slows guessers without letting them lock the owner out (decision 0020,
 * after OWASP's "Slow Down Online Guessing Attacks with Device Cookies"). Only FAILED attempts are
 * counted, each in PostgreSQL (shared by every instance, on the app's clock, no Redis needed):
 *
 * - an account and address together: the first PAIR_FREE_FAILURES are free, then each further
 *   failure makes the next try wait twice as long (5 s, 10 s, 20 s, ... up to 15 minutes);
 * - an account from unrecognised devices: ACCOUNT_MAX failures in 15 minutes, from any addresses,
 *   put the account "under attack" for 15 minutes (decision 0038): meanwhile an unrecognised device
 *   is refused only from an address that has itself failed on this account (its pair count, kept an
 *   hour), so a guesser's addresses are held while the owner, a new member of staff or a customer
 *   on a new phone from a clean address still signs in with the right password. A stranger's
 *   failures therefore never lock anyone else out, and each guessing address gets one try at an
 *   account under attack instead of its two free tries and growing delays;
 * - an address, whatever the accounts: ADDRESS_MAX failures in 15 minutes lock that address out;
 * - a recognised device (a valid device cookie, lib/device-cookies.ts) has its own allowance,
 *   DEVICE_MAX failures in 15 minutes, and is not held by the three locks above: a stranger's
 *   thirty wrong passwords do not stop the owner's own laptop.
 *
 * Every check runs before the password is, so a lock cannot be used to probe it. Unknown accounts
 * are counted and locked exactly like real ones, so the answers never tell which accounts exist.
 * A locked answer is 429 with Retry-After, and its message says the same number of seconds.
 */
import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import { and, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../db/client";
import { failedStaffSignIns, signInFailures } from "../db/schema";
import { type DeviceCookieKind, issueDeviceCookie, readDeviceCookie } from "./device-cookies";
import { HttpError } from "./http-error";

export type SignInAccountKind = DeviceCookieKind;

const MINUTE = 60_000;
const PAIR_FREE_FAILURES = 2;
const PAIR_FIRST_DELAY_MS = 5_000;
const PAIR_MAX_DELAY_MS = 15 * MINUTE;
/** A pair's count is forgotten an hour after its last failure. */
const PAIR_MEMORY_MS = 60 * MINUTE;
const ACCOUNT_MAX = 10;
const ADDRESS_MAX = 20;
const DEVICE_MAX = 5;
const WINDOW_MS = 15 * MINUTE;
const LOCK_MS = 15 * MINUTE;
/** Owners see failed staff sign-ins of the last 30 days. */
const FAILED_SIGN_IN_RETENTION_MS = 30 * 24 * 60 * MINUTE;

type Scope =
  | { kind: "pair"; account: string; address: string }
  | { kind: "account"; account: string }
  | { kind: "address"; address: string }
  | { kind: "device"; account: string; nonce: string };

function scopeKey(scope: Scope): string {
  return createHash("sha256").update(JSON.stringify(scope)).digest("hex");
}

/** The wait after `failures` failures of an account and address together (0 while still free). */
function pairDelayMs(failures: number): number {
  if (failures <= PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_MS, PAIR_FIRST_DELAY_MS * 2 ** (failures - PAIR_FREE_FAILURES - 1));
}

function lockAfter(scope: Scope, failures: number): number {
  switch (scope.kind) {
    case "pair":
      return pairDelayMs(failures);
    case "account":
      return failures >= ACCOUNT_MAX ? LOCK_MS : 0;
    case "address":
      return failures >= ADDRESS_MAX ? LOCK_MS : 0;
    case "device":
      return failures >= DEVICE_MAX ? LOCK_MS : 0;
  }
}

/** How long a count lasts: a pair's from its last failure, the others' from their first. */
function forgets(scope: Scope) {
  return scope.kind === "pair"
    ? { column: signInFailures.lastFailureAt, ms: PAIR_MEMORY_MS }
    : { column: signInFailures.windowStartedAt, ms: WINDOW_MS };
}

function tooManySignIns(waitMs: number, forAccount: boolean): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message = forAccount
    ? `Too many failed sign-ins for this account from here. Please wait ${seconds} seconds and try again, or sign in from a device you have signed in with before.`
    : `Too many failed sign-ins. Please wait ${seconds} seconds and try again.`;
  return new HttpError(429, message, { retryAfterSeconds: seconds });
}

/** The failures an account and address have together that still count at `now` (0 when none). */
async function pairFailures(db: Db, pair: Scope, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: signInFailures.failures, lastFailureAt: signInFailures.lastFailureAt })
    .from(signInFailures)
    .where(inArray(signInFailures.key, [scopeKey(pair)]));
  if (!row || row.lastFailureAt.getTime() <= now.getTime() - PAIR_MEMORY_MS) return 0;
  return row.failures;
}

/** The latest lock among these scopes still running at `now`, in ms (0 when none). */
async function lockedFor(db: Db, scopes: Scope[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(inArray(signInFailures.key, scopes.map(scopeKey)));
  return Math.max(0, ...rows.map((r) => (r.lockedUntil ? r.lockedUntil.getTime() - now.getTime() : 0)));
}

/**
 * Counts one failure in one upsert (concurrent failures from several instances all count), then
 * sets the lock the new count calls for. A count past its memory starts again at 1.
 */
async function recordFailure(db: Db, scope: Scope, now: Date): Promise<void> {
  const { column, ms } = forgets(scope);
  const expired = sql`${column} <= ${new Date(now.getTime() - ms)}`;
  const [row] = await db
    .insert(signInFailures)
    .values({
      key: scopeKey(scope),
      failures: 1,
      windowStartedAt: now,
      lastFailureAt: now,
      lockedUntil: null,
    })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${signInFailures.windowStartedAt} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  const lockMs = lockAfter(scope, row?.failures ?? 1);
  if (lockMs > 0) {
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + lockMs) })
      .where(inArray(signInFailures.key, [scopeKey(scope)]));
  }
}

async function forget(db: Db, scopes: Scope[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, scopes.map(scopeKey)));
}

/** What a sign-in route's password check found. */
export interface CredentialCheck<Subject> {
  /** The account when the password was right (and the account may sign in), else null. */
  subject: Subject | null;
  /** The staff account the attempt named, when it exists: its failures are shown to owners. */
  staffUserId: number | null;
}

/**
 * Runs one sign-in attempt through the throttle: the checks, then `checkCredentials` (argon2), then
 * the counts. Returns the signed-in subject and gives the browser a fresh device cookie; throws 429
 * while locked and `wrong` (the route's 401) for a failure.
 */
export async function throttledSignIn<Subject>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    kind: SignInAccountKind;
    identifier: string;
    checkCredentials: () => Promise<CredentialCheck<Subject>>;
    /** For a refusal that never reached the password: which staff account it named. */
    findStaffUserId?: () => Promise<number | null>;
    wrong: HttpError;
  },
): Promise<Subject> {
  const { db } = app.deps;
  const now = app.deps.now();
  const account = `${input.kind}:${input.identifier.trim().toLowerCase()}`;
  const address = normalizeIP(request.ip);
  const nonce = await readDeviceCookie(db, request, input.kind, input.identifier);
  const device: Scope | null = nonce ? { kind: "device", account, nonce } : null;
  const pair: Scope = { kind: "pair", account, address };
  const accountScope: Scope = { kind: "account", account };
  const addressScope: Scope = { kind: "address", address };

  // A recognised device answers only to its own count; a locked one is a stranger again.
  const trusted = device !== null && (await lockedFor(db, [device], now)) === 0;
  if (!trusted) {
    // An account under attack holds only the addresses that failed on it (decision 0038).
    const attackWait = await lockedFor(db, [accountScope], now);
    const accountWait = attackWait > 0 && (await pairFailures(db, pair, now)) > 0 ? attackWait : 0;
    const otherWait = await lockedFor(db, [pair, addressScope], now);
    if (accountWait > 0 || otherWait > 0) {
      const staffUserId = (await input.findStaffUserId?.()) ?? null;
      if (staffUserId !== null)
        await logStaffFailure(db, staffUserId, address, device !== null, "refused", now);
      throw tooManySignIns(Math.max(accountWait, otherWait), accountWait >= otherWait);
    }
  }

  const result = await input.checkCredentials();
  if (result.subject === null) {
    if (trusted && device) {
      // The address is counted too, so a device that spends its allowance is a failing stranger.
      await recordFailure(db, device, now);
      await recordFailure(db, pair, now);
    } else {
      await recordFailure(db, pair, now);
      await recordFailure(db, accountScope, now);
      await recordFailure(db, addressScope, now);
    }
    if (result.staffUserId !== null) {
      await logStaffFailure(db, result.staffUserId, address, trusted, "wrong_password", now);
    }
    throw input.wrong;
  }
  // The account's count from unrecognised devices stays: one right password (perhaps the owner on a
  // new phone) must not give a guesser a fresh allowance.
  await forget(db, device ? [pair, device] : [pair]);
  await issueDeviceCookie(db, app.deps.env, request, reply, input.kind, input.identifier);
  return result.subject;
}

async function logStaffFailure(
  db: Db,
  userId: number,
  address: string,
  knownDevice: boolean,
  outcome: "wrong_password" | "refused",
  now: Date,
): Promise<void> {
  await db.insert(failedStaffSignIns).values({ at: now, userId, address, knownDevice, outcome });
}

/** Clean-up: counts that can neither lock nor add up any more, and failure logs past 30 days. */
export async function deleteStaleSignInFailures(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(signInFailures)
    .where(
      and(
        lte(signInFailures.lastFailureAt, new Date(now.getTime() - Math.max(PAIR_MEMORY_MS, WINDOW_MS))),
        or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
      ),
    )
    .returning({ key: signInFailures.key });
  await db
    .delete(failedStaffSignIns)
    .where(lte(failedStaffSignIns.at, new Date(now.getTime() - FAILED_SIGN_IN_RETENTION_MS)));
  return deleted.length;
}
