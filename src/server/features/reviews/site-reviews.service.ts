/**
 * Reviews from real orders (decision 0030): the request sent when an order is collected, the
 * review written through its private link or from the diner's account, staff's moderation, and
 * the figures the home page and the structured data show.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import {
  ALREADY_REVIEWED_MESSAGE,
  type CustomerReviewableOrder,
  computeReviewFigures,
  NOT_COLLECTED_MESSAGE,
  type PublicReviews,
  REVIEW_LINK_NOT_FOUND,
  type ReviewFigures,
  type ReviewInvitation,
  type ReviewStatus,
  reviewAuthorName,
  type StaffReviews,
} from "@shared/reviews/review.schema";
import type { AppDeps } from "../../app-deps";
import type { Db, DbOrTx, DbTransaction } from "../../db/client";
import { onlineOrders, reviews } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { reviewRequest } from "./review-mail";
import { getGoogleBusinessData, readStoredGoogleBusinessData } from "./reviews.service";

/** How many published reviews the home page shows. */
const PUBLIC_REVIEWS_SHOWN = 6;

function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type OrderRow = typeof onlineOrders.$inferSelect;

/**
 * In the transaction that marks an order collected: a diner who agreed at checkout and gave an
 * email gets one email with a private link. The token is made once per order (a second "collected"
 * after a slip keeps the first link) and the outbox's dedupe key sends the mail once.
 */
export async function requestReviewOnCollection(
  tx: DbTransaction,
  order: OrderRow,
  publicUrl: string,
): Promise<void> {
  if (!order.reviewRequestConsent || !order.customerEmail || order.reviewTokenHash || order.anonymisedAt) {
    return;
  }
  const token = randomBytes(24).toString("base64url");
  await tx
    .update(onlineOrders)
    .set({ reviewTokenHash: hashReviewToken(token) })
    .where(and(eq(onlineOrders.id, order.id), isNull(onlineOrders.reviewTokenHash)));
  const link = `${publicUrl}/review/${token}`;
  await queueMail(
    tx,
    { to: order.customerEmail, ...reviewRequest(order, link) },
    `review-request:${order.id}`,
  );
}

async function findOrderByToken(db: DbOrTx, token: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(onlineOrders)
    .where(eq(onlineOrders.reviewTokenHash, hashReviewToken(token)));
  if (!order || order.anonymisedAt) throw new HttpError(404, REVIEW_LINK_NOT_FOUND);
  return order;
}

function dishNames(order: OrderRow): string[] {
  return order.items.map((item) => item.name);
}

export async function getReviewInvitation(db: Db, token: string): Promise<ReviewInvitation> {
  const order = await findOrderByToken(db, token);
  const [review] = await db
    .select({ rating: reviews.rating, text: reviews.text })
    .from(reviews)
    .where(eq(reviews.orderId, order.id));
  return {
    orderNumber: order.orderNumber,
    collectionDate: order.collectionDate,
    firstName: order.customerName.trim().split(/\s+/)[0] ?? "",
    dishes: dishNames(order),
    review: review ?? null,
  };
}

/** One review per order: the unique index settles two submissions at once. */
async function insertReview(
  deps: Pick<AppDeps, "db" | "now">,
  order: OrderRow,
  submission: { rating: number; text: string | null },
): Promise<void> {
  if (order.orderStatus !== "collected") throw new HttpError(409, NOT_COLLECTED_MESSAGE);
  const now = deps.now();
  const [row] = await deps.db
    .insert(reviews)
    .values({
      orderId: order.id,
      authorName: reviewAuthorName(order.customerName),
      rating: submission.rating,
      text: submission.text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) throw new HttpError(409, ALREADY_REVIEWED_MESSAGE);
}

export async function submitReviewByToken(
  deps: Pick<AppDeps, "db" | "now">,
  token: string,
  submission: { rating: number; text: string | null },
): Promise<void> {
  await insertReview(deps, await findOrderByToken(deps.db, token), submission);
}

export async function submitCustomerReview(
  deps: Pick<AppDeps, "db" | "now">,
  customerId: number,
  orderId: number,
  submission: { rating: number; text: string | null },
): Promise<void> {
  const [order] = await deps.db
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.id, orderId), eq(onlineOrders.customerId, customerId)));
  if (!order) throw new HttpError(404, `Order ${orderId} not found`);
  await insertReview(deps, order, submission);
}

/** The signed-in diner's collected orders, newest first, each with its review if written. */
export async function listCustomerReviewableOrders(
  db: Db,
  customerId: number,
): Promise<CustomerReviewableOrder[]> {
  const rows = await db
    .select({
      orderId: onlineOrders.id,
      orderNumber: onlineOrders.orderNumber,
      collectionDate: onlineOrders.collectionDate,
      rating: reviews.rating,
      text: reviews.text,
      status: reviews.status,
    })
    .from(onlineOrders)
    .leftJoin(reviews, eq(reviews.orderId, onlineOrders.id))
    .where(and(eq(onlineOrders.customerId, customerId), eq(onlineOrders.orderStatus, "collected")))
    .orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id))
    .limit(50);
  return rows.map((r) => ({
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    collectionDate: r.collectionDate,
    review:
      r.rating === null || r.status === null ? null : { rating: r.rating, text: r.text, status: r.status },
  }));
}

