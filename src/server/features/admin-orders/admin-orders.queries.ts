import { and, desc, eq, isNull } from "drizzle-orm";
import type { Allergen } from "../../../shared/menu/allergens";
import { formatPence } from "../../../shared/money";
import type {
  Order,
  OrderItem,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from "../../../shared/orders/order.schema";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";

type OrderRow = typeof onlineOrders.$inferSelect;

export function toAdminOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    items: row.items.map(
      (item): OrderItem => ({
        id: item.id,
        name: item.name,
        price: formatPence(item.pricePence),
        pricePence: item.pricePence,
        quantity: item.quantity,
        isVegetarian: item.isVegetarian,
        isSpicy: item.isSpicy,
        allergens: (item.allergens ?? []) as Allergen[],
        ...(item.specialInstructions ? { specialInstructions: item.specialInstructions } : {}),
      }),
    ),
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

/** Newest first; a busy year stays readable by keeping the latest 500. */
export async function listAdminOrders(db: Db): Promise<Order[]> {
  const rows = await db
    .select()
    .from(onlineOrders)
    .orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id))
    .limit(500);
  return rows.map(toAdminOrder);
}

/**
 * Marks an order printed once: the conditional UPDATE lets exactly one of two simultaneous clicks
 * win. Returns the order and whether this call did the marking.
 */
export async function markOrderPrinted(
  db: Db,
  id: number,
  now: Date,
): Promise<{ order: Order; marked: boolean } | null> {
  const [marked] = await db
    .update(onlineOrders)
    .set({ printedAt: now, updatedAt: now })
    .where(and(eq(onlineOrders.id, id), isNull(onlineOrders.printedAt)))
    .returning();
  if (marked) return { order: toAdminOrder(marked), marked: true };
  const [existing] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  return existing ? { order: toAdminOrder(existing), marked: false } : null;
}
