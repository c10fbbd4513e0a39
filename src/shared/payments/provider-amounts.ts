import { formatPounds, parsePounds } from "../money";

/**
 * Providers' own money formats. Stripe counts pence as we do; PayPal wants a decimal string
 * ("12.34") with the currency code, so these two are the only conversions for it.
 */
export function formatPenceAsDecimal(pence: number): string {
  if (!Number.isInteger(pence) || pence < 0) throw new RangeError(`not an amount of pence: ${pence}`);
  return formatPounds(pence);
}

/** "12.34", "12.3" or "12" → 1234; null for anything else (negative, more than 2 decimals, text). */
export function parseDecimalToPence(value: string | number): number | null {
  return parsePounds(typeof value === "number" ? String(value) : value);
}
