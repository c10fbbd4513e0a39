import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { Allergen } from "../../../shared/menu/allergens";
import { formatPence } from "../../../shared/money";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import {
  type CollectionSlots,
  DEFAULT_KITCHEN_CAPACITY,
  getCollectionSlots,
} from "../../../shared/orders/collection-slots";
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from "../../../shared/orders/order.schema";
import {
  DEFAULT_MAX_ORDER_ITEMS,
  DEFAULT_MAX_ORDER_PENCE,
  type OrderSizeLimits,
} from "../../../shared/orders/order-limits";
import type { OrderTracking } from "../../../shared/orders/place-order.schema";
import type { PricingOffer } from "../../../shared/orders/pricing";
import type { Db } from "../../db/client";
import { collectionSlotBookings, offers, onlineOrders, restaurantSettings } from "../../db/schema";
import { loadHoursData } from "../opening-hours/opening-hours.queries";

export type OrderRow = typeof onlineOrders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    items: row.items.map((item) => ({
      id: item.id,
      name: item.name,
      price: formatPence(item.pricePence),
      pricePence: item.pricePence,
      quantity: item.quantity,
      isVegetarian: item.isVegetarian,
      isSpicy: item.isSpicy,
      allergens: item.allergens as Allergen[],
      ...(item.specialInstructions ? { specialInstructions: item.specialInstructions } : {}),
    })),
    subtotalPence: row.subtotalPence,
    discountPence: row.discountPence,
    totalPence: row.totalPence,
    totalAmount: formatPence(row.totalPence),
    discountLabel: row.discountLabel,
    couponCode: row.couponCode,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod as PaymentMethod | null,
    paymentId: row.paymentId,
    refundedPence: row.refundedPence,
    orderStatus: row.orderStatus as OrderStatus,
    collectionDate: row.collectionDate,
    collectionTime: row.collectionTime,
    specialInstructions: row.specialInstructions,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

export function toOrderTracking(row: OrderRow): OrderTracking {
  return {
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    collectionDate: row.collectionDate,
    collectionTime: row.collectionTime,
    items: row.items.map((i) => ({ name: i.name, quantity: i.quantity, price: formatPence(i.pricePence) })),
    subtotalPence: row.subtotalPence,
    discountPence: row.discountPence,
    totalPence: row.totalPence,
    totalAmount: formatPence(row.totalPence),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  return row ?? null;
}

export async function findOrderByNumber(db: Db, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(onlineOrders).where(eq(onlineOrders.orderNumber, orderNumber));
  return row ?? null;
}

/** By the key's SHA-256, the form in which the key is stored. */
export async function findOrderByIdempotencyKeyHash(db: Db, keyHash: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(onlineOrders).where(eq(onlineOrders.idempotencyKey, keyHash));
  return row ?? null;
}

export interface OrderingSettings extends OrderSizeLimits {
  capacityPerSlot: number;
  orderingPausedUntil: Date | null;
}

export async function loadOrderingSettings(db: Db): Promise<OrderingSettings> {
  const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  return {
    capacityPerSlot: row?.kitchenCapacityPerSlot ?? DEFAULT_KITCHEN_CAPACITY,
    orderingPausedUntil: row?.orderingPausedUntil ?? null,
    maxOrderPence: row?.maxOrderPence ?? DEFAULT_MAX_ORDER_PENCE,
    maxOrderItems: row?.maxOrderItems ?? DEFAULT_MAX_ORDER_ITEMS,
  };
}

export async function loadBookedCounts(db: Db, date: string): Promise<Record<string, number>> {
  const rows = await db
    .select()
    .from(collectionSlotBookings)
    .where(eq(collectionSlotBookings.collectionDate, date));
  return Object.fromEntries(rows.map((r) => [r.collectionTime, r.ordersCount]));
}

/**
 * Today's slots as the checkout offers them now. `ignoreBookings` gives the slots the hours allow,
 * so the server can tell "not a slot" (400) from "slot full" (409, decided atomically on insert).
 */
export async function loadCollectionSlots(
  db: Db,
  now: Date,
  options: { ignoreBookings?: boolean } = {},
): Promise<CollectionSlots> {
  const today = getLondonMoment(now).date;
  const [hours, settings, bookedCounts] = await Promise.all([
    loadHoursData(db),
    loadOrderingSettings(db),
    options.ignoreBookings ? Promise.resolve({}) : loadBookedCounts(db, today),
  ]);
  return getCollectionSlots({
    now,
    hours,
    bookedCounts,
    capacityPerSlot: options.ignoreBookings ? Number.POSITIVE_INFINITY : settings.capacityPerSlot,
    orderingPausedUntil: settings.orderingPausedUntil,
  });
}

/** Offers that could apply by themselves now (the pricing rule decides which one wins). */
export async function listAutomaticOffers(db: Db, now: Date): Promise<PricingOffer[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.isActive, true),
        isNull(offers.offerCode),
        lte(offers.validFrom, now),
        gte(offers.validTo, now),
      ),
    );
}
