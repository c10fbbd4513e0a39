/** The board's clock arithmetic: time left to collection, and when a new order has waited too long. */
import { londonWallTimeToInstant } from "@shared/opening-hours/london-time";
import type { Order } from "@shared/orders/order.schema";

/** A new order nobody has acknowledged for this long turns red. */
const ACKNOWLEDGE_WITHIN_MS = 3 * 60_000;

/** Whole minutes from `now` to the order's collection (negative once it is past). */
export function minutesToCollection(
  order: Pick<Order, "collectionDate" | "collectionTime">,
  now: Date,
): number {
  const [hours = 0, minutes = 0] = order.collectionTime.split(":").map(Number);
  const due = londonWallTimeToInstant(order.collectionDate, hours * 60 + minutes);
  return Math.floor((due.getTime() - now.getTime()) / 60_000);
}

/** "in 25 min", "in 1 h 5 min", "due now", "10 min late". */
export function timeLeftText(minutes: number): string {
  if (minutes < 0) return `${-minutes} min late`;
  if (minutes === 0) return "due now";
  if (minutes < 60) return `in ${minutes} min`;
  const rest = minutes % 60;
  return `in ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""}`;
}

/** A new order still ringing: nobody has acknowledged it or started it. */
export function needsAcknowledging(order: Pick<Order, "orderStatus" | "acknowledgedAt">): boolean {
  return order.orderStatus === "received" && order.acknowledgedAt === null;
}

/** Ringing for longer than ACKNOWLEDGE_WITHIN_MS: the card turns red. */
export function isAcknowledgeOverdue(
  order: Pick<Order, "orderStatus" | "acknowledgedAt" | "createdAt">,
  now: Date,
): boolean {
  return needsAcknowledging(order) && now.getTime() - Date.parse(order.createdAt) > ACKNOWLEDGE_WITHIN_MS;
}
