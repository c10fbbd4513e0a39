/**
 * Live order events (new order, status change, payment) published through PostgreSQL NOTIFY, so
 * every app instance's server-sent-event streams hear them, whichever instance made the change.
 * Publish only after the change is committed.
 *
 * One subscription per process and database, however many streams are open (decision 0046): each
 * event is parsed once and handed to every stream's handler on a later turn of the event loop, so
 * the change that announced it (on PGlite, whose NOTIFY calls listeners before it returns) does
 * not wait for a thousand streams' writes, and a stream costs a set entry, not a LISTEN.
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

type Handler = (event: OrderEvent) => void;

interface SharedSubscription {
  handlers: Set<Handler>;
  /** The one LISTEN, resolved to its unsubscribe function. */
  listening: Promise<() => Promise<void>>;
}

const subscriptions = new WeakMap<Database, SharedSubscription>();

function fanOut(handlers: ReadonlySet<Handler>, payload: string): void {
  let event: OrderEvent;
  try {
    event = JSON.parse(payload) as OrderEvent;
  } catch {
    return; // A malformed payload is not ours; ignore it.
  }
  if (handlers.size === 0) return;
  setImmediate(() => {
    for (const handler of [...handlers]) {
      try {
        handler(event);
      } catch {
        // One stream's failure (a closed socket) is its own.
      }
    }
  });
}

/** Calls `onEvent` for every order event; resolves to an unsubscribe function. */
export async function subscribeToOrderEvents(
  database: Database,
  onEvent: Handler,
): Promise<() => Promise<void>> {
  let shared = subscriptions.get(database);
  if (!shared) {
    const handlers = new Set<Handler>();
    const listening = database.listen(ORDER_EVENTS_CHANNEL, (payload) => fanOut(handlers, payload));
    shared = { handlers, listening };
    subscriptions.set(database, shared);
    listening.catch(() => {
      if (subscriptions.get(database) === shared) subscriptions.delete(database);
    });
  }
  const current = shared;
  current.handlers.add(onEvent);
  try {
    await current.listening;
  } catch (error) {
    current.handlers.delete(onEvent);
    throw error;
  }
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    current.handlers.delete(onEvent);
    if (current.handlers.size > 0 || subscriptions.get(database) !== current) return;
    // The last stream has gone: stop listening (a new stream starts a new subscription).
    subscriptions.delete(database);
    const unlisten = await current.listening;
    await unlisten();
  };
}

/** How many handlers the process's one subscription holds (for the streams' leak check). */
export function orderEventHandlerCount(database: Database): number {
  return subscriptions.get(database)?.handlers.size ?? 0;
}
