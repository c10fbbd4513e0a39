/**
 * Exports an accountant can load (issue 40, decision 0051): the range's daily sales summary and
 * purchases as Xero and QuickBooks Online import files (QuickBooks: its invoices and bills imports,
 * and bank transactions). The sales add up, day by day, to the range report (getRangeReport); the
 * purchases are the purchase receipts of the range.
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, gte, lte } from "drizzle-orm";
import {
  daySalesLines,
  type PurchaseLine,
  QUICKBOOKS_BANK_COLUMNS,
  QUICKBOOKS_BILL_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  quickbooksBillRows,
  quickbooksInvoiceRows,
  quickbooksPurchaseRows,
  quickbooksSalesRows,
  XERO_BILL_COLUMNS,
  XERO_SALES_COLUMNS,
  xeroBillRows,
  xeroSalesRows,
} from "@shared/reports/accounting-exports";
import type { Db } from "../../db/client";
import { purchaseReceipts } from "../../db/schema";
import { readVatRegistration } from "../vat/vat.service";
import { loadVatReturnRows } from "../vat/vat-return.queries";
import { getRangeReport } from "./range-report.queries";

export const ACCOUNTING_EXPORTS = [
  "xero-sales",
  "xero-bills",
  "quickbooks-invoices",
  "quickbooks-bills",
  "quickbooks-sales",
  "quickbooks-purchases",
] as const;
export type AccountingExport = (typeof ACCOUNTING_EXPORTS)[number];

async function salesLines(db: Db, from: string, to: string) {
  const [report, rows] = await Promise.all([
    getRangeReport(db, from, to),
    loadVatReturnRows(db, { from, to, basis: "cash" }),
  ]);
  return report.days.flatMap((day) => daySalesLines(day, rows));
}

async function purchaseLines(db: Db, from: string, to: string): Promise<PurchaseLine[]> {
  const rows = await db
    .select()
    .from(purchaseReceipts)
    .where(and(gte(purchaseReceipts.date, from), lte(purchaseReceipts.date, to)))
    .orderBy(asc(purchaseReceipts.date), asc(purchaseReceipts.id));
  return rows.map((p) => ({
    id: p.id,
    receiptNumber: p.receiptNumber,
    vendor: p.vendor,
    date: p.date,
    category: p.category,
    totalPence: p.totalAmountPence,
    vatPence: p.vatAmountPence,
  }));
}

/** The CSV text of one export (header row always present, no byte-order mark: importers read it). */
export async function accountingExportCsv(
  db: Db,
  kind: AccountingExport,
  from: string,
  to: string,
): Promise<string> {
  const { registered } = await readVatRegistration(db);
  const write = (columns: readonly string[], rows: Record<string, string>[]) =>
    stringify(rows, { header: true, columns: [...columns], record_delimiter: "windows" });
  switch (kind) {
    case "xero-sales":
      return write(XERO_SALES_COLUMNS, xeroSalesRows(await salesLines(db, from, to), registered));
    case "quickbooks-invoices":
      return write(
        QUICKBOOKS_INVOICE_COLUMNS,
        quickbooksInvoiceRows(await salesLines(db, from, to), registered),
      );
    case "quickbooks-sales":
      return write(QUICKBOOKS_BANK_COLUMNS, quickbooksSalesRows(await salesLines(db, from, to)));
    case "xero-bills":
      return write(XERO_BILL_COLUMNS, xeroBillRows(await purchaseLines(db, from, to), registered));
    case "quickbooks-bills":
      return write(
        QUICKBOOKS_BILL_COLUMNS,
        quickbooksBillRows(await purchaseLines(db, from, to), registered),
      );
    case "quickbooks-purchases":
      return write(QUICKBOOKS_BANK_COLUMNS, quickbooksPurchaseRows(await purchaseLines(db, from, to)));
  }
}
