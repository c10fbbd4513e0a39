import { and, desc, eq, sql } from "drizzle-orm";
import type { RegisterRequest } from "../../../shared/accounts/auth.schema";
import type { CustomerSession } from "../../../shared/accounts/customer.schema";
import {
  type CouponUsage,
  type CustomerOrderSummary,
  type CustomerReward,
  formatPoundsDecimal,
  WELCOME_COUPON_CODE,
  WELCOME_REWARD_TYPE,
} from "../../../shared/accounts/loyalty.schema";
import { formatPence } from "../../../shared/money";
import type { OrderStatus, PaymentStatus } from "../../../shared/orders/order.schema";
import type { Db } from "../../db/client";
import { coupons, customerCoupons, customerRewards, customers, offers, onlineOrders } from "../../db/schema";

type Customer = typeof customers.$inferSelect;

export function toCustomerSession(customer: Customer): CustomerSession {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    totalOrders: customer.totalOrders,
    totalSpent: formatPoundsDecimal(customer.totalSpentPence),
    loyaltyPoints: customer.loyaltyPoints,
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
    return created;
  });
}

export async function listCustomerRewards(db: Db, customerId: number): Promise<CustomerReward[]> {
  const rows = await db
    .select()
    .from(customerRewards)
    .where(eq(customerRewards.customerId, customerId))
    .orderBy(desc(customerRewards.createdAt), desc(customerRewards.id));
  return rows.map((r) => ({
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

export async function updateCustomerDateOfBirth(
  db: Db,
  customerId: number,
  dateOfBirth: string | null,
  now: Date,
): Promise<void> {
  await db.update(customers).set({ dateOfBirth, updatedAt: now }).where(eq(customers.id, customerId));
}
