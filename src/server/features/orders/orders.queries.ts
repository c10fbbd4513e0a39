import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Allergen } from "@shared/menu/allergens";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import {
  type CollectionSlots,
  type CollectionSlotsInput,
  DEFAULT_KITCHEN_CAPACITY,
  getCollectionSlots,
  SLOT_LEAD_MINUTES,
} from "@shared/orders/collection-slots";
import type { Order, OrderStatus, PaymentStatus } from "@shared/orders/order.schema";
import {
  DEFAULT_MAX_ORDER_ITEMS,
  DEFAULT_MAX_ORDER_PENCE,
  type OrderSizeLimits,
} from "@shared/orders/order-limits";
import { orderPaymentRefusal } from "@shared/orders/order-payability";
import {
  getOrderingStatus,
  type OrderingStatus,
  orderingStatusChangesAt,
} from "@shared/orders/ordering-status";
import type { OrderTracking } from "@shared/orders/place-order.schema";
import type { Db, DbOrTx } from "../../db/client";
import {
  collectionSlotBookings,
  onlineOrders,
  restaurantSettings,
  type StoredPromotionLine,
} from "../../db/schema";
import { toOrderDelivery, trackingDelivery } from "../delivery/delivery-order.queries";
import { loadHoursData } from "../opening-hours/opening-hours.queries";

export type OrderRow = typeof onlineOrders.$inferSelect;

/**
 * The order's promotion lines. Orders placed before promotions were lines stored one discount with
 * its label: it becomes one line, so their lines still add up to their total.
 */
function orderPromotionLines(row: OrderRow): StoredPromotionLine[] {
  if (row.promotions.length > 0 || row.discountPence <= 0) return row.promotions;
  return [
    {
      promotionId: row.offerId,
      title: row.discountLabel ?? "Discount",
      kind: "amount_off",
      code: row.couponCode,
      amountPence: row.discountPence,
    },
  ];
}

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
      options: item.options ?? [],
      isVegetarian: item.isVegetarian,
      isSpicy: item.isSpicy,
      allergens: item.allergens as Allergen[],
      ...(item.specialInstructions ? { specialInstructions: item.specialInstructions } : {}),
    })),
    subtotalPence: row.subtotalPence,
    discountPence: row.discountPence,
    totalPence: row.totalPence,
    totalAmount: formatPence(row.totalPence),
    tipPence: row.tipPence,
    discountLabel: row.discountLabel,
    couponCode: row.couponCode,
    promotions: orderPromotionLines(row),
    pointsRedeemed: row.pointsRedeemed,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod,
    paymentId: row.paymentId,
    refundedPence: row.refundedPence,
    ...(row.giftVoucherPence > 0 ? { giftVoucherPence: row.giftVoucherPence } : {}),
    paymentNote: row.paymentNote,
    orderStatus: row.orderStatus as OrderStatus,
    collectionDate: row.collectionDate,
    collectionTime: row.collectionTime,
    specialInstructions: row.specialInstructions,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
    printedVia: row.printedVia ?? null,
    paysOnline: row.paysOnline,
    channel: row.channel,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    delivery: toOrderDelivery(row),
  };
}

export function toOrderTracking(row: OrderRow, now: Date): OrderTracking {
  const refusal = orderPaymentRefusal(row, now);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    collectionDate: row.collectionDate,
    collectionTime: row.collectionTime,
    items: row.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      price: formatPence(i.pricePence),
      options: i.options ?? [],
      lineTotal: formatPence(i.pricePence * i.quantity),
    })),
    promotions: orderPromotionLines(row),
    subtotalPence: row.subtotalPence,
    discountPence: row.discountPence,
    totalPence: row.totalPence,
    totalAmount: formatPence(row.totalPence),
    tipPence: row.tipPence,
    giftVoucherPence: row.giftVoucherPence,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
    payable: refusal === null,
    delivery: trackingDelivery(row),
    // "Already paid" is said by the paid status itself.
    paymentRefusal: row.paymentStatus === "pending" || row.orderStatus === "cancelled" ? refusal : null,
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
  minOrderPence: number;
  pointsPerPoundRedeemed: number;
  prepTimeMinutes: number;
}

