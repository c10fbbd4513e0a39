import { describe, expect, it } from "vitest";
import { vatInGross } from "../vat/vat";
import {
  type DaySalesLine,
  type PurchaseLine,
  QUICKBOOKS_BILL_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  quickbooksBillRows,
  quickbooksInvoiceRows,
  xeroBillRows,
  xeroSalesRows,
} from "./accounting-exports";

const lines: DaySalesLine[] = [
  { date: "2026-11-03", kind: "sales", rateBasisPoints: 2000, grossPence: 3_599 },
  { date: "2026-11-03", kind: "sales", rateBasisPoints: 0, grossPence: 750 },
  { date: "2026-11-04", kind: "takings", rateBasisPoints: null, grossPence: 17_445 },
  { date: "2026-11-06", kind: "refunds", rateBasisPoints: 2000, grossPence: -500 },
  { date: "2026-11-06", kind: "other", rateBasisPoints: null, grossPence: 1_001 },
];

const purchases: PurchaseLine[] = [
  {
    id: 7,
    receiptNumber: "INV-88",
    vendor: "Booker",
    date: "2026-11-02",
    category: "food",
    totalPence: 12_000,
    vatPence: 2_000,
  },
  {
    id: 8,
    receiptNumber: null,
    vendor: "Dairy",
    date: "2026-11-05",
    category: "food",
    totalPence: 900,
    vatPence: 0,
  },
  {
    id: 9,
    receiptNumber: null,
    vendor: "Corner shop",
    date: "2026-11-07",
    category: "supplies",
    totalPence: 1_550,
    vatPence: null,
  },
];

const pick = <K extends string>(rows: Record<string, string>[], ...keys: K[]) =>
  rows.map((r) => keys.map((k) => r[k]));

describe("QuickBooks Online invoices import", () => {
  it("has QuickBooks' default headers, in order, on every row", () => {
    for (const row of quickbooksInvoiceRows(lines, true)) {
      expect(Object.keys(row)).toEqual([...QUICKBOOKS_INVOICE_COLUMNS]);
    }
    // The header line of the file, as QuickBooks Online documents it.
    expect(QUICKBOOKS_INVOICE_COLUMNS.join(",")).toBe(
      "Invoice no,Customer,Invoice Date,Due Date,Terms,Memo,Item(Product/Service),Item Description,Item Quantity,Item Rate,Item Amount,Item Tax Code,Item Tax Amount,Service Date",
    );
  });

  it("is one invoice a day with the Xero rows' lines and amounts, dated dd/mm/yyyy", () => {
    const rows = quickbooksInvoiceRows(lines, true);
    const xero = xeroSalesRows(lines, true);
    expect(rows.map((r) => r["Item Amount"])).toEqual(xero.map((r) => r["*UnitAmount"]));
    expect(rows.map((r) => r["Item Description"])).toEqual(xero.map((r) => r["*Description"]));
    expect(rows.map((r) => r["Invoice no"])).toEqual(xero.map((r) => r["*InvoiceNumber"]));
    expect(pick(rows, "Invoice no", "Customer", "Invoice Date", "Due Date", "Service Date")[0]).toEqual([
      "SALES-20261103",
      "Daily sales",
      "03/11/2026",
      "03/11/2026",
      "03/11/2026",
    ]);
    for (const r of rows) {
      expect(r["Item Quantity"]).toBe("1");
      expect(r["Item Rate"]).toBe(r["Item Amount"]);
    }
  });

  it("names UK VAT codes and the VAT inside each line to the penny; a refund is a negative Refunds line", () => {
    expect(
      pick(
        quickbooksInvoiceRows(lines, true),
        "Item(Product/Service)",
        "Item Amount",
        "Item Tax Code",
        "Item Tax Amount",
      ),
    ).toEqual([
      ["Sales", "35.99", "20.0% S", "6.00"], // 3599 / 6 = 599.83 → 600
      ["Sales", "7.50", "0.0% Z", "0.00"],
      ["Sales", "174.45", "20.0% S", "29.08"], // not itemised: the standard rate, as Xero's
      ["Refunds", "-5.00", "20.0% S", "-0.83"],
      ["Sales", "10.01", "20.0% S", "1.67"],
    ]);
    expect(vatInGross(3_599, 2000)).toBe(600);
    const reduced = quickbooksInvoiceRows([{ ...lines[0], rateBasisPoints: 500 } as DaySalesLine], true);
    expect(pick(reduced, "Item Tax Code", "Item Tax Amount")).toEqual([["5.0% R", "1.71"]]);
  });

  it("says No VAT, with no tax amount, when the restaurant is not registered", () => {
    for (const r of quickbooksInvoiceRows(lines, false)) {
      expect([r["Item Tax Code"], r["Item Tax Amount"]]).toEqual(["No VAT", ""]);
    }
  });
});

