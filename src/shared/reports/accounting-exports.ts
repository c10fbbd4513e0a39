/**
 * Exports an accountant can load (issue 40, decision 0051): the daily sales summary and the
 * purchases in the import layouts of Xero (sales invoice and bill imports) and QuickBooks Online
 * (bank transactions upload, 3 columns). Pure: the server gathers the figures, these build rows.
 * Amounts are VAT-inclusive decimals in pounds (formatPounds); Xero is told "tax inclusive" on import.
 */
import { formatPounds } from "../money";
import { formatVatRate } from "../vat/vat";

/** Xero's sales invoice import columns, in the order of its template (starred: required). */
export const XERO_SALES_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

/** Xero's bill import columns, in the order of its template. */
export const XERO_BILL_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "*InvoiceDate",
  "*DueDate",
  "InventoryItemCode",
  "Description",
  "*Quantity",
  "*UnitAmount",
  "*AccountCode",
  "*TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
] as const;

/** QuickBooks Online's bank transactions upload: exactly these three columns. */
export const QUICKBOOKS_BANK_COLUMNS = ["Date", "Description", "Amount"] as const;

/** Xero's standard UK chart of accounts: Sales and Purchases (the accountant may map others). */
const XERO_SALES_ACCOUNT = "200";
const XERO_PURCHASES_ACCOUNT = "300";
const SALES_CONTACT = "Daily sales";

/** One line of a day's sales summary: sales or refunds at one VAT rate (null: not itemised). */
export interface DaySalesLine {
  date: string;
  /** sales/refunds: the site's orders; takings: the cash-up's (till, apps, catering); other: the rest. */
  kind: "sales" | "refunds" | "takings" | "other";
  /** Basis points; null when the site cannot say (takings not itemised). */
  rateBasisPoints: number | null;
  /** VAT-inclusive; negative for refunds. */
  grossPence: number;
}

export interface PurchaseLine {
  id: number;
  receiptNumber: string | null;
  vendor: string;
  date: string;
  category: string;
  totalPence: number;
  /** Null: VAT not known. */
  vatPence: number | null;
}

/** 2026-11-24 → 24/11/2026, as both importers read UK dates. */
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function salesTaxType(rate: number | null, registered: boolean): string {
  if (!registered) return "No VAT";
  if (rate === 0) return "Zero Rated Income";
  if (rate === null || rate === 2000) return "20% (VAT on Income)";
  return `${formatVatRate(rate)} (VAT on Income)`;
}

function purchaseTaxType(p: PurchaseLine, registered: boolean): string {
  if (!registered || p.vatPence === null) return "No VAT";
  if (p.vatPence === 0) return "Zero Rated Expenses";
  return "20% (VAT on Expenses)";
}

function describeSalesLine(l: DaySalesLine): string {
  const rate = l.rateBasisPoints === null ? "" : ` at ${formatVatRate(l.rateBasisPoints)}`;
  if (l.kind === "sales") return `Sales${rate}`;
  if (l.kind === "refunds") return `Refunds${rate}`;
  if (l.kind === "takings") return `Cash-up takings (till, delivery apps, catering)${rate}`;
  return "Other takings (not itemised by VAT rate)";
}

type Row = Record<string, string>;
const blankRow = (columns: readonly string[]): Row => Object.fromEntries(columns.map((c) => [c, ""]));

/** One Xero sales invoice per day (SALES-YYYYMMDD), one line per kind and rate. */
export function xeroSalesRows(lines: readonly DaySalesLine[], registered: boolean): Row[] {
  return lines.map((l) => ({
    ...blankRow(XERO_SALES_COLUMNS),
    "*ContactName": SALES_CONTACT,
    "*InvoiceNumber": `SALES-${l.date.replaceAll("-", "")}`,
    Reference: `Takings ${l.date}`,
    "*InvoiceDate": ukDate(l.date),
    "*DueDate": ukDate(l.date),
    "*Description": describeSalesLine(l),
    "*Quantity": "1",
    "*UnitAmount": formatPounds(l.grossPence),
    "*AccountCode": XERO_SALES_ACCOUNT,
    "*TaxType": salesTaxType(l.rateBasisPoints, registered),
    Currency: "GBP",
  }));
}

/** One Xero bill per purchase receipt. */
export function xeroBillRows(purchases: readonly PurchaseLine[], registered: boolean): Row[] {
  return purchases.map((p) => ({
    ...blankRow(XERO_BILL_COLUMNS),
    "*ContactName": p.vendor,
    "*InvoiceNumber": p.receiptNumber || `RECEIPT-${p.id}`,
    "*InvoiceDate": ukDate(p.date),
    "*DueDate": ukDate(p.date),
    Description: p.category,
    "*Quantity": "1",
    "*UnitAmount": formatPounds(p.totalPence),
    "*AccountCode": XERO_PURCHASES_ACCOUNT,
    "*TaxType": purchaseTaxType(p, registered),
    TaxAmount: registered && p.vatPence !== null ? formatPounds(p.vatPence) : "",
    Currency: "GBP",
  }));
}

/** QuickBooks bank lines: takings in (refunds out) per day and rate. */
export function quickbooksSalesRows(lines: readonly DaySalesLine[]): Row[] {
  return lines.map((l) => ({
    Date: ukDate(l.date),
    Description: `${describeSalesLine(l)} ${l.date}`,
    Amount: formatPounds(l.grossPence),
  }));
}

/** QuickBooks bank lines: each purchase as money out. */
export function quickbooksPurchaseRows(purchases: readonly PurchaseLine[]): Row[] {
  return purchases.map((p) => ({
    Date: ukDate(p.date),
    Description: `${p.vendor} ${p.receiptNumber || `receipt ${p.id}`} (${p.category})`,
    Amount: formatPounds(-p.totalPence),
  }));
}

/**
 * A day's lines from the VAT rows (cash basis: sales on the day paid, refunds on their day), made to
 * add up to the range report's day: what the rows do not itemise (e.g. an order placed before VAT
 * was kept) is one "other" line, so the file's totals are the report's.
 */
export function daySalesLines(
  day: { date: string; grossPence: number; refundsPence: number },
  rows: readonly { kind: string; date: string; grossPence: number; rateBasisPoints?: number }[],
): DaySalesLine[] {
  const out: DaySalesLine[] = [];
  const add = (kind: DaySalesLine["kind"], rate: number | null, pence: number) => {
    const found = out.find((l) => l.kind === kind && l.rateBasisPoints === rate);
    if (found) found.grossPence += pence;
    else out.push({ date: day.date, kind, rateBasisPoints: rate, grossPence: pence });
  };
  let sales = 0;
  let refunds = 0;
  for (const r of rows) {
    if (r.date !== day.date) continue;
    const rate = r.rateBasisPoints ?? null;
    if (r.kind === "sale") {
      add("sales", rate, r.grossPence);
      sales += r.grossPence;
    } else if (r.kind === "takings") {
      add("takings", rate, r.grossPence);
      sales += r.grossPence;
    } else if (r.kind === "refund") {
      add("refunds", rate, r.grossPence);
      refunds += r.grossPence;
    }
  }
  const otherSales = day.grossPence - sales;
  const otherRefunds = -day.refundsPence - refunds;
  if (otherSales + otherRefunds !== 0) add("other", null, otherSales + otherRefunds);
  return out.filter((l) => l.grossPence !== 0).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

const KIND_ORDER: Record<DaySalesLine["kind"], number> = { sales: 0, takings: 1, refunds: 2, other: 3 };
