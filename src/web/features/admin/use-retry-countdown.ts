import { useEffect, useState } from "react";

/**
 * Seconds left of a wait the server gave (Retry-After), counting down once a second; 0 when there is
 * none. The sign-in screen shows it and keeps the button off until it runs out, so what it says is
 * always the server's true wait (issue 22: the message said 60 s while the server meant 198 s).
 */
export function useRetryCountdown(): [number, (seconds: number | null) => void] {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const start = (seconds: number | null) => {
    const current = Date.now();
    setNow(current);
    setUntil(seconds && seconds > 0 ? current + seconds * 1000 : null);
  };
  return [left, start];
}

/** "3:18" for 198 seconds; "45 seconds" under a minute. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
