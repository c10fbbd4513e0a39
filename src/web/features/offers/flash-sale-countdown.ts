/** Spec: the flash-sale countdown starts at 23:44:59 whenever it appears and wraps to 23:59:59 after zero. */
export const COUNTDOWN_START_SECONDS = 23 * 3600 + 44 * 60 + 59;
const DAY_SECONDS = 24 * 3600;

/** Seconds shown after `ticks` whole seconds since the countdown appeared. */
export function getCountdownSeconds(ticks: number): number {
  const remaining = (COUNTDOWN_START_SECONDS - Math.floor(ticks)) % DAY_SECONDS;
  return remaining < 0 ? remaining + DAY_SECONDS : remaining;
}

export function splitCountdown(totalSeconds: number): { hours: string; minutes: string; seconds: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    hours: pad(Math.floor(totalSeconds / 3600)),
    minutes: pad(Math.floor((totalSeconds % 3600) / 60)),
    seconds: pad(totalSeconds % 60),
  };
}
