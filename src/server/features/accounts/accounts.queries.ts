import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { DATE_OF_BIRTH_SET_ONCE, type RegisterRequest } from "@shared/accounts/auth.schema";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import {
  type CouponUsage,
  type CustomerOrderSummary,
  type CustomerReward,
  formatPoundsDecimal,
  type RewardState,
  WELCOME_COUPON_CODE,
  WELCOME_REWARD_TYPE,
} from "@shared/accounts/loyalty.schema";
import { formatPence } from "@shared/money";
import { checkPromotionAvailable, PROMOTION_MESSAGES } from "@shared/offers/promotion-availability";
import type { OrderStatus, PaymentStatus } from "@shared/orders/order.schema";
import type { Db, DbTransaction } from "../../db/client";
import { coupons, customerCoupons, customerRewards, customers, offers, onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findPromotionByCode } from "../offers/offers.queries";
import { loadCustomerFacts } from "./loyalty.service";
import { getPointsBalance } from "./points-ledger.service";

type Customer = typeof customers.$inferSelect;

/** The session copy the browser keeps; the points balance is the ledger's sum (points-ledger.service.ts). */
export async function toCustomerSession(db: Db, customer: Customer): Promise<CustomerSession> {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    totalOrders: customer.totalOrders,
    totalSpent: formatPoundsDecimal(customer.totalSpentPence),
    loyaltyPoints: await getPointsBalance(db, customer.id),
    memberSince: customer.createdAt.toISOString(),
    dateOfBirth: customer.dateOfBirth,
  };
}

export async function findCustomerByEmail(db: Db, email: string): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function findCustomerById(db: Db, id: number): Promise<Customer | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/**
 * Creates the account and its welcome reward together; null when the email is taken (the unique
 * index on lower(email) decides, so two sign-ups racing for one address make one account).
 */
export async function createCustomer(
  db: Db,
  input: Omit<RegisterRequest, "password" | "confirmPassword"> & { passwordHash: string; now: Date },
  /** Runs in the account's transaction once it exists (the newsletter's confirmation email). */
  afterCreate?: (tx: DbTransaction, created: Customer) => Promise<void>,
): Promise<Customer | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.trim(),
        phone: input.phone,
        password: input.passwordHash,
        address: input.address ?? null,
        postcode: input.postcode ?? null,
        city: input.city ?? null,
        preferredCuisine: input.preferredCuisine || null,
        dietaryRequirements: input.dietaryRequirements ?? null,
        marketingConsent: input.marketingConsent ?? false,
        dateOfBirth: input.dateOfBirth ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await tx.insert(customerRewards).values({
      customerId: created.id,
      type: WELCOME_REWARD_TYPE,
      title: "Welcome Bonus: 15% off your first order",
      description: `Use code ${WELCOME_COUPON_CODE} on your first order.`,
      couponCode: WELCOME_COUPON_CODE,
      pointsEarned: 0,
      createdAt: input.now,
    });
    await afterCreate?.(tx, created);
    return created;
  });
}

/**
 * The customer's rewards, each code with the state the checkout would give it now: "ready" only
 * while checkPromotionAvailable (the checkout's own rule, with the same customer facts: earlier
 * orders by account, phone and email) accepts it.
 */
