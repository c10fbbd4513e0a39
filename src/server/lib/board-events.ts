/**
 * Live board events that are not about one order: the busy night's switches (pause, preparation
 * time) and what is sold out. Like order events they travel through PostgreSQL NOTIFY, so every
 * open board on every instance hears a change made on any tablet, and the staff stream
 * (GET /api/admin/orders/events) forwards them beside the order events. Their own channel keeps
 * them out of the diners' order-status streams, which listen to order events only.
 * Publish only after the change is committed.
 */
import type { Database } from "../db/client";

const BOARD_EVENTS_CHANNEL = "board_events";

const BOARD_EVENT_TYPES = [
  /** Online ordering paused or resumed, the preparation time changed (staff or owner). */
  "service.changed",
  /** A dish or one of its choices sold out or back (the 86 list), or the menu edited. */
  "menu.availability",
] as const;

export interface BoardEvent {
  type: (typeof BOARD_EVENT_TYPES)[number];
}

/**
 * Tells every board that `type` changed, best-effort: the change is committed, so a failed NOTIFY
 * must not fail the request that made it (a board also refetches whenever its stream reopens).
 */
export async function announceBoardEvent(database: Database, type: BoardEvent["type"]): Promise<void> {
  await database.notify(BOARD_EVENTS_CHANNEL, JSON.stringify({ type })).catch(() => {});
}

/** Calls `onEvent` for every board event; resolves to an unsubscribe function. */
export async function subscribeToBoardEvents(
  database: Database,
  onEvent: (event: BoardEvent) => void,
): Promise<() => Promise<void>> {
  return database.listen(BOARD_EVENTS_CHANNEL, (payload) => {
    try {
      const event = JSON.parse(payload) as BoardEvent;
      if ((BOARD_EVENT_TYPES as readonly string[]).includes(event.type)) onEvent(event);
    } catch {
      // A malformed payload is not ours; ignore it.
    }
  });
}
