/**
 * The newsletter (issue 27, decision 0031). Sign-ups are double opt-in: an address is stored as
 * pending and gets a confirmation link; only confirmed, not unsubscribed addresses receive
 * newsletters. Sending writes one delivery and one outbox row per recipient in the owner's
 * transaction (newsletter-delivery.ts sends them); unsubscribing takes effect at once.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import {
  type CustomerNewsletter,
  NEWSLETTER_BAD_LINK_MESSAGE,
  type Newsletter,
  type NewsletterOverview,
  type NewsletterPreview,
} from "@shared/newsletter/newsletter.schema";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { customers, newsletterDeliveries, newsletterSubscriptions, newsletters } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { queueCappedMail } from "../../lib/mail-caps";
import { enqueueOutboxMany } from "../../lib/outbox";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { listActivePromotions } from "../offers/offers.queries";
import {
  type NewsletterPromotion,
  newsletterBody,
  newsletterConfirmation,
  newsletterForSubscriber,
} from "./newsletter.mail";

declare module "../../lib/outbox" {
  interface OutboxPayloads {
    /** One newsletter to one subscriber: the delivery's id (newsletter_deliveries). */
    newsletter: { deliveryId: number };
  }
}

/** A confirmation link works this long. */
const CONFIRM_LINK_DAYS = 7;
/** A second sign-up for a pending address within this time sends no second email. */
const RESEND_AFTER_MS = 10 * 60_000;

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Env = AppDeps["env"];

export function unsubscribeLinks(env: Env, token: string) {
  const oneClick = `${env.PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}`;
  return {
    page: `${env.PUBLIC_URL}/newsletter/unsubscribe?token=${token}`,
    headers: {
      "List-Unsubscribe": `<${oneClick}>, <mailto:${env.RESTAURANT_EMAIL}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Asks `email` to confirm a subscription, in the caller's transaction (a sign-up, a registration
 * that ticked the marketing box, a customer's account). An address already subscribed gets no
 * mail; a pending one gets a fresh link unless one went out in the last few minutes.
 */
export async function requestSubscription(
  tx: DbTransaction,
  deps: Pick<AppDeps, "env" | "now">,
  input: { email: string; firstName?: string | null },
): Promise<void> {
  const email = normaliseEmail(input.email);
  const now = deps.now();
  const firstName = input.firstName?.trim() || null;
  const [existing] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .for("update");
  if (existing?.confirmedAt && !existing.unsubscribedAt) return;
  if (
    existing?.confirmToken &&
    existing.confirmSentAt &&
    now.getTime() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS
  ) {
    return;
  }
  const confirmToken = newToken();
  const values = {
    email,
    firstName: firstName ?? existing?.firstName ?? null,
    isActive: false,
    subscribedAt: now,
    confirmToken,
    confirmSentAt: now,
    unsubscribeToken: existing?.unsubscribeToken ?? newToken(),
  };
  if (existing) {
    await tx.update(newsletterSubscriptions).set(values).where(eq(newsletterSubscriptions.id, existing.id));
  } else {
    // Two sign-ups racing for one address: the second's insert does nothing (and sends nothing).
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length === 0) return;
  }
  const link = `${deps.env.PUBLIC_URL}/newsletter/confirm?token=${confirmToken}`;
  await queueCappedMail(
    tx,
    now,
    "newsletter-confirmation",
    { to: email, ...newsletterConfirmation(link) },
    `newsletter-confirm:${confirmToken}`,
  );
}

/** The confirmation link: the address now receives newsletters. */
export async function confirmSubscription(deps: Pick<AppDeps, "db" | "now">, token: string): Promise<void> {
  const now = deps.now();
  const oldest = new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * 60 * 60_000);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ confirmedAt: now, unsubscribedAt: null, isActive: true, confirmToken: null })
      .where(
        and(
          eq(newsletterSubscriptions.confirmToken, token),
          gt(newsletterSubscriptions.confirmSentAt, oldest),
        ),
      )
      .returning({ email: newsletterSubscriptions.email });
    if (!row) throw new HttpError(400, NEWSLETTER_BAD_LINK_MESSAGE);
    await setCustomerConsent(tx, row.email, true);
  });
}

async function setCustomerConsent(tx: DbTransaction, email: string, consent: boolean) {
  await tx
    .update(customers)
    .set({ marketingConsent: consent })
    .where(sql`lower(btrim(${customers.email})) = ${email}`);
}

/** Unsubscribes at once (the one-click POST needs no session: the token is the permission). */
export async function unsubscribeByToken(deps: Pick<AppDeps, "db" | "now">, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({
        // The first unsubscribe's time stands when the link is followed again.
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${deps.now().toISOString()}::timestamptz)`,
        isActive: false,
        confirmToken: null,
      })
      .where(eq(newsletterSubscriptions.unsubscribeToken, token))
      .returning({ email: newsletterSubscriptions.email });
    if (!row) throw new HttpError(400, NEWSLETTER_BAD_LINK_MESSAGE);
    await setCustomerConsent(tx, row.email, false);
  });
}