describe("QuickBooks Online bills import", () => {
  it("has QuickBooks' default headers and one bill per receipt, as the Xero bills", () => {
    // The header line of the file, as QuickBooks Online documents it.
    expect(QUICKBOOKS_BILL_COLUMNS.join(",")).toBe(
      "Bill No.,Supplier,Bill Date,Due Date,Terms,Memo,Account,Line Description,Line Amount,Line Tax Code,Line Tax Amount",
    );
    const rows = quickbooksBillRows(purchases, true);
    for (const row of rows) expect(Object.keys(row)).toEqual([...QUICKBOOKS_BILL_COLUMNS]);
    const xero = xeroBillRows(purchases, true);
    expect(rows.map((r) => r["Line Amount"])).toEqual(xero.map((r) => r["*UnitAmount"]));
    expect(rows.map((r) => r["Line Tax Amount"])).toEqual(xero.map((r) => r.TaxAmount));
    expect(
      pick(
        rows,
        "Bill No.",
        "Supplier",
        "Bill Date",
        "Due Date",
        "Account",
        "Line Description",
        "Line Amount",
      ),
    ).toEqual([
      ["INV-88", "Booker", "02/11/2026", "02/11/2026", "Purchases", "food", "120.00"],
      ["RECEIPT-8", "Dairy", "05/11/2026", "05/11/2026", "Purchases", "food", "9.00"],
      ["RECEIPT-9", "Corner shop", "07/11/2026", "07/11/2026", "Purchases", "supplies", "15.50"],
    ]);
  });

  it("codes VAT as the receipt states it: standard, zero, or No VAT when unknown or not registered", () => {
    expect(pick(quickbooksBillRows(purchases, true), "Line Tax Code", "Line Tax Amount")).toEqual([
      ["20.0% S", "20.00"],
      ["0.0% Z", "0.00"],
      ["No VAT", ""],
    ]);
    expect(pick(quickbooksBillRows(purchases, false), "Line Tax Code", "Line Tax Amount")).toEqual([
      ["No VAT", ""],
      ["No VAT", ""],
      ["No VAT", ""],
    ]);
  });
});

describe("the Xero tax types (the same rule as QuickBooks' codes)", () => {
  it("takes a line not itemised by rate at the standard rate, and No VAT when not registered", () => {
    expect(xeroSalesRows(lines, true).map((r) => r["*TaxType"])).toEqual([
      "20% (VAT on Income)",
      "Zero Rated Income",
      "20% (VAT on Income)",
      "20% (VAT on Income)",
      "20% (VAT on Income)",
    ]);
    expect(new Set(xeroSalesRows(lines, false).map((r) => r["*TaxType"]))).toEqual(new Set(["No VAT"]));
    expect(xeroBillRows(purchases, true).map((r) => r["*TaxType"])).toEqual([
      "20% (VAT on Expenses)",
      "Zero Rated Expenses",
      "No VAT",
    ]);
  });
});
