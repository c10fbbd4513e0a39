/** The coming-up view and the prep list (issue 39 item 2), read from the orders as they stand. */
import { and, asc, eq, gt, ne } from "drizzle-orm";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { type ComingUp, type PrepList, sumPrepList } from "@shared/order-ahead/kitchen-ahead";
import { formatOrderAheadLabel } from "@shared/order-ahead/order-ahead-days";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";

/** Later days' orders (not cancelled), by date then collection time, with each day's counts. */
export async function loadComingUp(db: Db, now: Date): Promise<ComingUp> {
  const today = getLondonMoment(now).date;
  const rows = await db
    .select()
    .from(onlineOrders)
    .where(and(gt(onlineOrders.collectionDate, today), ne(onlineOrders.orderStatus, "cancelled")))
    .orderBy(asc(onlineOrders.collectionDate), asc(onlineOrders.collectionTime), asc(onlineOrders.id));
  const days: ComingUp["days"] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (!day || day.date !== row.collectionDate) {
      day = {
        date: row.collectionDate,
        label: formatOrderAheadLabel(row.collectionDate, today),
        orderCount: 0,
        itemCount: 0,
        orders: [],
      };
      days.push(day);
    }
    const itemCount = row.items.reduce((n, i) => n + i.quantity, 0);
    day.orderCount += 1;
    day.itemCount += itemCount;
    day.orders.push({
      id: row.id,
      orderNumber: row.orderNumber,
      collectionTime: row.collectionTime,
      customerName: row.customerName,
      itemCount,
      totalPence: row.totalPence,
      paymentStatus: row.paymentStatus,
      orderStatus: row.orderStatus,
    });
  }
  return { days };
}

/** A day's dishes and choices to cook, summed over its orders that are not cancelled. */
export async function loadPrepList(db: Db, now: Date, date: string): Promise<PrepList> {
  const rows = await db
    .select({ items: onlineOrders.items })
    .from(onlineOrders)
    .where(and(eq(onlineOrders.collectionDate, date), ne(onlineOrders.orderStatus, "cancelled")));
  return {
    date,
    label: formatOrderAheadLabel(date, getLondonMoment(now).date),
    orderCount: rows.length,
    lines: sumPrepList(rows),
  };
}
