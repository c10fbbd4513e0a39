/**
 * Mail a stranger can cause, capped per recipient (decision 0038). Anyone can type someone else's
 * address into the forgot-password, contact, booking, order or newsletter form; without a cap, a
 * script sends that inbox as many mails as it has requests. Each such mail goes through
 * `queueCappedMail`, which counts it per recipient and purpose and per recipient for all purposes,
 * per hour and per day, in PostgreSQL (one upsert each, under the row's lock, so every instance and
 * every concurrent request share the count), and queues it only while both are under their caps.
 *
 * The caller answers the requester the same either way (nothing to learn about the address), and
 * what it stored (the booking, the message, the reset token) is stored either way: only the mail is
 * held back. The recipient is counted under its first-order key (trimmed, lower case, no "+tag",
 * shared/accounts/contact-keys.ts), so "sara+1@" and "Sara@" are one inbox, and only as a SHA-256.
 */
import { createHash } from "node:crypto";
import { eq, lte, sql } from "drizzle-orm";
import { emailKey } from "@shared/accounts/contact-keys";
import type { DbOrTx, DbTransaction } from "../db/client";
import { mailRecipientCounts } from "../db/schema";
import { type MailMessage, queueMail } from "./mail";

/** Why a stranger's request mails someone. */
export type CappedMailPurpose =
  | "password-reset"
  | "contact-acknowledgement"
  | "booking"
  | "order-confirmation"
  | "newsletter-confirmation"
  | "email-verification"
  | "pre-order-change";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Per recipient: of one purpose, and of all purposes together. Far above what one diner causes in
 * an evening (a booking, an order, a reset that went to spam and a second one), far below a bomb.
 */
export const MAIL_CAPS = {
  perPurpose: { hour: 3, day: 6 },
  allPurposes: { hour: 6, day: 12 },
} as const;

type Cap = { hour: number; day: number };

function countKey(scope: string, to: string): string {
  return createHash("sha256")
    .update(`mail:${scope}:${emailKey(to)}`)
    .digest("hex");
}

/** Counts one mail under `key` if it is under `cap` (a count past its hour or day starts again). */
async function take(tx: DbTransaction, key: string, cap: Cap, now: Date): Promise<boolean> {
  const t = mailRecipientCounts;
  const hourOver = sql`${t.hourStartedAt} <= ${new Date(now.getTime() - HOUR_MS)}`;
  const dayOver = sql`${t.dayStartedAt} <= ${new Date(now.getTime() - DAY_MS)}`;
  const taken = await tx
    .insert(t)
    .values({ key, hourStartedAt: now, hourCount: 1, dayStartedAt: now, dayCount: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hourCount: sql`case when ${hourOver} then 1 else ${t.hourCount} + 1 end`,
        hourStartedAt: sql`case when ${hourOver} then ${now} else ${t.hourStartedAt} end`,
        dayCount: sql`case when ${dayOver} then 1 else ${t.dayCount} + 1 end`,
        dayStartedAt: sql`case when ${dayOver} then ${now} else ${t.dayStartedAt} end`,
      },
      setWhere: sql`(${hourOver} or ${t.hourCount} < ${cap.hour}) and (${dayOver} or ${t.dayCount} < ${cap.day})`,
    })
    .returning({ key: t.key });
  return taken.length > 0;
}

/** Gives back a count taken in this transaction (the other cap said no). */
async function giveBack(tx: DbTransaction, key: string): Promise<void> {
  const t = mailRecipientCounts;
  await tx
    .update(t)
    .set({ hourCount: sql`greatest(${t.hourCount} - 1, 0)`, dayCount: sql`greatest(${t.dayCount} - 1, 0)` })
    .where(eq(t.key, key));
}

/**
 * Queues a mail a stranger's request caused, unless its recipient has had their share of such mail
 * this hour or today; true when queued. The counts are in the caller's transaction, so a request
 * that rolls back counts nothing.
 */
export async function queueCappedMail(
  tx: DbTransaction,
  now: Date,
  purpose: CappedMailPurpose,
  message: MailMessage,
  dedupeKey?: string,
): Promise<boolean> {
  const purposeKey = countKey(purpose, message.to);
  if (!(await take(tx, purposeKey, MAIL_CAPS.perPurpose, now))) return false;
  if (!(await take(tx, countKey("all", message.to), MAIL_CAPS.allPurposes, now))) {
    await giveBack(tx, purposeKey);
    return false;
  }
  return queueMail(tx, message, dedupeKey);
}

/** Clean-up: counts whose day is over can no longer hold anything back. */
export async function deleteStaleMailCounts(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(mailRecipientCounts)
    .where(lte(mailRecipientCounts.dayStartedAt, new Date(now.getTime() - DAY_MS)))
    .returning({ key: mailRecipientCounts.key });
  return deleted.length;
}