/** A signed-in customer's newsletter state, by their account's email. */
export async function customerNewsletter(db: Db, email: string): Promise<CustomerNewsletter> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normaliseEmail(email)));
  return {
    subscribed: Boolean(row?.confirmedAt && !row.unsubscribedAt),
    pending: Boolean(row?.confirmToken),
  };
}

/** A customer subscribes (a confirmation email, as for anyone) or unsubscribes (at once). */
export async function setCustomerNewsletter(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  customer: { email: string; firstName: string },
  subscribed: boolean,
): Promise<CustomerNewsletter> {
  const email = normaliseEmail(customer.email);
  await deps.db.transaction(async (tx) => {
    if (subscribed) {
      await requestSubscription(tx, deps, customer);
      return;
    }
    await tx
      .update(newsletterSubscriptions)
      .set({
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${deps.now().toISOString()}::timestamptz)`,
        isActive: false,
        confirmToken: null,
      })
      .where(eq(newsletterSubscriptions.email, email));
    await setCustomerConsent(tx, email, false);
  });
  return customerNewsletter(deps.db, email);
}

/* ------------------------------------------------------------------ owners */

async function findPromotion(db: Db, now: Date, id: number): Promise<NewsletterPromotion> {
  const promotion = (await listActivePromotions(db, now)).promotions.find((p) => p.id === id);
  if (!promotion) throw new HttpError(400, "That promotion is not running now: choose another or none.");
  return promotion;
}

/** The body every subscriber gets: the owner's text and, if chosen, the promotion's real terms. */
async function renderNewsletterText(
  deps: Pick<AppDeps, "db" | "now">,
  draft: { text: string; promotionId?: number | null },
): Promise<string> {
  const promotion = draft.promotionId ? await findPromotion(deps.db, deps.now(), draft.promotionId) : null;
  return newsletterBody(draft.text, promotion);
}

export async function previewNewsletter(
  deps: Pick<AppDeps, "db" | "now" | "env">,
  draft: { subject: string; text: string; promotionId?: number | null },
): Promise<NewsletterPreview> {
  const text = await renderNewsletterText(deps, draft);
  const links = unsubscribeLinks(deps.env, "YOUR-OWN-LINK");
  return newsletterForSubscriber({ subject: draft.subject, text }, { firstName: null }, links.page);
}

/** A test to the owner's own address, exactly as a subscriber would get it (subject marked). */
export async function sendTestNewsletter(
  deps: Pick<AppDeps, "db" | "now" | "env">,
  draft: { subject: string; text: string; promotionId?: number | null; to: string },
  actor: AuditActor,
): Promise<void> {
  const text = await renderNewsletterText(deps, draft);
  const links = unsubscribeLinks(deps.env, "TEST-ONLY");
  const message = newsletterForSubscriber(
    { subject: `[Test] ${draft.subject}`, text },
    { firstName: null },
    links.page,
  );
  await deps.db.transaction(async (tx) => {
    await queueMail(tx, { to: draft.to, ...message, headers: links.headers });
    await writeAudit(tx, { actor, kind: "newsletter.test", subject: draft.subject, after: { to: draft.to } });
  });
}

/**
 * Starts sending: the newsletter, one delivery per confirmed and not unsubscribed subscriber, and
 * one outbox row each, spread over time at NEWSLETTER_SENDS_PER_SECOND so other mail is not held
 * up behind them; all in one transaction, so it goes to everyone or, if it fails, to no one.
 */
export async function startNewsletter(
  deps: Pick<AppDeps, "db" | "now" | "env">,
  draft: { subject: string; text: string; promotionId?: number | null },
  actor: AuditActor,
): Promise<Newsletter> {
  const text = await renderNewsletterText(deps, draft);
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletters)
      .values({
        subject: draft.subject,
        text,
        promotionId: draft.promotionId ?? null,
        status: "sending",
        sentBy: actor.username,
        createdAt: deps.now(),
      })
      .returning({ id: newsletters.id });
    if (!created) throw new Error("insert returned no row");
    const deliveries = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into ${newsletterDeliveries} (newsletter_id, subscription_id)
        select ${created.id}, id from ${newsletterSubscriptions}
        where confirmed_at is not null and unsubscribed_at is null
        order by id
        returning id`),
    );
    if (deliveries.length === 0) {
      throw new HttpError(400, "No one has confirmed a subscription yet: there is no one to send to.");
    }
    await tx
      .update(newsletters)
      .set({ recipientCount: deliveries.length })
      .where(eq(newsletters.id, created.id));
    const gapMs = 1000 / deps.env.NEWSLETTER_SENDS_PER_SECOND;
    await enqueueOutboxMany(
      tx,
      "newsletter",
      deliveries.map((d, i) => ({
        payload: { deliveryId: d.id },
        dedupeKey: `newsletter-delivery:${d.id}`,
        dueInMs: i * gapMs,
      })),
    );
    await writeAudit(tx, {
      actor,
      kind: "newsletter.sent",
      subject: draft.subject,
      entityId: created.id,
      after: { recipients: deliveries.length, promotionId: draft.promotionId ?? null },
    });
    return created.id;
  });
  return getNewsletter(deps.db, id);
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

