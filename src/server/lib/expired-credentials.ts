/**
 * The clean-up job: sessions, password-reset and email-verification tokens, sign-in failure counts and mail counts
 * (lib/mail-caps.ts) that can no longer do anything are deleted, so the tables do not grow for ever and dead secrets do not linger.
 */
import { lte } from "drizzle-orm";
import type { DbTransaction } from "../db/client";
import { emailVerificationTokens, passwordResetTokens, sessions } from "../db/schema";
import { deleteStaleMailCounts } from "./mail-caps";
import type { ScheduledJob } from "./scheduled-jobs";
import { deleteStaleSignInFailures } from "./sign-in-throttle";

export interface ExpiredCredentialsCleanUp {
  sessions: number;
  resetTokens: number;
  verificationTokens: number;
  signInFailures: number;
  mailCounts: number;
}

async function deleteExpiredCredentials(db: DbTransaction, now: Date): Promise<ExpiredCredentialsCleanUp> {
  const deletedSessions = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  // A used token stays until it expires (at most an hour), so following its link again still says
  // "This reset link has already been used." rather than that it is invalid; after expiry the
  // answer is "expired" either way.
  const deletedTokens = await db
    .delete(passwordResetTokens)
    .where(lte(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  const deletedVerifications = await db
    .delete(emailVerificationTokens)
    .where(lte(emailVerificationTokens.expiresAt, now))
    .returning({ id: emailVerificationTokens.id });
  return {
    sessions: deletedSessions.length,
    resetTokens: deletedTokens.length,
    verificationTokens: deletedVerifications.length,
    signInFailures: await deleteStaleSignInFailures(db, now),
    mailCounts: await deleteStaleMailCounts(db, now),
  };
}

export const expiredCredentialsJob: ScheduledJob<ExpiredCredentialsCleanUp> = {
  name: "delete-expired-credentials",
  everyMs: 60 * 60 * 1000,
  // Sessions and reset tokens: no public fact.
  invalidates: [],
  run: deleteExpiredCredentials,
};
