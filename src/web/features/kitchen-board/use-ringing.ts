import { useEffect, useState } from "react";
import type { Order } from "@shared/orders/order.schema";
import { needsAcknowledging } from "./board-time";
import { playNewOrderBeep } from "./order-sound";

/** How often an unacknowledged order rings again. */
const RING_EVERY_MS = 4_000;

/** Rings while any order on the board waits to be acknowledged (on every tablet, until one taps). */
export function useRinging(orders: readonly Order[]): boolean {
  const ringing = orders.some(needsAcknowledging);
  useEffect(() => {
    if (!ringing) return;
    playNewOrderBeep();
    const timer = setInterval(playNewOrderBeep, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing]);
  return ringing;
}

/** The time now, moved on every `everyMs` (the board's time left and red cards follow it). */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
