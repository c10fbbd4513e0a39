/** A voucher's calendar: expiry months after purchase, and the promotion window. */

/** `months` after a London day, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A voucher is usable through its expiry day (London), and not after. */
export function isVoucherExpired(expiresOn: string, today: string): boolean {
  return today > expiresOn;
}

export function isPromoted(from: string | null, until: string | null, today: string): boolean {
  if (!from || !until) return false;
  return from <= today && today <= until;
}