// Correlated on the outer row by name: drizzle writes a bare column inside a subquery unqualified.
const counts = {
  sentCount: sql<number>`(select count(*)::int from newsletter_deliveries d
    where d.newsletter_id = "newsletters"."id" and d.status = 'sent')`,
  skippedCount: sql<number>`(select count(*)::int from newsletter_deliveries d
    where d.newsletter_id = "newsletters"."id" and d.status = 'skipped')`,
};

type NewsletterRow = typeof newsletters.$inferSelect & { sentCount: number; skippedCount: number };

function toNewsletter(row: NewsletterRow): Newsletter {
  const { id, subject, status, recipientCount, sentBy } = row;
  return {
    id,
    subject,
    status,
    recipientCount,
    sentBy,
    // The counts are SQL aggregates, which PostgreSQL's driver answers as strings.
    sentCount: Number(row.sentCount),
    skippedCount: Number(row.skippedCount),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getNewsletter(db: Db, id: number): Promise<Newsletter> {
  const [row] = await db
    .select({ ...getColumns(), ...counts })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  if (!row) throw new HttpError(404, "Newsletter not found");
  return toNewsletter(row);
}

function getColumns() {
  return {
    id: newsletters.id,
    subject: newsletters.subject,
    text: newsletters.text,
    promotionId: newsletters.promotionId,
    status: newsletters.status,
    recipientCount: newsletters.recipientCount,
    sentBy: newsletters.sentBy,
    createdAt: newsletters.createdAt,
    finishedAt: newsletters.finishedAt,
  };
}

export async function newsletterOverview(db: Db): Promise<NewsletterOverview> {
  const [subscribers] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${isNotNull(newsletterSubscriptions.confirmedAt)} and ${isNull(newsletterSubscriptions.unsubscribedAt)})::int`,
      pending: sql<number>`count(*) filter (where ${isNull(newsletterSubscriptions.confirmedAt)} and ${isNull(newsletterSubscriptions.unsubscribedAt)})::int`,
      unsubscribed: sql<number>`count(*) filter (where ${isNotNull(newsletterSubscriptions.unsubscribedAt)})::int`,
    })
    .from(newsletterSubscriptions);
  const rows = await db
    .select({ ...getColumns(), ...counts })
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(20);
  return {
    subscribers: {
      confirmed: Number(subscribers?.confirmed ?? 0),
      pending: Number(subscribers?.pending ?? 0),
      unsubscribed: Number(subscribers?.unsubscribed ?? 0),
    },
    newsletters: rows.map(toNewsletter),
  };
}
