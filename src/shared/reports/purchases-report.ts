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
  vatAmountPence: number;
}

export interface PurchasesReport {
  byCategory: Record<PurchaseCategory, number>;
  byPaymentMethod: Record<PaymentMethod, number>;
  totalPurchasesPence: number;
  totalVatPence: number;
  /** Spend net of VAT (VAT is reclaimable for a VAT-registered business). */
  totalNetPence: number;
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
  for (const line of lines) {
    byCategory[asCategory(line.category)] += line.totalAmountPence;
    // Receipts from before payment methods were required count as card, the usual case.
    const method = (PAYMENT_METHODS as readonly string[]).includes(line.paymentMethod ?? "")
      ? (line.paymentMethod as PaymentMethod)
      : "card";
    byPaymentMethod[method] += line.totalAmountPence;
    total += line.totalAmountPence;
    vat += line.vatAmountPence;
  }
  return {
    byCategory,
    byPaymentMethod,
    totalPurchasesPence: total,
    totalVatPence: vat,
    totalNetPence: total - vat,
    averageDailySpendPence: dividePence(total, days),
    receiptCount: lines.length,
  };
}
