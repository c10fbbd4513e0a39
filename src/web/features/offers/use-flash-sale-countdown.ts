import { useEffect, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { getSecondsUntil, splitCountdown } from "./flash-sale-countdown";

/** Shown until the page is live: the server's clock (and a cached page's age) is not the diner's. */
const NOT_YET_COUNTED = { hours: "--", minutes: "--", seconds: "--", ended: false };

/** Time left until the flash sale's real end, re-read from the clock every second. */
export function useFlashSaleCountdown(endsAt: string) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (!hydrated) return NOT_YET_COUNTED;
  const seconds = getSecondsUntil(endsAt, now);
  return { ...splitCountdown(seconds), ended: seconds === 0 };
}
