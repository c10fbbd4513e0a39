import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { adminOrdersQueryKey } from "@web/features/kitchen-board/api/get-board-orders";
import { menuQueryKey } from "@web/features/menu/api/get-menu";
import { printerStatusQueryKey } from "@web/features/printing/api/get-printer-status";
import { todayReportQueryKey } from "@web/features/reports/api/get-today-report";
import { serviceSettingsQueryKey } from "@web/features/settings/api/service-settings";
import { ORDER_EVENTS_URL } from "./api/staff-order-events";

export { playNewOrderBeep } from "@web/features/kitchen-board/order-sound";

export interface OrderEventHandlers {
  /** Each new order, by its number. */
  onNewOrder: (orderNumber: string) => void;
  /** The server says the staff session has ended (the stream then closes). */
  onSessionEnded?: () => void;
}

/**
 * Listens to the server's order events and keeps the board fresh. `connection` reopens the stream
 * when it changes (after signing in again).
 */
export function useOrderEvents(
  handlers: OrderEventHandlers | ((orderNumber: string) => void),
  connection = 0,
): void {
  const queryClient = useQueryClient();
  const callbacks = useRef<OrderEventHandlers>(
    typeof handlers === "function" ? { onNewOrder: handlers } : handlers,
  );
  callbacks.current = typeof handlers === "function" ? { onNewOrder: handlers } : handlers;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connection` is the reason to reconnect.
  useEffect(() => {
    const source = new EventSource(ORDER_EVENTS_URL, { withCredentials: true });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
      // The owner's Today figures move with each order and payment (a refund is a payment event).
      void queryClient.invalidateQueries({ queryKey: todayReportQueryKey });
      // A ticket printed (or a payment that queues one) changes what waits for the printer.
      void queryClient.invalidateQueries({ queryKey: printerStatusQueryKey });
    };
    const onCreated = (event: MessageEvent<string>) => {
      refresh();
      try {
        callbacks.current.onNewOrder((JSON.parse(event.data) as { orderNumber: string }).orderNumber);
      } catch {
        callbacks.current.onNewOrder("");
      }
    };
    source.addEventListener("order.created", onCreated);
    for (const type of ["order.status", "order.payment", "order.printed", "order.acknowledged"]) {
      source.addEventListener(type, refresh);
    }
    // Another tablet (or the owner) paused ordering, changed the preparation time or sold a dish
    // out: this board shows it as soon as the event arrives, not at its next refetch.
    const refreshService = () => void queryClient.invalidateQueries({ queryKey: serviceSettingsQueryKey });
    const refreshMenu = () => void queryClient.invalidateQueries({ queryKey: menuQueryKey });
    source.addEventListener("service.changed", refreshService);
    source.addEventListener("menu.availability", refreshMenu);
    source.addEventListener("session-ended", () => {
      source.close();
      callbacks.current.onSessionEnded?.();
    });
    // After a dropped connection the browser reconnects; anything missed meanwhile is refetched.
    source.addEventListener("ready", () => {
      refresh();
      refreshService();
      refreshMenu();
    });
    // A stream refused for good (401 once the session has gone): the refetch finds out why.
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) refresh();
    });
    return () => source.close();
  }, [queryClient, connection]);
}
