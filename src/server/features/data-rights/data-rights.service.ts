/**
 * What the restaurant holds about one diner, as a download, and its removal (decision 0030).
 *
 * A diner is found by their account and by their email address: a guest order or booking made with
 * the same email is theirs too. Deleting keeps the orders for the restaurant's accounts (amounts,
 * dishes, payments, refunds) with the name, phone, email and instructions removed; bookings the
 * same; the diner's reviews (their own words) are deleted; the account goes, and with it its
 * sessions, rewards, promotion uses and points ledger (points only mean something to an account;
 * each order still says how many points it spent, so the accounts add up).
 */
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/client";
import {
  customerCoupons,
  customerRewards,
  customers,
  newsletterSubscriptions,
  onlineOrders,
  outbox,
  passwordResetTokens,
  reservationLinks,
  reservations,
  reviews,
} from "../../db/schema";
import { getPointsBalance, listPointsHistory } from "../accounts/points-ledger.service";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";

/** What an anonymised order or booking says instead of the diner's name. */
const ANONYMISED_NAME = "Deleted customer";

const sameEmail = (column: SQL | Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

async function findCustomer(db: Db | DbTransaction, by: { id: number } | { email: string }) {
  const [row] = await db
    .select()
    .from(customers)
    .where("id" in by ? eq(customers.id, by.id) : sameEmail(customers.email, by.email));
  return row ?? null;
}

function ordersOf(customerId: number | null, email: string | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (customerId !== null) conditions.push(eq(onlineOrders.customerId, customerId));
  if (email) conditions.push(sameEmail(onlineOrders.customerEmail, email));
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * Everything held about the diner with this account or email: profile, consents, orders, bookings,
 * points, rewards, promotion uses and reviews. Null when nothing at all is held.
 */
export async function exportDinerData(db: Db, by: { id: number } | { email: string }, now: Date) {
  const customer = await findCustomer(db, by);
  const email = customer?.email ?? ("email" in by ? by.email.trim() : null);
  const where = ordersOf(customer?.id ?? null, email);
  const orders = where
    ? await db.select().from(onlineOrders).where(where).orderBy(onlineOrders.createdAt, onlineOrders.id)
    : [];
  const bookings = email
    ? await db
        .select()
        .from(reservations)
        .where(sameEmail(reservations.email, email))
        .orderBy(reservations.id)
    : [];
  const orderIds = orders.map((o) => o.id);
  const orderReviews = orderIds.length
    ? await db.select().from(reviews).where(inArray(reviews.orderId, orderIds)).orderBy(reviews.id)
    : [];
  const newsletter = email
    ? await db
        .select({
          email: newsletterSubscriptions.email,
          isActive: newsletterSubscriptions.isActive,
          subscribedAt: newsletterSubscriptions.subscribedAt,
          unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        })
        .from(newsletterSubscriptions)
        .where(sameEmail(newsletterSubscriptions.email, email))
    : [];
  if (!customer && orders.length === 0 && bookings.length === 0 && newsletter.length === 0) return null;

  const orderNumberOf = new Map(orders.map((o) => [o.id, o.orderNumber]));
  const holder = (await loadConfirmedDetails(db))?.name ?? "this restaurant";
  return {
    exportedAt: now.toISOString(),
    about: `Everything ${holder} holds about you: your account, your orders and table bookings made with your email, your loyalty points, and what you agreed to be sent.`,
    profile: customer
      ? {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          dateOfBirth: customer.dateOfBirth,
          address: customer.address,
          postcode: customer.postcode,
          city: customer.city,
          preferredCuisine: customer.preferredCuisine,
          dietaryRequirements: customer.dietaryRequirements,
          totalOrders: customer.totalOrders,
          totalSpentPence: customer.totalSpentPence,
          createdAt: customer.createdAt.toISOString(),
        }
      : null,
    consents: {
      marketingEmails: customer?.marketingConsent ?? null,
      newsletter: newsletter.map((n) => ({
        email: n.email,
        isActive: n.isActive,
        subscribedAt: n.subscribedAt.toISOString(),
        unsubscribedAt: n.unsubscribedAt?.toISOString() ?? null,
      })),
      reviewRequests: orders.map((o) => ({ orderNumber: o.orderNumber, agreed: o.reviewRequestConsent })),
    },
    orders: orders.map((o) => ({
      orderNumber: o.orderNumber,
      placedAt: o.createdAt.toISOString(),
      name: o.customerName,
      phone: o.customerPhone,
      email: o.customerEmail,
      collectionDate: o.collectionDate,
      collectionTime: o.collectionTime,
      items: o.items,
      promotions: o.promotions,
      subtotalPence: o.subtotalPence,
      discountPence: o.discountPence,
      totalPence: o.totalPence,
      pointsRedeemed: o.pointsRedeemed,
      orderStatus: o.orderStatus,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      refundedPence: o.refundedPence,
      specialInstructions: o.specialInstructions,
    })),
    bookings: bookings.map((b) => ({
      name: b.name,
      phone: b.phone,
      email: b.email,
      date: b.date,
      time: b.time,
      guests: b.guests,
      notes: b.notes,
      status: b.status,
      staffMessage: b.staffMessage,
      createdAt: b.createdAt.toISOString(),
    })),
    points: customer
      ? {
          balance: await getPointsBalance(db, customer.id),
          history: await listPointsHistory(db, customer.id),
        }
      : null,
    rewards: customer
      ? (await db.select().from(customerRewards).where(eq(customerRewards.customerId, customer.id))).map(
          (r) => ({
            title: r.title,
            description: r.description,
            couponCode: r.couponCode,
            isRedeemed: r.isRedeemed,
            expiresAt: r.expiresAt?.toISOString() ?? null,
            createdAt: r.createdAt.toISOString(),
          }),
        )
      : [],
    promotionUses: customer
      ? (await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customer.id))).map(
          (u) => ({
            usedAt: u.usedAt.toISOString(),
            orderNumber: u.orderId === null ? null : (orderNumberOf.get(u.orderId) ?? null),
            discountAppliedPence: u.discountAppliedPence,
          }),
        )
      : [],
    reviews: orderReviews.map((r) => ({
      orderNumber: orderNumberOf.get(r.orderId) ?? null,
      rating: r.rating,
      text: r.text,
      status: r.status,
      reply: r.reply,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export interface DeletionOutcome {
  email: string | null;
  accountDeleted: boolean;
  ordersAnonymised: number;
  bookingsAnonymised: number;
  reviewsDeleted: number;
  /** A published review was among them: the home page's reviews and figures change. */
  publishedReviewDeleted: boolean;
}

/**
 * Removes the diner's data in the caller's transaction (an owner's request audits in it too).
 * The account (if any) is deleted; its sessions end with it (foreign keys).
 */
export async function deleteDinerData(
  tx: DbTransaction,
  by: { id: number } | { email: string },
  now: Date,
): Promise<DeletionOutcome> {
  const customer = await findCustomer(tx, by);
  const email = customer?.email ?? ("email" in by ? by.email.trim() : null);
  const where = ordersOf(customer?.id ?? null, email);
  const orderIds = where
    ? (await tx.select({ id: onlineOrders.id }).from(onlineOrders).where(where)).map((o) => o.id)
    : [];

  let reviewsDeleted = 0;
  let publishedReviewDeleted = false;
  if (orderIds.length) {
    const deleted = await tx
      .delete(reviews)
      .where(inArray(reviews.orderId, orderIds))
      .returning({ status: reviews.status });
    reviewsDeleted = deleted.length;
    publishedReviewDeleted = deleted.some((r) => r.status === "published");
    await tx
      .update(onlineOrders)
      .set({
        customerId: null,
        customerName: ANONYMISED_NAME,
        customerPhone: "",
        customerEmail: null,
        specialInstructions: null,
        clientIpHash: null,
        reviewTokenHash: null,
        reviewRequestConsent: false,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(inArray(onlineOrders.id, orderIds));
  }

  let bookingsAnonymised = 0;
  if (email) {
    const bookings = await tx
      .update(reservations)
      .set({ name: ANONYMISED_NAME, phone: "", email: null, notes: null })
      .where(sameEmail(reservations.email, email))
      .returning({ id: reservations.id });
    bookingsAnonymised = bookings.length;
    if (bookings.length) {
      await tx.delete(reservationLinks).where(
        inArray(
          reservationLinks.reservationId,
          bookings.map((b) => b.id),
        ),
      );
    }
    await tx.delete(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, email));
    await tx.delete(passwordResetTokens).where(sameEmail(passwordResetTokens.email, email));
    // Mail not yet sent to them (a review request, a reminder) is not sent.
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.kind, "mail"),
          eq(outbox.status, "pending"),
          isNull(outbox.sentAt),
          sql`lower(${outbox.payload}->>'to') = lower(${email})`,
        ),
      );
  }
  if (customer) await tx.delete(customers).where(eq(customers.id, customer.id));

  return {
    email,
    accountDeleted: Boolean(customer),
    ordersAnonymised: orderIds.length,
    bookingsAnonymised,
    reviewsDeleted,
    publishedReviewDeleted,
  };
}

/** "data-spice-route-2026-11-24.json": the restaurant's name as the file's first words. */
export function exportFileName(now: Date, restaurantName: string | null = null): string {
  const slug = (restaurantName ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `data-${slug ? `${slug}-` : ""}${now.toISOString().slice(0, 10)}.json`;
}
