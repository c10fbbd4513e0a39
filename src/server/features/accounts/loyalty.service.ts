/**
 * Loyalty and per-customer promotion facts. Plain functions over a db or a transaction, called by the
 * order and payment flows:
 * - loadCustomerFacts while pricing an order (before it is stored),
 * - recordPromotionUses inside the transaction that stores the order (it re-checks under a row lock),
 * - recordPaidOrder once the order's payment_status has become 'completed'.
 * The points themselves are a ledger (points-ledger.service.ts).
 */
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { emailKey, phoneKey } from "@shared/accounts/contact-keys";
import { calculateLoyaltyPoints } from "@shared/accounts/loyalty.schema";
import type { CustomerFacts } from "@shared/offers/promotion";
import { checkPromotionAvailable } from "@shared/offers/promotion-availability";
import type { AppliedPromotion } from "@shared/offers/promotion-pricing";
import type { DbOrTx } from "../../db/client";
import {
  customerCoupons,
  customerRewards,
  customers,
  offers,
  onlineOrders,
  restaurantSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { toPromotion } from "../offers/offers.queries";
import { earnPoints, getPointsBalance, spendPoints } from "./points-ledger.service";

/** A db or a transaction: both run the same queries. */

export interface PaidOrderCredit {
  customerId: number;
  pointsEarned: number;
  paidPence: number;
}

/**
 * Credits a paid order to its customer: loyalty points (an "earn" row), totalOrders and totalSpent.
 * Exactly once per order whatever the number of calls (payment webhook redelivered, client
 * confirmation racing the webhook): the conditional UPDATE on loyalty_recorded_at lets only one
 * caller through. Returns null when nothing was credited (guest order, not paid, or already credited).
 */
export async function recordPaidOrder(
  db: DbOrTx,
  orderId: number,
  now: Date,
): Promise<PaidOrderCredit | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(onlineOrders)
      .set({ loyaltyRecordedAt: now })
      .where(
        and(
          eq(onlineOrders.id, orderId),
          isNull(onlineOrders.loyaltyRecordedAt),
          eq(onlineOrders.paymentStatus, "completed"),
          sql`${onlineOrders.customerId} is not null`,
        ),
      )
      .returning({ customerId: onlineOrders.customerId, totalPence: onlineOrders.totalPence });
    if (!order || order.customerId === null) return null;
    const [settings] = await tx
      .select({ pointsPerPound: restaurantSettings.loyaltyPointsPerPound })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.id, 1));
    const points = calculateLoyaltyPoints(order.totalPence, settings?.pointsPerPound ?? 1);
    await tx
      .update(customers)
      .set({
        totalOrders: sql`${customers.totalOrders} + 1`,
        totalSpentPence: sql`${customers.totalSpentPence} + ${order.totalPence}`,
        updatedAt: now,
      })
      .where(eq(customers.id, order.customerId));
    await earnPoints(tx, { customerId: order.customerId, orderId, points, now });
    return { customerId: order.customerId, pointsEarned: points, paidPence: order.totalPence };
  });
}

/** A phone and an email a first-order offer has to be new to (the account's, and the order's). */
interface OfferContact {
  phones: string[];
  emails: string[];
}

/**
 * Orders that make a customer no longer "first time": any earlier member's order not cancelled (or
 * paid) of this account, placed with the same phone number or email (their normalised keys), or
 * placed by another account with that phone or email, whoever placed it and with whatever details.
 * Three new accounts with one phone are one first order, not three.
 *
 * "First order" is the first order as a member (decision 0039): an order counts when it was placed
 * signed in, or as a guest after the account it belongs to existed (an unlinked guest order: after
 * this account existed),
 * so the guest orders a diner joined with, linked to the account later, do not spend the welcome
 * offer. Nor does an order on which the diner quoted a first-order code that a better promotion
 * beat: that code was kept for later, and the cart said so.
 */
