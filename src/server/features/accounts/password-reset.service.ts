/**
 * Forgotten passwords (docs/architecture.md rule 6): 32 random bytes per link, only their SHA-256 kept,
 * one hour, one use. The request does the same work whether or not the email has an account, so
 * neither the answer nor its timing tells a stranger who is registered.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { RESET_LINK_TTL_MS } from "@shared/accounts/auth.schema";
import type { Db } from "../../db/client";
import { customers, passwordResetTokens, sessions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueCappedMail } from "../../lib/mail-caps";
import { hashNewPassword } from "../../lib/new-passwords";
import { hashToken } from "../../plugins/auth";
import { passwordReset } from "./accounts.mail";
import { findCustomerByEmail } from "./accounts.queries";

const INVALID_RESET_TOKEN = "Invalid or expired reset token. Please request a new password reset.";
export const USED_RESET_TOKEN = "This reset link has already been used.";

export interface PasswordResetRequest {
  resetLink: string;
}

export async function requestPasswordReset(
  db: Db,
  input: { email: string; baseUrl: string; now: Date },
): Promise<PasswordResetRequest> {
  const email = input.email.trim();
  const token = randomBytes(32).toString("base64url");
  const customer = await findCustomerByEmail(db, email);
  const resetLink = `${input.baseUrl.replace(/\/$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
  // A row is written for unknown emails too (it can never reset anything: no account matches it),
  // so both paths cost much the same. A real account's mail is queued with its token, and the
  // outbox sends it after the answer: a slow mail server cannot reveal that the address has one.
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      email: customer?.email ?? email.toLowerCase(),
      token: hashToken(token),
      expiresAt: new Date(input.now.getTime() + RESET_LINK_TTL_MS),
      createdAt: input.now,
    });
    // Capped per recipient (lib/mail-caps.ts): thirty requests do not send thirty mails. The link
    // of a request over the cap is never mailed; the answer is the same.
    if (customer)
      await queueCappedMail(tx, input.now, "password-reset", {
        to: customer.email,
        ...passwordReset(customer, resetLink),
      });
  });
  return { resetLink };
}

/**
 * Spends the token and sets the new password in one transaction. The conditional UPDATE is the
 * single-use guard: of two requests racing with one token, exactly one gets a row back.
 * Every session of the customer except `keepSessionId` is ended.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; newPassword: string; now: Date; keepSessionId?: string | null },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const [existing] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.token, tokenHash));
  if (!existing || existing.expiresAt.getTime() <= input.now.getTime()) {
    throw new HttpError(400, INVALID_RESET_TOKEN);
  }
  if (existing.used) throw new HttpError(400, USED_RESET_TOKEN);

  const passwordHash = await hashNewPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(
        and(
          eq(passwordResetTokens.token, tokenHash),
          eq(passwordResetTokens.used, false),
          gt(passwordResetTokens.expiresAt, input.now),
        ),
      )
      .returning();
    if (!spent) throw new HttpError(400, USED_RESET_TOKEN);
    const [customer] = await tx
      .update(customers)
      .set({ password: passwordHash, updatedAt: input.now })
      .where(sql`lower(${customers.email}) = lower(${spent.email})`)
      .returning({ id: customers.id });
    if (!customer) throw new HttpError(400, INVALID_RESET_TOKEN);
    // Older links for the same address die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(
        and(
          sql`lower(${passwordResetTokens.email}) = lower(${spent.email})`,
          eq(passwordResetTokens.used, false),
        ),
      );
    await tx
      .delete(sessions)
      .where(
        input.keepSessionId
          ? and(eq(sessions.customerId, customer.id), ne(sessions.id, input.keepSessionId))
          : eq(sessions.customerId, customer.id),
      );
  });
}
