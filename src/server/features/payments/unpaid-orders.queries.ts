/**
 * The orders of a London collection day still unpaid and not cancelled (decision 0035): the
 * cash-up, Today and the Z-report list them as something to resolve at close.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { UnpaidOrders } from "@shared/payments/unpaid-orders.schema";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";

export async function listUnpaidOrders(db: Db, date: string): Promise<UnpaidOrders> {
  const rows = await db
    .select({
      id: onlineOrders.id,
      orderNumber: onlineOrders.orderNumber,
      customerName: onlineOrders.customerName,
      channel: onlineOrders.channel,
      orderStatus: onlineOrders.orderStatus,
      collectionTime: onlineOrders.collectionTime,
      totalPence: onlineOrders.totalPence,
    })
    .from(onlineOrders)
    // On the (collection_date, payment_status) index.
    .where(
      and(
        eq(onlineOrders.collectionDate, date),
        eq(onlineOrders.paymentStatus, "pending"),
        ne(onlineOrders.orderStatus, "cancelled"),
      ),
    )
    .orderBy(
      sql`case when ${onlineOrders.orderStatus} = 'collected' then 0 else 1 end`,
      asc(onlineOrders.collectionTime),
      asc(onlineOrders.id),
    );
  return {
    orders: rows,
    totalPence: rows.reduce((s, r) => s + r.totalPence, 0),
    collected: rows.filter((r) => r.orderStatus === "collected").length,
  };
}