async function countEarlierOrders(
  db: DbOrTx,
  customerId: number,
  memberSince: Date,
  contact: OfferContact,
  excludeOrderId?: number,
): Promise<number> {
  const phones = [...new Set(contact.phones.map(phoneKey).filter((k) => k.length > 0))];
  const emails = [...new Set(contact.emails.map(emailKey).filter((k) => k.length > 0))];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(onlineOrders)
    .where(
      and(
        or(
          eq(onlineOrders.customerId, customerId),
          phones.length > 0 ? inArray(onlineOrders.customerPhoneKey, phones) : undefined,
          emails.length > 0 ? inArray(onlineOrders.customerEmailKey, emails) : undefined,
          phones.length > 0 || emails.length > 0
            ? inArray(
                onlineOrders.customerId,
                db
                  .select({ id: customers.id })
                  .from(customers)
                  .where(
                    or(
                      phones.length > 0 ? inArray(customers.phoneKey, phones) : undefined,
                      emails.length > 0 ? inArray(customers.emailKey, emails) : undefined,
                    ),
                  ),
              )
            : undefined,
        ),
        or(ne(onlineOrders.orderStatus, "cancelled"), eq(onlineOrders.paymentStatus, "completed")),
        // A member's order: placed signed in, or as a guest after the account it counts for existed.
        or(
          and(isNotNull(onlineOrders.customerId), isNull(onlineOrders.linkedAt)),
          sql`${onlineOrders.createdAt} > coalesce((select c.created_at from customers c where c.id = ${onlineOrders.customerId}), ${memberSince.toISOString()}::timestamptz)`,
        ),
        sql`(${onlineOrders.keptOfferId} is null or ${onlineOrders.keptOfferId} not in (select o.id from offers o where o.first_order_only))`,
        excludeOrderId === undefined ? undefined : ne(onlineOrders.id, excludeOrderId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * What the promotions engine needs to know about a signed-in customer: earlier orders (by account,
 * phone and email), date of birth, uses of each promotion so far and the points balance. `contact`
 * adds the phone and email an order is being placed with to the account's own.
 */
export async function loadCustomerFacts(
  db: DbOrTx,
  customerId: number,
  options: { excludeOrderId?: number; contact?: { phone?: string | null; email?: string | null } } = {},
): Promise<CustomerFacts | null> {
  const [customer] = await db
    .select({
      createdAt: customers.createdAt,
      dateOfBirth: customers.dateOfBirth,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const contact = {
    phones: [customer.phone, options.contact?.phone ?? ""],
    emails: [customer.email, options.contact?.email ?? ""],
  };
  const earlier = await countEarlierOrders(
    db,
    customerId,
    customer.createdAt,
    contact,
    options.excludeOrderId,
  );
  const uses = await db
    .select({ offerId: customerCoupons.offerId, n: sql<number>`count(*)::int` })
    .from(customerCoupons)
    .where(
      and(
        eq(customerCoupons.customerId, customerId),
        options.excludeOrderId === undefined
          ? undefined
          : ne(customerCoupons.orderId, options.excludeOrderId),
      ),
    )
    .groupBy(customerCoupons.offerId);
  const usesByPromotion: Record<number, number> = {};
  for (const u of uses) if (u.offerId !== null) usesByPromotion[u.offerId] = u.n;
  return {
    id: customerId,
    // Not customers.totalOrders: it also counts the paid guest orders the account was joined with.
    earlierOrders: earlier,
    dateOfBirth: customer.dateOfBirth,
    usesByPromotion,
    loyaltyPoints: await getPointsBalance(db, customerId),
  };
}

// Key space of pg_advisory_xact_lock(int, int) for first-order offers, one lock per phone or email.
const FIRST_ORDER_LOCK = 71_003;

/**
 * Serialises first orders that share a phone or an email (different accounts lock different customer
 * rows): each key is locked in one global order, so two such orders never wait on each other crosswise.
 */
async function lockFirstOrderContacts(tx: DbOrTx, contact: OfferContact): Promise<void> {
  const keys = [
    ...new Set([
      ...contact.phones.map((p) => `phone:${phoneKey(p)}`),
      ...contact.emails.map((e) => `email:${emailKey(e)}`),
    ]),
  ]
    .filter((k) => !k.endsWith(":"))
    .sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ORDER_LOCK}, hashtext(${key}))`);
  }
}

/**
 * Records the promotions and points an order used. Call inside the transaction that stores the
 * order, which has already locked the customer's row (SELECT ... FOR UPDATE, as before): a second
 * order of the same customer waits there, then re-checks here and sees the first one's uses and
 * spent points, so per-customer limits and the points balance cannot be overspent; a first-order
 * offer also locks the order's phone and email, so other accounts with them wait too. Total uses
 * are counted with a conditional UPDATE (no row back = the limit was reached meanwhile). Any refusal
 * throws an HttpError 409, which rolls the whole order back.
 */
export async function recordPromotionUses(
  tx: DbOrTx,
  input: {
    customerId: number | null;
    orderId: number;
    lines: readonly AppliedPromotion[];
    pointsRedeemed: number;
    now: Date;
    /** The phone and email the order was placed with. */
    contact?: { phone: string; email: string | null };
  },
): Promise<void> {
  if (input.customerId !== null) {
    const promotionIds = input.lines.map((l) => l.promotionId).filter((id): id is number => id !== null);
    const firstOrder =
      promotionIds.length > 0 &&
      (
        await tx
          .select({ id: offers.id })
          .from(offers)
          .where(and(inArray(offers.id, promotionIds), eq(offers.firstOrderOnly, true)))
          .limit(1)
      ).length > 0;
    if (firstOrder) {
      const [account] = await tx
        .select({ phone: customers.phone, email: customers.email })
        .from(customers)
        .where(eq(customers.id, input.customerId));
      await lockFirstOrderContacts(tx, {
        phones: [account?.phone ?? "", input.contact?.phone ?? ""],
        emails: [account?.email ?? "", input.contact?.email ?? ""],
      });
    }
  }
  const facts =
    input.customerId === null
      ? null
      : await loadCustomerFacts(tx, input.customerId, {
          excludeOrderId: input.orderId,
          contact: input.contact,
        });
  for (const line of input.lines) {
    if (line.promotionId === null) continue;
    const [row] = await tx.select().from(offers).where(eq(offers.id, line.promotionId));
    const promotion = row ? toPromotion(row) : null;
    const reason = promotion ? checkPromotionAvailable(promotion, input.now, facts) : "unknown";
    if (reason !== null) {
      throw new HttpError(
        409,
        `${line.title}: ${reason ?? ""} Please review your order and try again.`.trim(),
      );
    }
    const [counted] = await tx
      .update(offers)
      .set({ currentRedemptions: sql`${offers.currentRedemptions} + 1` })
      .where(
        and(
          eq(offers.id, line.promotionId),
          or(isNull(offers.maxRedemptions), sql`${offers.currentRedemptions} < ${offers.maxRedemptions}`),
        ),
      )
      .returning({ id: offers.id });
    if (!counted) {
      throw new HttpError(
        409,
        "The offer on your order has just ended. Please review your order and try again.",
      );
    }
    if (input.customerId !== null) {
      await tx.insert(customerCoupons).values({
        customerId: input.customerId,
        offerId: line.promotionId,
        orderId: input.orderId,
        discountAppliedPence: line.amountPence,
        usedAt: input.now,
      });
      if (line.code) {
        // The reward that handed out this code (WELCOME15's welcome bonus) is now spent.
        await tx
          .update(customerRewards)
          .set({ isRedeemed: true, redeemedAt: input.now })
          .where(
            and(
              eq(customerRewards.customerId, input.customerId),
              eq(customerRewards.couponCode, line.code),
              eq(customerRewards.isRedeemed, false),
            ),
          );
      }
    }
  }
  if (input.pointsRedeemed > 0) {
    if (input.customerId === null) throw new HttpError(400, "Please sign in to spend loyalty points.");
    await spendPoints(tx, {
      customerId: input.customerId,
      orderId: input.orderId,
      points: input.pointsRedeemed,
      now: input.now,
    });
  }
}
