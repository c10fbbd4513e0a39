/**
 * The coming-up view and the prep list (issue 39 items 2 and 3), read from the orders and the
 * catering orders as they stand.
 */
import { and, asc, eq, gt, ne } from "drizzle-orm";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { type ComingUp, type PrepList, sumPrepList } from "@shared/order-ahead/kitchen-ahead";
import { formatOrderAheadLabel } from "@shared/order-ahead/order-ahead-days";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { type CateringOrderRow, loadCateringAfter, loadCateringForDay } from "../catering/catering.queries";
import { cateringReference } from "../catering/catering.service";

type ComingUpOrder = ComingUp["days"][number]["orders"][number];

/** A catering order as a line of coming up: its reference, event time, contact (company) and guests. */
function cateringComingUp(row: CateringOrderRow): ComingUpOrder {
  return {
    id: row.id,
    channel: "catering",
    orderNumber: cateringReference(row.id),
    collectionTime: row.eventTime,
    customerName: row.companyName ? `${row.contactName} (${row.companyName})` : row.contactName,
    itemCount: row.lines.reduce((n, l) => n + l.quantity, 0),
    totalPence: row.totalPence,
    paymentStatus:
      row.paidPence >= row.totalPence ? "completed" : row.paidPence > 0 ? "part_paid" : "pending",
    orderStatus: row.status,
    guests: row.guests,
  };
}

/**
 * Later days' orders (not cancelled) and catering orders (requested or confirmed), by date then
 * time, with each day's counts.
 */
export async function loadComingUp(db: Db, now: Date): Promise<ComingUp> {
  const today = getLondonMoment(now).date;
  const [rows, catering] = await Promise.all([
    db
      .select()
      .from(onlineOrders)
      .where(and(gt(onlineOrders.collectionDate, today), ne(onlineOrders.orderStatus, "cancelled")))
      .orderBy(asc(onlineOrders.collectionDate), asc(onlineOrders.collectionTime), asc(onlineOrders.id)),
    loadCateringAfter(db, today),
  ]);
  const listed: { date: string; order: ComingUpOrder }[] = [
    ...rows.map((row) => ({
      date: row.collectionDate,
      order: {
        id: row.id,
        channel: "online" as const,
        orderNumber: row.orderNumber,
        collectionTime: row.collectionTime,
        customerName: row.customerName,
        itemCount: row.items.reduce((n, i) => n + i.quantity, 0),
        totalPence: row.totalPence,
        paymentStatus: row.paymentStatus,
        orderStatus: row.orderStatus,
        guests: null,
      },
    })),
    ...catering.map((row) => ({ date: row.eventDate, order: cateringComingUp(row) })),
  ];
  // Both lists come sorted; merged by date and time, the site's orders first at the same time.
  listed.sort(
    (a, b) => a.date.localeCompare(b.date) || a.order.collectionTime.localeCompare(b.order.collectionTime),
  );
  const days: ComingUp["days"] = [];
  for (const { date, order } of listed) {
    let day = days.at(-1);
    if (!day || day.date !== date) {
      day = {
        date,
        label: formatOrderAheadLabel(date, today),
        orderCount: 0,
        itemCount: 0,
        cateringCount: 0,
        cateringGuests: 0,
        orders: [],
      };
      days.push(day);
    }
    day.orderCount += 1;
    day.itemCount += order.itemCount;
    if (order.channel === "catering") {
      day.cateringCount += 1;
      day.cateringGuests += order.guests ?? 0;
    }
    day.orders.push(order);
  }
  return { days };
}

/** A day's dishes and choices to cook, summed over its orders that are not cancelled. */
export async function loadPrepList(db: Db, now: Date, date: string): Promise<PrepList> {
  const [rows, catering] = await Promise.all([
    db
      .select({ items: onlineOrders.items })
      .from(onlineOrders)
      .where(and(eq(onlineOrders.collectionDate, date), ne(onlineOrders.orderStatus, "cancelled"))),
    loadCateringForDay(db, date),
  ]);
  // Only confirmed catering orders are cooked: a request the owner has not confirmed may yet be
  // declined, so it shows in coming up ("Awaiting confirmation") but adds nothing to the prep list.
  const confirmed = catering.filter((c) => c.status === "confirmed");
  return {
    date,
    label: formatOrderAheadLabel(date, getLondonMoment(now).date),
    orderCount: rows.length + confirmed.length,
    cateringCount: confirmed.length,
    lines: sumPrepList([...rows, ...confirmed.map((c) => ({ cateringLines: c.lines }))]),
  };
}
