import { useEffect, useState } from "react";
import { getSecondsUntil, splitCountdown } from "./flash-sale-countdown";

/** Time left until the flash sale's real end, re-read from the clock every second. */
export function useFlashSaleCountdown(endsAt: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const seconds = getSecondsUntil(endsAt, now);
  return { ...splitCountdown(seconds), ended: seconds === 0 };
}
