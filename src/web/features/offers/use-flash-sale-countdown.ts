import { useEffect, useState } from "react";
import { getCountdownSeconds, splitCountdown } from "./flash-sale-countdown";

/** Counts from 23:44:59 from the moment the component appears, from elapsed time so a slow tab stays right. */
export function useFlashSaleCountdown() {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    const id = window.setInterval(() => setTicks(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => window.clearInterval(id);
  }, []);
  return splitCountdown(getCountdownSeconds(ticks));
}
