import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customers,
  emailVerificationTokens,
  mailRecipientCounts,
  passwordResetTokens,
  sessions,
  signInFailures,
} from "../db/schema";
import {
  requestPasswordReset,
  resetPassword,
  USED_RESET_TOKEN,
} from "../features/accounts/password-reset.service";
import { hashToken } from "../plugins/auth";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { expiredCredentialsJob } from "./expired-credentials";
import { runScheduledJob } from "./scheduled-jobs";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
const sessionIds = async () =>
  (await t.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort();
const tokenIds = async () =>
  (await t.db.select({ token: passwordResetTokens.token }).from(passwordResetTokens))
    .map((r) => r.token)
    .sort();

describe("the clean-up job", () => {
  it("deletes expired sessions, reset tokens and sign-in counts, and keeps live ones", async () => {
    await t.db.insert(sessions).values([
      { id: "expired-customer", kind: "customer", createdAt: at(-31 * 24 * HOUR), expiresAt: at(-HOUR) },
      { id: "expired-admin", kind: "admin", createdAt: at(-13 * HOUR), expiresAt: at(-1) },
      { id: "live-admin", kind: "admin", createdAt: at(-HOUR), expiresAt: at(11 * HOUR) },
    ]);
    const token = (name: string) => hashToken(`${name}-${randomBytes(4).toString("hex")}`);
    const live = token("live");
    const usedLive = token("used-live");
    await t.db.insert(passwordResetTokens).values([
      { email: "a@example.com", token: token("expired"), expiresAt: at(-1), createdAt: at(-HOUR) },
      {
        email: "a@example.com",
        token: token("used-expired"),
        used: true,
        expiresAt: at(-HOUR),
        createdAt: at(-2 * HOUR),
      },
      { email: "b@example.com", token: live, expiresAt: at(HOUR / 2), createdAt: at(-HOUR / 2) },
      {
        email: "b@example.com",
        token: usedLive,
        used: true,
        expiresAt: at(HOUR / 2),
        createdAt: at(-HOUR / 2),
      },
    ]);
    await t.db.insert(signInFailures).values([
      // A count is kept an hour after its last failure (a pair's growing delay remembers that long).
      { key: "stale", failures: 2, windowStartedAt: at(-HOUR), lastFailureAt: at(-HOUR), lockedUntil: null },
      {
        key: "lock-over",
        failures: 5,
        windowStartedAt: at(-2 * HOUR),
        lastFailureAt: at(-HOUR),
        lockedUntil: at(-HOUR / 2),
      },
      {
        key: "counting",
        failures: 2,
        windowStartedAt: at(-2 * HOUR),
        lastFailureAt: at(-60_000),
        lockedUntil: null,
      },
      {
        key: "locked",
        failures: 5,
        windowStartedAt: at(-20 * 60_000),
        lastFailureAt: at(-2 * HOUR),
        lockedUntil: at(60_000),
      },
    ]);
    // A mail count is kept for its day.
    await t.db.insert(mailRecipientCounts).values([
      {
        key: "day-over",
        hourStartedAt: at(-25 * HOUR),
        hourCount: 3,
        dayStartedAt: at(-25 * HOUR),
        dayCount: 6,
      },
      { key: "today", hourStartedAt: at(-HOUR), hourCount: 1, dayStartedAt: at(-23 * HOUR), dayCount: 4 },
    ]);

    // An email-verification link lasts a day (decision 0039): expired ones go, a live one stays.
    const [{ id: customerId } = { id: 0 }] = await t.db
      .insert(customers)
      .values({
        firstName: "Asha",
        lastName: "Patel",
        email: "asha@example.com",
        phone: "07700900123",
        password: "x",
      })
      .returning({ id: customers.id });
    await t.db.insert(emailVerificationTokens).values([
      {
        customerId,
        email: "asha@example.com",
        tokenHash: token("v-expired"),
        expiresAt: at(-1),
        createdAt: at(-25 * HOUR),
      },
      {
        customerId,
        email: "asha@example.com",
        tokenHash: token("v-live"),
        expiresAt: at(HOUR),
        createdAt: at(-23 * HOUR),
      },
    ]);

    const outcome = await runScheduledJob(t.db, expiredCredentialsJob, t.clock.now());
    expect(outcome).toEqual({
      ran: true,
      result: { sessions: 2, resetTokens: 2, verificationTokens: 1, signInFailures: 2, mailCounts: 1 },
    });
    const mailKeys = (await t.db.select({ key: mailRecipientCounts.key }).from(mailRecipientCounts)).map(
      (r) => r.key,
    );
    expect(mailKeys).toEqual(["today"]);
    expect(await sessionIds()).toEqual(["live-admin"]);
    expect(await tokenIds()).toEqual([live, usedLive].sort());
    const keys = (await t.db.select({ key: signInFailures.key }).from(signInFailures)).map((r) => r.key);
    expect(keys.sort()).toEqual(["counting", "locked"]);

    // An hour later everything above has expired.
    t.clock.advance(12 * HOUR);
    expect(await runScheduledJob(t.db, expiredCredentialsJob, t.clock.now())).toEqual({
      ran: true,
      result: { sessions: 1, resetTokens: 2, verificationTokens: 1, signInFailures: 2, mailCounts: 1 },
    });
  });

  it("keeps a used reset link saying it has already been used", async () => {
    const { resetLink } = await requestPasswordReset(t.db, {
      email: "nobody@example.com",
      baseUrl: "http://localhost",
      now: t.clock.now(),
    });
    const resetToken = new URL(resetLink).searchParams.get("token") ?? "";
    // Spend the token by hand (no account has this email, so the reset itself cannot succeed).
    await t.db.update(passwordResetTokens).set({ used: true });
    t.clock.advance(HOUR / 2);
    await runScheduledJob(t.db, expiredCredentialsJob, t.clock.now());
    await expect(
      resetPassword(t.db, { token: resetToken, newPassword: "new-password", now: t.clock.now() }),
    ).rejects.toThrow(USED_RESET_TOKEN);
  });
});
