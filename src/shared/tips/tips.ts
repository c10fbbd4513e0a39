/**
 * Tips shared (issue 40, decision 0051): pure rules, integer pence. A tip is not sales: it carries
 * no VAT and is never part of an order's total. A day's tips (online tips of the orders collected
 * that day, paid, plus the counter tips of its cash-up) are shared to the staff who worked that
 * day, by minutes worked or by the owner's own weights, to the penny (largest remainder).
 */
import { apportion } from "../vat/vat";

/** At most this many percentages are offered at checkout, each a whole percent in 1..TIP_MAX_PERCENT. */
export const TIP_MAX_CHOICES = 4;
export const TIP_MAX_PERCENT = 30;

/** The tip of `percent` on an order's total (what the diner pays for the food), half up. */
export function tipPence(totalPence: number, percent: number): number {
  if (totalPence <= 0 || percent <= 0) return 0;
  return Math.floor((totalPence * percent + 50) / 100);
}

export interface TipShareInput {
  employeeId: number;
  /** Minutes worked that day (by hours) or the owner's weight (own split). */
  weight: number;
}

export interface TipShare {
  employeeId: number;
  weight: number;
  sharePence: number;
}

/**
 * Shares `totalPence` across the people in proportion to their weights; the shares add up to
 * `totalPence` exactly. With nobody to share to (no one worked, or every weight is zero) the
 * result is empty: the tips stay unshared and the page says so, never given to someone at random.
 */
export function shareTips(totalPence: number, people: readonly TipShareInput[]): TipShare[] {
  const weighted = people.filter((p) => p.weight > 0);
  if (weighted.length === 0 || totalPence === 0) {
    return weighted.map((p) => ({ ...p, sharePence: 0 }));
  }
  const shares = apportion(
    totalPence,
    weighted.map((p) => p.weight),
  );
  return weighted.map((p, i) => ({ ...p, sharePence: shares[i] ?? 0 }));
}
