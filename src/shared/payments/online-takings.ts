/**
 * Online takings of one London day, the one rule the cash-up and every report use: the orders
 * whose payment was verified that day, less the refunds made that day (a refund counts on the day
 * it was given, not on the day of the order it gives back). Integer pence.
 */
export interface OnlineTakings {
  /** Online orders paid that day, at the amount paid. */
  grossPence: number;
  /** Refunds of online orders made that day (whichever day the order was paid). */
  refundsPence: number;
  /**
   * Orders staff took by phone or at the counter (decision 0026), paid that day, less their refunds
   * made that day: a channel of its own, never in the cash-up's online line.
   */
  phoneNetPence: number;
  /**
   * The part of phoneNetPence paid in cash: it went into the drawer (and its refunds came out of
   * it), so the cash-up's expected cash adds it. The rest was paid on the card terminal.
   */
  phoneCashNetPence: number;
}

export const NO_ONLINE_TAKINGS: OnlineTakings = {
  grossPence: 0,
  refundsPence: 0,
  phoneNetPence: 0,
  phoneCashNetPence: 0,
};

/** Online sales net of refunds; below zero on a day with more refunded than taken. */
export function netOnlineSalesPence(day: Pick<OnlineTakings, "grossPence" | "refundsPence">): number {
  return day.grossPence - day.refundsPence;
}

/** The sum of several days' online takings, line by line. */
export function addOnlineTakings(days: readonly OnlineTakings[]): OnlineTakings {
  return days.reduce(
    (sum, d) => ({
      grossPence: sum.grossPence + d.grossPence,
      refundsPence: sum.refundsPence + d.refundsPence,
      phoneNetPence: sum.phoneNetPence + d.phoneNetPence,
      phoneCashNetPence: sum.phoneCashNetPence + d.phoneCashNetPence,
    }),
    NO_ONLINE_TAKINGS,
  );
}
