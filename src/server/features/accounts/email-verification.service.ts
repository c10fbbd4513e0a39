/**
 * Orders a guest placed join their account once the email is proven theirs (decision 0039). A link
 * mailed to the account's address proves it: 32 random bytes, only the SHA-256 kept, a day, one use
 * (as the reset links, docs/architecture.md rule 6). Registering is not proof: anyone can type any
 * address, and the orders (names, phone numbers, what was eaten) and their points are not theirs
 * until the mailbox says so. Once an account's email is verified, later guest orders with it join
 * at sign-in.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { emailKey } from "@shared/accounts/contact-keys";
import {
  EMAIL_VERIFICATION_RESEND_MS,
  EMAIL_VERIFICATION_TTL_MS,
  INVALID_VERIFICATION_LINK,
  USED_VERIFICATION_LINK,
  type VerifyEmailResponse,
} from "@shared/accounts/email-verification.schema";
import type { Db, DbOrTx } from "../../db/client";
import { customers, emailVerificationTokens, onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueCappedMail } from "../../lib/mail-caps";
import { hashToken } from "../../plugins/auth";
import { emailVerification } from "./accounts.mail";
import { recordPaidOrder } from "./loyalty.service";

type Customer = typeof customers.$inferSelect;

/** Orders placed with this email (its key: case and "+tag" aside) without signing in, not on any account. */
function guestOrdersOf(email: string) {
  return and(
    isNull(onlineOrders.customerId),
    eq(onlineOrders.customerEmailKey, emailKey(email)),
    isNull(onlineOrders.anonymisedAt),
  );
}

export async function countGuestOrders(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(onlineOrders)
    .where(guestOrdersOf(email));
  return row?.n ?? 0;
}

/**
 * Mails a confirmation link when guest orders are waiting for this account; at most one link per
 * EMAIL_VERIFICATION_RESEND_MS, so signing in again and again cannot flood the mailbox. Returns
 * whether a link was queued and how many orders wait.
 */
export async function sendEmailVerification(
  db: Db,
  input: { customer: Customer; baseUrl: string; now: Date },
): Promise<{ sent: boolean; waiting: number }> {
  const { customer, now } = input;
  return db.transaction(async (tx) => {
    // One account's requests queue here, so two racing sign-ins mail one link.
    await tx.execute(sql`select id from customers where id = ${customer.id} for update`);
    const waiting = await countGuestOrders(tx, customer.email);
    if (waiting === 0) return { sent: false, waiting };
    const [recent] = await tx
      .select({ id: emailVerificationTokens.id })
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.customerId, customer.id),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.createdAt, new Date(now.getTime() - EMAIL_VERIFICATION_RESEND_MS)),
        ),
      )
      .orderBy(desc(emailVerificationTokens.createdAt))
      .limit(1);
    if (recent) return { sent: false, waiting };
    const token = randomBytes(32).toString("base64url");
    await tx.insert(emailVerificationTokens).values({
      customerId: customer.id,
      email: customer.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      createdAt: now,
    });
    const link = `${input.baseUrl.replace(/\/$/, "")}/verify-email?token=${encodeURIComponent(token)}`;
    // Anyone can register with anyone's address: the link is capped per recipient as the other
    // mail a stranger can cause (lib/mail-caps.ts), on top of one link per account per 10 minutes.
    await queueCappedMail(tx, now, "email-verification", {
      to: customer.email,
      ...emailVerification(customer, link, waiting),
    });
    return { sent: true, waiting };
  });
}

/**
 * Puts the guest orders of a proven email on the account, and credits each paid one once (points,
 * total orders and spent: recordPaidOrder's own once-only guard). Orders still unpaid are credited
 * when they are paid, as any member's order.
 */
async function linkGuestOrders(
  tx: DbOrTx,
  customer: Pick<Customer, "id" | "email">,
  now: Date,
): Promise<{ linkedOrders: number; pointsAdded: number }> {
  const linked = await tx
    .update(onlineOrders)
    .set({ customerId: customer.id, linkedAt: now })
    .where(guestOrdersOf(customer.email))
    .returning({ id: onlineOrders.id });
  let pointsAdded = 0;
  for (const order of linked) {
    const credit = await recordPaidOrder(tx, order.id, now);
    pointsAdded += credit?.pointsEarned ?? 0;
  }
  return { linkedOrders: linked.length, pointsAdded };
}

/** At sign-in: a verified account takes the guest orders placed with its email since. */
export async function linkGuestOrdersOfVerifiedAccount(db: Db, customer: Customer, now: Date) {
  if (!customer.isVerified) return { linkedOrders: 0, pointsAdded: 0 };
  return db.transaction((tx) => linkGuestOrders(tx, customer, now));
}

/**
 * Spends the link and links the orders in one transaction; the conditional UPDATE is the
 * single-use guard, so of two racing opens exactly one links. A link for an address the account
 * no longer has is refused.
 */
export async function verifyEmail(db: Db, input: { token: string; now: Date }): Promise<VerifyEmailResponse> {
  const tokenHash = hashToken(input.token);
  const [existing] = await db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash));
  if (!existing || existing.expiresAt.getTime() <= input.now.getTime()) {
    throw new HttpError(400, INVALID_VERIFICATION_LINK);
  }
  if (existing.usedAt) throw new HttpError(400, USED_VERIFICATION_LINK);
  const result = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, input.now),
        ),
      )
      .returning();
    if (!spent) throw new HttpError(400, USED_VERIFICATION_LINK);
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, spent.customerId))
      .for("update");
    if (!customer || emailKey(customer.email) !== emailKey(spent.email)) {
      throw new HttpError(400, INVALID_VERIFICATION_LINK);
    }
    await tx
      .update(customers)
      .set({ isVerified: true, updatedAt: input.now })
      .where(eq(customers.id, customer.id));
    // Other links mailed to this account have nothing left to prove.
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: input.now })
      .where(
        and(eq(emailVerificationTokens.customerId, customer.id), isNull(emailVerificationTokens.usedAt)),
      );
    return linkGuestOrders(tx, customer, input.now);
  });
  const { linkedOrders, pointsAdded } = result;
  const orders = `${linkedOrders} order${linkedOrders === 1 ? "" : "s"}`;
  return {
    message:
      linkedOrders === 0
        ? "Your email is confirmed."
        : `Your email is confirmed: ${orders} and ${pointsAdded} loyalty point${pointsAdded === 1 ? "" : "s"} have been added to your account.`,
    ...result,
  };
}
