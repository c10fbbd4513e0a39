/**
 * Shares of a whole in hundredths of a percent (basis points: 3333 = 33.33 %), rounded by the
 * largest-remainder method so that the shares of a non-zero whole add up to exactly 100.00 %.
 * All zeros when the whole is zero (there is no share of nothing).
 */
export function calculateShares(parts: number[]): number[] {
  const whole = parts.reduce((a, b) => a + b, 0);
  if (whole <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p * 10_000) / whole);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** part / whole in basis points, rounded half up; null when the whole is zero. */
export function calculateRatio(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 10_000) / whole);
}

/** Integer division of pence rounded half up (averages stay whole pence). */
export function dividePence(total: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round(total / count);
}

/** 3333 → "33.33%" */
export function formatBasisPoints(bp: number | null): string {
  if (bp === null) return "–";
  return `${(bp / 100).toFixed(2)}%`;
}