export async function listCustomerRewards(db: Db, customerId: number, now: Date): Promise<CustomerReward[]> {
  const rows = await db
    .select()
    .from(customerRewards)
    .where(eq(customerRewards.customerId, customerId))
    .orderBy(desc(customerRewards.createdAt), desc(customerRewards.id));
  const facts = rows.some((r) => r.couponCode && !r.isRedeemed)
    ? await loadCustomerFacts(db, customerId)
    : null;
  const stateOf = async (
    r: (typeof rows)[number],
  ): Promise<{ state: RewardState | null; stateReason: string | null }> => {
    if (!r.couponCode) return { state: null, stateReason: null };
    if (r.isRedeemed) return { state: "used", stateReason: null };
    if (r.expiresAt && r.expiresAt.getTime() <= now.getTime()) {
      return { state: "unavailable", stateReason: PROMOTION_MESSAGES.expired };
    }
    const promotion = await findPromotionByCode(db, r.couponCode);
    const reason = promotion ? checkPromotionAvailable(promotion, now, facts) : PROMOTION_MESSAGES.unknown;
    return reason === null
      ? { state: "ready", stateReason: null }
      : { state: "unavailable", stateReason: reason };
  };
  const states = await Promise.all(rows.map(stateOf));
  return rows.map((r, i) => ({
    ...(states[i] ?? { state: null, stateReason: null }),
    id: r.id,
    type: r.type,
    title: r.title,
    description: r.description,
    couponCode: r.couponCode,
    pointsEarned: r.pointsEarned,
    isRedeemed: r.isRedeemed,
    redeemedAt: r.redeemedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listCustomerCouponUsage(db: Db, customerId: number): Promise<CouponUsage[]> {
  const rows = await db
    .select({
      id: customerCoupons.id,
      couponCode: sql<string>`coalesce(${offers.offerCode}, ${coupons.code}, ${offers.title})`,
      discountPence: customerCoupons.discountAppliedPence,
      usedAt: customerCoupons.usedAt,
      orderNumber: onlineOrders.orderNumber,
    })
    .from(customerCoupons)
    .leftJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .leftJoin(offers, eq(offers.id, customerCoupons.offerId))
    .leftJoin(onlineOrders, eq(onlineOrders.id, customerCoupons.orderId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(desc(customerCoupons.usedAt), desc(customerCoupons.id));
  return rows.map((r) => ({
    id: r.id,
    couponCode: r.couponCode,
    discountAmount: formatPoundsDecimal(r.discountPence),
    discountPence: r.discountPence,
    usedAt: r.usedAt.toISOString(),
    orderNumber: r.orderNumber ?? null,
  }));
}

export async function listCustomerOrders(db: Db, customerId: number): Promise<CustomerOrderSummary[]> {
  const rows = await db
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.customerId, customerId)))
    .orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id))
    .limit(100);
  return rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    collectionDate: o.collectionDate,
    collectionTime: o.collectionTime,
    orderStatus: o.orderStatus as OrderStatus,
    paymentStatus: o.paymentStatus as PaymentStatus,
    totalPence: o.totalPence,
    totalAmount: formatPence(o.totalPence),
    itemCount: o.items.reduce((n, item) => n + item.quantity, 0),
  }));
}

/**
 * The customer sets their date of birth once (decision 0020: changing it again re-opened the
 * birthday offer). One conditional UPDATE decides, so two racing requests cannot both set it;
 * saving the date already saved is not a change and succeeds.
 */
export async function setCustomerDateOfBirth(
  db: Db,
  customerId: number,
  dateOfBirth: string | null,
  now: Date,
): Promise<void> {
  const [set] = await db
    .update(customers)
    .set({ dateOfBirth, updatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.dateOfBirth)))
    .returning({ id: customers.id });
  if (set) return;
  const [row] = await db
    .select({ dateOfBirth: customers.dateOfBirth })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new HttpError(404, "Customer not found");
  if (row.dateOfBirth !== dateOfBirth) throw new HttpError(409, DATE_OF_BIRTH_SET_ONCE);
}

/** Staff correct a customer's date of birth (owner scope, audited): the before and after. */
export async function correctCustomerDateOfBirth(
  db: Db,
  customerId: number,
  dateOfBirth: string | null,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ dateOfBirth: customers.dateOfBirth, email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (!row) throw new HttpError(404, "Customer not found");
    await tx.update(customers).set({ dateOfBirth, updatedAt: actor.at }).where(eq(customers.id, customerId));
    await writeAudit(tx, {
      actor,
      kind: "customer.date-of-birth",
      subject: row.email,
      entityId: customerId,
      before: { dateOfBirth: row.dateOfBirth },
      after: { dateOfBirth },
    });
  });
}

/** What staff see of a customer when correcting their date of birth: by email or by id. */
export async function findCustomersForStaff(db: Db, by: { email: string } | { id: number }) {
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      dateOfBirth: customers.dateOfBirth,
    })
    .from(customers)
    .where(
      "email" in by ? sql`lower(${customers.email}) = lower(${by.email.trim()})` : eq(customers.id, by.id),
    );
}
