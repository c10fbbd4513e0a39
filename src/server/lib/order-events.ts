/**
 * Live order events (new order, status change, payment) published through PostgreSQL NOTIFY, so
 * every app instance's server-sent-event streams hear them, whichever instance made the change.
 * Publish only after the change is committed.
 */
import type { Database } from "../db/client";

export const ORDER_EVENTS_CHANNEL = "order_events";

export interface OrderEvent {
  type: "order.created" | "order.status" | "order.payment" | "order.printed" | "order.acknowledged";
  orderId: number;
  orderNumber: string;
}

export async function publishOrderEvent(database: Database, event: OrderEvent): Promise<void> {
  await database.notify(ORDER_EVENTS_CHANNEL, JSON.stringify(event));
}

/**
 * Tells the boards that `order` changed, best-effort: the change is committed, so a failed NOTIFY
 * must not fail the request that made it.
 */
export async function announceOrderEvent(
  database: Database,
  type: OrderEvent["type"],
  order: { id: number; orderNumber: string },
): Promise<void> {
  const event = { type, orderId: order.id, orderNumber: order.orderNumber };
  await publishOrderEvent(database, event).catch(() => {});
}

/** Calls `onEvent` for every order event; resolves to an unsubscribe function. */
export async function subscribeToOrderEvents(
  database: Database,
  onEvent: (event: OrderEvent) => void,
): Promise<() => Promise<void>> {
  return database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    try {
      onEvent(JSON.parse(payload) as OrderEvent);
    } catch {
      // A malformed payload is not ours; ignore it.
    }
  });
}
