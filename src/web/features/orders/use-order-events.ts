import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { todayReportQueryKey } from "@web/features/reports/api/get-today-report";
import { adminOrdersQueryKey } from "./api/get-staff-orders";
import { ORDER_EVENTS_URL } from "./api/staff-order-events";

/** A short two-tone beep made with Web Audio, so no sound file is downloaded. */
export function playNewOrderBeep(): void {
  try {
    const AudioCtx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const ctx = new AudioCtx();
    void ctx.resume().catch(() => {});
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(ctx.destination);
      const start = ctx.currentTime + i * 0.2;
      osc.start(start);
      osc.stop(start + 0.18);
    }
    setTimeout(() => void ctx.close().catch(() => {}), 1000);
  } catch {
    // Sound is a nicety; the badge and the list still show the order.
  }
}

/** Listens to the server's order events and keeps the board fresh; calls onNewOrder for each new order. */
export function useOrderEvents(onNewOrder: (orderNumber: string) => void): void {
  const queryClient = useQueryClient();
  const callback = useRef(onNewOrder);
  callback.current = onNewOrder;

  useEffect(() => {
    const source = new EventSource(ORDER_EVENTS_URL, { withCredentials: true });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
      // The owner's Today figures move with each order and payment (a refund is a payment event).
      void queryClient.invalidateQueries({ queryKey: todayReportQueryKey });
    };
    const onCreated = (event: MessageEvent<string>) => {
      refresh();
      try {
        callback.current((JSON.parse(event.data) as { orderNumber: string }).orderNumber);
      } catch {
        callback.current("");
      }
    };
    source.addEventListener("order.created", onCreated);
    for (const type of ["order.status", "order.payment", "order.printed"]) {
      source.addEventListener(type, refresh);
    }
    // After a dropped connection the browser reconnects; anything missed meanwhile is refetched.
    source.addEventListener("ready", refresh);
    return () => source.close();
  }, [queryClient]);
}
