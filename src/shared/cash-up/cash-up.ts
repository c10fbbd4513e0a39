/**
 * The cash-up arithmetic, once, for the form's live preview and the server's stored answer.
 *
 * The drawer holds the opening float, plus counter sales taken in cash and the orders the site
 * marked paid in cash at the counter, phone and online alike (net of their refunds given back that
 * day), minus cash taken out and refunds paid from it. The site's orders are counted from the
 * orders, never typed: the owner leaves them out of the counter figures (decisions 0026 and 0035),
 * so no report counts them twice. Card, delivery platforms, catering and online orders never pass through
 * the drawer; tips go to the tronc and discounts are already netted off the sales, so both are
 * recorded for the reports but do not move the expected cash. Online refunds go back through the
 * provider, not the drawer: they lower the takings (on the day they were made), not the cash.
 */
import { formatPence } from "../money";
import { netOnlineSalesPence } from "../payments/online-takings";
import type { CashUpSummary } from "./cash-up.schema";

export interface CashUpAmounts {
  openingBalancePence: number;
  closingBalancePence: number;
  counterSalesCardPence: number;
  counterSalesCashPence: number;
  uberEatsSalesPence: number;
  justEatSalesPence: number;
  deliverooSalesPence: number;
  cateringSalesPence: number;
  /** Online orders paid that day, before refunds. */
  onlineSalesPence: number;
  /** Refunds of online orders made that day: the takings count online sales net of them. */
  onlineRefundsPence: number;
  /** Phone orders the site marked paid by card that day, net of their refunds that day. */
  phoneCardSalesPence: number;
  /** Phone orders the site marked paid in cash that day, net of their refunds that day. */
  phoneCashSalesPence: number;
  /** Online orders the site marked paid by card at the counter that day, net of their refunds. */
  onlineCounterCardSalesPence: number;
  /** Online orders the site marked paid in cash at the counter that day, net of their refunds. */
  onlineCounterCashSalesPence: number;
  /** Gift vouchers taken on the day's orders (a sale when spent, not money in the drawer). */
  giftVoucherSalesPence: number;
  cashOutAmountPence: number;
  refundsPence: number;
}

function calculateTotalTakings(c: CashUpAmounts): number {
  return (
    c.counterSalesCardPence +
    c.counterSalesCashPence +
    c.uberEatsSalesPence +
    c.justEatSalesPence +
    c.deliverooSalesPence +
    c.cateringSalesPence +
    c.phoneCardSalesPence +
    c.phoneCashSalesPence +
    c.onlineCounterCardSalesPence +
    c.onlineCounterCashSalesPence +
    c.giftVoucherSalesPence +
    netOnlineSalesPence({ grossPence: c.onlineSalesPence, refundsPence: c.onlineRefundsPence })
  );
}

function calculateExpectedCash(c: CashUpAmounts): number {
  return (
    c.openingBalancePence +
    c.counterSalesCashPence +
    c.phoneCashSalesPence +
    c.onlineCounterCashSalesPence -
    c.cashOutAmountPence -
    c.refundsPence
  );
}

export function summariseCashUp(c: CashUpAmounts): CashUpSummary {
  const expectedCashPence = calculateExpectedCash(c);
  const differencePence = c.closingBalancePence - expectedCashPence;
  return {
    totalTakingsPence: calculateTotalTakings(c),
    expectedCashPence,
    differencePence,
    outcome: differencePence > 0 ? "over" : differencePence < 0 ? "short" : "balanced",
  };
}

/** ISO dates compare as text; a cash-up is for today or a day that has passed (London). */
export function isFutureDate(date: string, londonToday: string): boolean {
  return date > londonToday;
}

/** Over or short in words: "Balanced", "Over by £2.00", "Short by £4.50" (the form and the audit log). */
export function describeCashUpDifference(
  summary: Pick<CashUpSummary, "differencePence" | "outcome">,
): string {
  if (summary.outcome === "balanced") return "Balanced";
  const amount = formatPence(Math.abs(summary.differencePence));
  return summary.outcome === "over" ? `Over by ${amount}` : `Short by ${amount}`;
}