/** This site's figures from its published reviews; null when none is published. */
async function loadSiteFigures(db: DbOrTx): Promise<ReviewFigures | null> {
  const rows = await db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  const { average, count, shareFourOrFive } = computeReviewFigures(rows.map((r) => r.rating));
  if (average === null || shareFourOrFive === null) return null;
  return { source: "site", average, count, shareFourOrFive };
}

function googleConfigured(deps: Pick<AppDeps, "env">): boolean {
  return Boolean(deps.env.GOOGLE_PLACES_API_KEY && deps.env.GOOGLE_PLACE_ID);
}

/**
 * The figures the home page shows: Google's live ones where its key is set and Google has
 * answered (now or before), else this site's published reviews, else none.
 */
export async function getPublicReviews(
  deps: AppDeps,
  placesBaseUrl?: string,
): Promise<{ answer: PublicReviews; freshUntil: Date | null; stored: boolean }> {
  let figures: ReviewFigures | null = null;
  let freshUntil: Date | null = null;
  let stored = false;
  if (googleConfigured(deps)) {
    const google = await getGoogleBusinessData(deps, placesBaseUrl);
    freshUntil = google.freshUntil;
    stored = Boolean(google.stored);
    if (google.data) {
      figures = {
        source: "google",
        average: google.data.rating,
        count: google.data.reviewCount,
        googleBusinessUrl: google.data.googleBusinessUrl,
      };
    }
  }
  figures ??= (await loadSiteFigures(deps.db)) ?? { source: "none" };
  const rows = await deps.db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      text: reviews.text,
      reply: reviews.reply,
      collectionDate: onlineOrders.collectionDate,
    })
    .from(reviews)
    .innerJoin(onlineOrders, eq(onlineOrders.id, reviews.orderId))
    .where(eq(reviews.status, "published"))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PUBLIC_REVIEWS_SHOWN);
  return {
    answer: {
      figures,
      reviews: rows.map(({ collectionDate, ...r }) => ({ ...r, month: collectionDate.slice(0, 7) })),
    },
    freshUntil,
    stored,
  };
}

/**
 * The figures the structured data may carry, without calling Google (a page must not wait on it):
 * Google's stored copy where its key is set, else this site's published reviews, else none.
 */
export async function readRatingForStructuredData(
  deps: Pick<AppDeps, "db" | "env">,
): Promise<{ ratingValue: number; reviewCount: number } | null> {
  if (googleConfigured(deps)) {
    const row = await readStoredGoogleBusinessData(deps.db);
    if (row) return { ratingValue: Number(row.rating), reviewCount: row.reviewCount };
  }
  const site = await loadSiteFigures(deps.db);
  return site?.source === "site" ? { ratingValue: site.average, reviewCount: site.count } : null;
}

/** Every review for staff, newest first, with the owner's own figures (hidden ones count). */
export async function listStaffReviews(db: Db): Promise<StaffReviews> {
  const rows = await db
    .select({
      id: reviews.id,
      orderNumber: onlineOrders.orderNumber,
      authorName: reviews.authorName,
      rating: reviews.rating,
      text: reviews.text,
      status: reviews.status,
      reply: reviews.reply,
      collectionDate: onlineOrders.collectionDate,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(onlineOrders, eq(onlineOrders.id, reviews.orderId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const figures = computeReviewFigures(rows.map((r) => r.rating));
  const countOf = (status: ReviewStatus) => rows.filter((r) => r.status === status).length;
  return {
    reviews: rows.map(({ collectionDate, createdAt, ...r }) => ({
      ...r,
      month: collectionDate.slice(0, 7),
      createdAt: createdAt.toISOString(),
    })),
    figures: {
      ...figures,
      published: countOf("published"),
      hidden: countOf("hidden"),
      pending: countOf("pending"),
    },
  };
}

/** Publish, hide or reply to a review, audited in the same transaction. */
export async function moderateReview(
  deps: Pick<AppDeps, "db" | "now">,
  id: number,
  change: { status?: "published" | "hidden"; reply?: string | null },
  actor: AuditActor,
): Promise<{ publicChanged: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: reviews.status,
        reply: reviews.reply,
        orderNumber: onlineOrders.orderNumber,
      })
      .from(reviews)
      .innerJoin(onlineOrders, eq(onlineOrders.id, reviews.orderId))
      .where(eq(reviews.id, id))
      .for("update", { of: reviews });
    if (!before) throw new HttpError(404, `Review ${id} not found`);
    const now = deps.now();
    const reply = change.reply === undefined ? undefined : change.reply?.trim() ? change.reply.trim() : null;
    await tx
      .update(reviews)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(reply !== undefined ? { reply, repliedAt: reply ? now : null } : {}),
        updatedAt: now,
      })
      .where(eq(reviews.id, id));
    let publicChanged = false;
    // Each change made is its own entry, both about this review.
    const about = { actor, subject: before.orderNumber, entityId: id };
    if (change.status && change.status !== before.status) {
      await writeAudit(tx, {
        ...about,
        kind: "review.status",
        before: { status: before.status },
        after: { status: change.status },
      });
      publicChanged = true;
    }
    if (reply !== undefined && reply !== before.reply) {
      await writeAudit(tx, {
        ...about,
        kind: "review.reply",
        before: { reply: before.reply },
        after: { reply },
      });
      if ((change.status ?? before.status) === "published") publicChanged = true;
    }
    return { publicChanged };
  });
}
