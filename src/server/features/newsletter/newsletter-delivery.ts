/**
 * Delivers the outbox's "newsletter" rows (decision 0031): one newsletter to one subscriber, at most
 * NEWSLETTER_SENDS_PER_SECOND per instance, exactly once across restarts.
 *
 * Exactly once: a delivery is claimed in newsletter_deliveries before its SMTP transaction and
 * marked sent after it. A retried outbox row whose delivery is already sent (or skipped) does
 * nothing; one whose delivery another instance is sending right now waits its turn. A send that
 * has begun is finished even when the drainer is stopping (the app waits for it on close), so a
 * restart never hands the mail server a message twice; only an instance that dies outright
 * between the mail server's acceptance and the mark can, and its claim is taken again after
 * CLAIM_LEASE_MS.
 */
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { newsletterDeliveries, newsletterSubscriptions, newsletters } from "../../db/schema";
import { SMTP_TIMEOUT_MS, withRestaurantFacts } from "../../lib/mail";
import { withBrandedHtml } from "../../lib/mail-html";
import type { OutboxHandler } from "../../lib/outbox";
import { mailLogoLoader } from "../site-content/site-content.service";
import { newsletterForSubscriber } from "./newsletter.mail";
import { unsubscribeLinks } from "./newsletter.service";

/** A claim older than this is taken to belong to an instance that died mid-send. */
const CLAIM_LEASE_MS = 3 * 60_000;

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Spaces sends at least 1/perSecond seconds apart on this instance. */
function createSendPacer(perSecond: number) {
  const gapMs = 1000 / perSecond;
  let nextAt = 0;
  return async function pace(signal: AbortSignal): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at <= now) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(done, at - now);
      function done() {
        signal.removeEventListener("abort", stop);
        resolve();
      }
      function stop() {
        clearTimeout(timer);
        reject(signal.reason ?? new Error("stopped"));
      }
      signal.addEventListener("abort", stop, { once: true });
    });
  };
}

export interface NewsletterDelivery extends OutboxHandler<"newsletter"> {
  /** Resolves when no send that has begun is still running (the drainer and the app wait for it). */
  settled(): Promise<void>;
}

export function createNewsletterDelivery(deps: AppDeps): NewsletterDelivery {
  const pace = createSendPacer(deps.env.NEWSLETTER_SENDS_PER_SECOND);
  const loadLogo = mailLogoLoader(deps.db, deps.files);
  const inFlight = new Set<Promise<void>>();

  async function finishIfDone(newsletterId: number) {
    await deps.db
      .update(newsletters)
      .set({ status: "sent", finishedAt: deps.now() })
      .where(
        and(
          eq(newsletters.id, newsletterId),
          eq(newsletters.status, "sending"),
          sql`not exists (select 1 from ${newsletterDeliveries} d
                where d.newsletter_id = ${newsletterId} and d.status in ('pending', 'sending'))`,
        ),
      );
  }

  async function send(deliveryId: number): Promise<void> {
    const [claimed] = rowsOf<{ id: number; newsletter_id: number; subscription_id: number }>(
      await deps.db.execute(sql`
        update ${newsletterDeliveries}
        set status = 'sending', claimed_at = now()
        where id = ${deliveryId}
          and (status = 'pending'
            or (status = 'sending' and claimed_at < now() - ${CLAIM_LEASE_MS}::int * interval '1 millisecond'))
        returning id, newsletter_id, subscription_id`),
    );
    if (!claimed) {
      const [current] = await deps.db
        .select({ status: newsletterDeliveries.status })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.id, deliveryId));
      // Sent, skipped, or gone with its newsletter: nothing to do. Being sent elsewhere: later.
      if (current?.status === "sending") throw new Error("this delivery is being sent by another instance");
      return;
    }
    const [row] = await deps.db
      .select({
        subject: newsletters.subject,
        text: newsletters.text,
        email: newsletterSubscriptions.email,
        firstName: newsletterSubscriptions.firstName,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId))
      .where(eq(newsletterDeliveries.id, deliveryId));
    if (!row?.confirmedAt || row.unsubscribedAt || !row.unsubscribeToken) {
      // Unsubscribed since the newsletter started: not sent, and counted as skipped.
      await deps.db
        .update(newsletterDeliveries)
        .set({ status: "skipped", claimedAt: null })
        .where(eq(newsletterDeliveries.id, deliveryId));
      await finishIfDone(claimed.newsletter_id);
      return;
    }
    const links = unsubscribeLinks(deps.env, row.unsubscribeToken);
    try {
      const message = await withRestaurantFacts(deps.db, {
        to: row.email,
        ...newsletterForSubscriber(row, row, links.page),
        headers: links.headers,
      });
      await deps.mailer.send(await withBrandedHtml(message, loadLogo));
    } catch (error) {
      await deps.db
        .update(newsletterDeliveries)
        .set({ status: "pending", claimedAt: null })
        .where(eq(newsletterDeliveries.id, deliveryId));
      throw error;
    }
    await deps.db
      .update(newsletterDeliveries)
      .set({ status: "sent", sentAt: deps.now(), claimedAt: null })
      .where(eq(newsletterDeliveries.id, deliveryId));
    await finishIfDone(claimed.newsletter_id);
  }

  return {
    timeoutMs: SMTP_TIMEOUT_MS * 3 + 10_000,
    async deliver({ deliveryId }, { signal }) {
      await pace(signal);
      if (signal.aborted) throw signal.reason ?? new Error("stopped");
      // From here the send runs to its end even if the drainer stops waiting for it.
      const running = send(deliveryId);
      inFlight.add(running);
      try {
        await running;
      } finally {
        inFlight.delete(running);
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