export async function loadOrderingSettings(db: Db): Promise<OrderingSettings> {
  const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  return {
    capacityPerSlot: row?.kitchenCapacityPerSlot ?? DEFAULT_KITCHEN_CAPACITY,
    orderingPausedUntil: row?.orderingPausedUntil ?? null,
    prepTimeMinutes: row?.prepTimeMinutes ?? SLOT_LEAD_MINUTES,
    maxOrderPence: row?.maxOrderPence ?? DEFAULT_MAX_ORDER_PENCE,
    maxOrderItems: row?.maxOrderItems ?? DEFAULT_MAX_ORDER_ITEMS,
    minOrderPence: row?.minOrderPence ?? 0,
    pointsPerPoundRedeemed: row?.pointsPerPoundRedeemed ?? 100,
  };
}

/**
 * Takes one place in a collection slot that holds fewer than `capacity` orders: one atomic
 * conditional upsert, so orders racing for the last place cannot both win. False when it is full.
 */
export async function bookCollectionSlot(
  tx: DbOrTx,
  slot: { collectionDate: string; collectionTime: string },
  capacity: number,
): Promise<boolean> {
  const booked = await tx
    .insert(collectionSlotBookings)
    .values({ collectionDate: slot.collectionDate, collectionTime: slot.collectionTime, ordersCount: 1 })
    .onConflictDoUpdate({
      target: [collectionSlotBookings.collectionDate, collectionSlotBookings.collectionTime],
      set: { ordersCount: sql`${collectionSlotBookings.ordersCount} + 1` },
      setWhere: lt(collectionSlotBookings.ordersCount, capacity),
    })
    .returning({ ordersCount: collectionSlotBookings.ordersCount });
  return booked.length > 0;
}

/** Gives back the place an order held in its collection slot (it is cancelled, or moved). */
export async function releaseCollectionSlot(
  tx: DbOrTx,
  slot: { collectionDate: string; collectionTime: string },
): Promise<void> {
  await tx
    .update(collectionSlotBookings)
    .set({ ordersCount: sql`${collectionSlotBookings.ordersCount} - 1` })
    .where(
      and(
        eq(collectionSlotBookings.collectionDate, slot.collectionDate),
        eq(collectionSlotBookings.collectionTime, slot.collectionTime),
        gt(collectionSlotBookings.ordersCount, 0),
      ),
    );
}

async function loadBookedCounts(db: Db, date: string): Promise<Record<string, number>> {
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
  return getCollectionSlots(await loadCollectionSlotsInput(db, now, options));
}

/** Everything the slot rule needs, read once; the ordering status reads the same. */
async function loadCollectionSlotsInput(
  db: Db,
  now: Date,
  options: { ignoreBookings?: boolean } = {},
): Promise<CollectionSlotsInput> {
  const today = getLondonMoment(now).date;
  const [hours, settings, bookedCounts] = await Promise.all([
    loadHoursData(db),
    loadOrderingSettings(db),
    options.ignoreBookings ? Promise.resolve({}) : loadBookedCounts(db, today),
  ]);
  return {
    now,
    hours,
    bookedCounts,
    capacityPerSlot: options.ignoreBookings ? Number.POSITIVE_INFINITY : settings.capacityPerSlot,
    orderingPausedUntil: settings.orderingPausedUntil,
    leadMinutes: settings.prepTimeMinutes,
  };
}

/** The same, and the instant it next changes by itself (how long a copy of it can be kept). */
export async function loadOrderingStatusUntilChange(
  db: Db,
  now: Date,
): Promise<{ status: OrderingStatus; changesAt: Date }> {
  const input = await loadCollectionSlotsInput(db, now);
  return { status: getOrderingStatus(input), changesAt: orderingStatusChangesAt(input) };
}
