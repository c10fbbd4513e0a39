/**
 * The site's takings of one London day, the one rule the cash-up and every report use: the orders
 * whose payment was verified or recorded that day, less the refunds made that day (a refund counts
 * on the day it was given, not on the day of the order it gives back). Integer pence.
 *
 * Each paid order counts on one line, by its channel (the diner online, or staff by phone) and how
 * it was paid (online through a provider, or by card or in cash at the counter): decision 0035.
 */
import type { OrderChannel, OrderPaymentMethod } from "../orders/order.schema";

/** The lines of orders paid at the counter, by channel and method. */
export const COUNTER_TAKINGS_LINES = ["onlineCard", "onlineCash", "phoneCard", "phoneCash"] as const;
export type CounterTakingsLine = (typeof COUNTER_TAKINGS_LINES)[number];

export const COUNTER_TAKINGS_LABELS: Record<CounterTakingsLine, string> = {
  onlineCard: "Online orders, card at the counter",
  onlineCash: "Online orders, cash at the counter",
  phoneCard: "Phone orders, card at the counter",
  phoneCash: "Phone orders, cash at the counter",
};

/** The counter lines whose money went into the drawer (and whose refunds came out of it). */
const CASH_COUNTER_LINES: readonly CounterTakingsLine[] = ["onlineCash", "phoneCash"];

/**
 * The counter line a paid order counts on; null for an order paid online through a provider
 * (Stripe, PayPal, the demo's simulated payment), which counts on the online line.
 */
export function counterTakingsLine(
  channel: OrderChannel,
  method: OrderPaymentMethod | null,
): CounterTakingsLine | null {
  if (method !== "card" && method !== "cash") return null;
  if (channel === "phone") return method === "card" ? "phoneCard" : "phoneCash";
  return method === "card" ? "onlineCard" : "onlineCash";
}

export interface OnlineTakings {
  /** Online orders paid online that day (through a provider), at the amount paid. */
  grossPence: number;
  /** Refunds of orders paid online, made that day (whichever day the order was paid). */
  refundsPence: number;
  /**
   * Orders paid at the counter that day (online orders paid at collection, and phone orders), each
   * line less its refunds made that day: never in the cash-up's online line.
   */
  counter: Record<CounterTakingsLine, number>;
  /**
   * What gift vouchers paid of the orders paid that day, less what refunds put back on vouchers
   * that day (issue 38): a sale when the voucher is spent, never card, cash or a provider's money.
   */
  giftVoucherPence: number;
}

export function noCounterTakings(): Record<CounterTakingsLine, number> {
  return { onlineCard: 0, onlineCash: 0, phoneCard: 0, phoneCash: 0 };
}

export const NO_ONLINE_TAKINGS: OnlineTakings = Object.freeze({
  grossPence: 0,
  refundsPence: 0,
  counter: Object.freeze(noCounterTakings()),
  giftVoucherPence: 0,
}) as OnlineTakings;

/** Online sales net of refunds; below zero on a day with more refunded than taken. */
export function netOnlineSalesPence(day: Pick<OnlineTakings, "grossPence" | "refundsPence">): number {
  return day.grossPence - day.refundsPence;
}

/** Everything the counter lines took, net of their refunds. */
export function counterTakingsPence(counter: Record<CounterTakingsLine, number>): number {
  return COUNTER_TAKINGS_LINES.reduce((s, line) => s + counter[line], 0);
}

/** The part of the counter lines that went into the drawer, net of the refunds given from it. */
export function counterCashPence(counter: Record<CounterTakingsLine, number>): number {
  return CASH_COUNTER_LINES.reduce((s, line) => s + counter[line], 0);
}

/** The sum of several days' online takings, line by line. */
export function addOnlineTakings(days: readonly OnlineTakings[]): OnlineTakings {
  return days.reduce(
    (sum, d) => ({
      grossPence: sum.grossPence + d.grossPence,
      refundsPence: sum.refundsPence + d.refundsPence,
      counter: Object.fromEntries(
        COUNTER_TAKINGS_LINES.map((line) => [line, sum.counter[line] + d.counter[line]]),
      ) as Record<CounterTakingsLine, number>,
      giftVoucherPence: sum.giftVoucherPence + d.giftVoucherPence,
    }),
    NO_ONLINE_TAKINGS,
  );
}
