import {
  PAYMENT_METHODS,
  type PaymentMethod,
  PURCHASE_CATEGORIES,
  type PurchaseCategory,
} from "../purchases/purchases.schema";
import { dividePence } from "./percentages";

export interface PurchaseLine {
  category: string;
  paymentMethod: string | null;
  totalAmountPence: number;
  /** Null: the receipt's VAT is not known (not read, not entered). */
  vatAmountPence: number | null;
}

export interface PurchasesReport {
  byCategory: Record<PurchaseCategory, number>;
  byPaymentMethod: Record<PaymentMethod, number>;
  totalPurchasesPence: number;
  /** The VAT of the receipts whose VAT is known; the others are counted in `vatUnknownCount`. */
  totalVatPence: number;
  /**
   * Spend net of the known VAT (VAT is reclaimable for a VAT-registered business): a receipt of
   * unknown VAT counts at its full total, since no VAT can be reclaimed on a figure nobody has.
   */
  totalNetPence: number;
  /** Receipts whose VAT is not known: the VAT total is short by theirs, and says so. */
  vatUnknownCount: number;
  /** The week's spend over its seven days. */
  averageDailySpendPence: number;
  receiptCount: number;
}

function asCategory(value: string): PurchaseCategory {
  return (PURCHASE_CATEGORIES as readonly string[]).includes(value) ? (value as PurchaseCategory) : "other";
}

export function buildPurchasesReport(lines: PurchaseLine[], days = 7): PurchasesReport {
  const byCategory = Object.fromEntries(PURCHASE_CATEGORIES.map((c) => [c, 0])) as Record<
    PurchaseCategory,
    number
  >;
  const byPaymentMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as Record<
    PaymentMethod,
    number
  >;
  let total = 0;
  let vat = 0;
  let vatUnknown = 0;
  for (const line of lines) {
    byCategory[asCategory(line.category)] += line.totalAmountPence;
    // Receipts from before payment methods were required count as card, the usual case.
    const method = (PAYMENT_METHODS as readonly string[]).includes(line.paymentMethod ?? "")
      ? (line.paymentMethod as PaymentMethod)
      : "card";
    byPaymentMethod[method] += line.totalAmountPence;
    total += line.totalAmountPence;
    if (line.vatAmountPence === null) vatUnknown += 1;
    else vat += line.vatAmountPence;
  }
  return {
    byCategory,
    byPaymentMethod,
    totalPurchasesPence: total,
    totalVatPence: vat,
    totalNetPence: total - vat,
    vatUnknownCount: vatUnknown,
    averageDailySpendPence: dividePence(total, days),
    receiptCount: lines.length,
  };
}
