/**
 * Exports an accountant can load (issue 40, decision 0051): the daily sales summary and the
 * purchases in the import layouts of Xero (sales invoice and bill imports) and QuickBooks Online
 * (its native invoices and bills imports, Settings → Import data, and the 3-column bank
 * transactions upload). Pure: the server gathers the figures, these build rows. Amounts are
 * VAT-inclusive decimals in pounds (formatPounds): Xero is told "tax inclusive" on import, and
 * QuickBooks Online "Inclusive of tax" when importing the invoices and bills.
 */
import { formatPounds } from "../money";
import { formatVatRate, VAT_RATES, vatInGross } from "../vat/vat";

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

/** QuickBooks Online's invoices import (Settings → Import data → Invoices): its default headers. */
export const QUICKBOOKS_INVOICE_COLUMNS = [
  "Invoice no",
  "Customer",
  "Invoice Date",
  "Due Date",
  "Terms",
  "Memo",
  "Item(Product/Service)",
  "Item Description",
  "Item Quantity",
  "Item Rate",
  "Item Amount",
  "Item Tax Code",
  "Item Tax Amount",
  "Service Date",
] as const;

/** QuickBooks Online's bills import (Settings → Import data → Bills): its default headers. */
export const QUICKBOOKS_BILL_COLUMNS = [
  "Bill No.",
  "Supplier",
  "Bill Date",
  "Due Date",
  "Terms",
  "Memo",
  "Account",
  "Line Description",
  "Line Amount",
  "Line Tax Code",
  "Line Tax Amount",
] as const;

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

const salesInvoiceNumber = (l: DaySalesLine) => `SALES-${l.date.replaceAll("-", "")}`;
const billNumber = (p: PurchaseLine) => p.receiptNumber || `RECEIPT-${p.id}`;

/**
 * The VAT rate both importers are told for a sales line: null when the restaurant is not
 * registered (no VAT); a line not itemised by rate is taken at the standard rate.
 */
const salesVatRate = (rate: number | null, registered: boolean): number | null =>
  registered ? (rate ?? VAT_RATES.standard) : null;

/** A purchase's rate: null when not registered or its VAT is not known; standard when it has VAT. */
const purchaseVatRate = (p: PurchaseLine, registered: boolean): number | null => {
  if (!registered || p.vatPence === null) return null;
  return p.vatPence === 0 ? VAT_RATES.zero : VAT_RATES.standard;
};

function salesTaxType(rate: number | null): string {
  if (rate === null) return "No VAT";
  if (rate === VAT_RATES.zero) return "Zero Rated Income";
  return `${formatVatRate(rate)} (VAT on Income)`;
}

const purchaseTaxType = (rate: number | null): string =>
  rate === null ? "No VAT" : rate === VAT_RATES.zero ? "Zero Rated Expenses" : "20% (VAT on Expenses)";

/** QuickBooks Online's UK VAT codes; a rate it has no code for (none can be set today): no VAT. */
const QUICKBOOKS_TAX_CODES: Record<number, string> = {
  [VAT_RATES.standard]: "20.0% S",
  [VAT_RATES.reduced]: "5.0% R",
  [VAT_RATES.zero]: "0.0% Z",
};
const quickbooksTaxCode = (rate: number | null) => (rate !== null && QUICKBOOKS_TAX_CODES[rate]) || "No VAT";

/** The VAT a receipt states, as both bill imports take it: blank when unknown or not registered. */
const purchaseTaxAmount = (p: PurchaseLine, registered: boolean) =>
  registered && p.vatPence !== null ? formatPounds(p.vatPence) : "";

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
    "*InvoiceNumber": salesInvoiceNumber(l),
    Reference: `Takings ${l.date}`,
    "*InvoiceDate": ukDate(l.date),
    "*DueDate": ukDate(l.date),
    "*Description": describeSalesLine(l),
    "*Quantity": "1",
    "*UnitAmount": formatPounds(l.grossPence),
    "*AccountCode": XERO_SALES_ACCOUNT,
    "*TaxType": salesTaxType(salesVatRate(l.rateBasisPoints, registered)),
    Currency: "GBP",
  }));
}

/** One Xero bill per purchase receipt. */
export function xeroBillRows(purchases: readonly PurchaseLine[], registered: boolean): Row[] {
  return purchases.map((p) => ({
    ...blankRow(XERO_BILL_COLUMNS),
    "*ContactName": p.vendor,
    "*InvoiceNumber": billNumber(p),
    "*InvoiceDate": ukDate(p.date),
    "*DueDate": ukDate(p.date),
    Description: p.category,
    "*Quantity": "1",
    "*UnitAmount": formatPounds(p.totalPence),
    "*AccountCode": XERO_PURCHASES_ACCOUNT,
    "*TaxType": purchaseTaxType(purchaseVatRate(p, registered)),
    TaxAmount: purchaseTaxAmount(p, registered),
    Currency: "GBP",
  }));
}

/**
 * One QuickBooks Online invoice per day (SALES-YYYYMMDD), the lines of xeroSalesRows: the tax
 * amount is the VAT inside the VAT-inclusive line (import with "Inclusive of tax").
 */
export function quickbooksInvoiceRows(lines: readonly DaySalesLine[], registered: boolean): Row[] {
  return lines.map((l) => {
    const rate = salesVatRate(l.rateBasisPoints, registered);
    const code = quickbooksTaxCode(rate);
    return {
      ...blankRow(QUICKBOOKS_INVOICE_COLUMNS),
      "Invoice no": salesInvoiceNumber(l),
      Customer: SALES_CONTACT,
      "Invoice Date": ukDate(l.date),
      "Due Date": ukDate(l.date),
      Memo: `Takings ${l.date}`,
      "Item(Product/Service)": l.kind === "refunds" ? "Refunds" : "Sales",
      "Item Description": describeSalesLine(l),
      "Item Quantity": "1",
      "Item Rate": formatPounds(l.grossPence),
      "Item Amount": formatPounds(l.grossPence),
      "Item Tax Code": code,
      "Item Tax Amount":
        rate === null || code === "No VAT" ? "" : formatPounds(vatInGross(l.grossPence, rate)),
      "Service Date": ukDate(l.date),
    };
  });
}

/** One QuickBooks Online bill per purchase receipt, as xeroBillRows (import "Inclusive of tax"). */
export function quickbooksBillRows(purchases: readonly PurchaseLine[], registered: boolean): Row[] {
  return purchases.map((p) => ({
    ...blankRow(QUICKBOOKS_BILL_COLUMNS),
    "Bill No.": billNumber(p),
    Supplier: p.vendor,
    "Bill Date": ukDate(p.date),
    "Due Date": ukDate(p.date),
    Account: "Purchases",
    "Line Description": p.category,
    "Line Amount": formatPounds(p.totalPence),
    "Line Tax Code": quickbooksTaxCode(purchaseVatRate(p, registered)),
    "Line Tax Amount": purchaseTaxAmount(p, registered),
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
