/**
 * The flash-sale countdown runs to the sale's real end (an instant the server stores), not from a
 * fixed 23:44:59 (docs/decisions/0012-promotions-engine.md); it keeps the spec's HH:MM:SS format.
 */
export function getSecondsUntil(endsAt: string | Date, nowMs: number): number {
  return Math.max(0, Math.floor((new Date(endsAt).getTime() - nowMs) / 1000));
}

export function splitCountdown(totalSeconds: number): { hours: string; minutes: string; seconds: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    hours: pad(Math.floor(totalSeconds / 3600)),
    minutes: pad(Math.floor((totalSeconds % 3600) / 60)),
    seconds: pad(totalSeconds % 60),
  };
}
