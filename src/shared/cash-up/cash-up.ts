/**
 * The cash-up arithmetic, once, for the form's live preview and the server's stored answer.
 *
 * The drawer holds the opening float, plus counter sales taken in cash, minus cash taken out and
 * refunds paid from it. Card, delivery platforms, catering and online orders never pass through
 * the drawer; tips go to the tronc and discounts are already netted off the sales, so both are
 * recorded for the reports but do not move the expected cash.
 */
import { formatPence } from "../money";
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
  onlineSalesPence: number;
  cashOutAmountPence: number;
  refundsPence: number;
}

export function calculateTotalTakings(c: CashUpAmounts): number {
  return (
    c.counterSalesCardPence +
    c.counterSalesCashPence +
    c.uberEatsSalesPence +
    c.justEatSalesPence +
    c.deliverooSalesPence +
    c.cateringSalesPence +
    c.onlineSalesPence
  );
}

export function calculateExpectedCash(c: CashUpAmounts): number {
  return c.openingBalancePence + c.counterSalesCashPence - c.cashOutAmountPence - c.refundsPence;
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
