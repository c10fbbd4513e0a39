/**
 * Exports an accountant can load (issue 40): the daily sales summary and the purchases as Xero
 * (sales invoice, bill) and QuickBooks Online (invoices, bills, bank transactions) import files. Each file has its
 * importer's documented columns, and its totals equal the range report's (sales: net of refunds)
 * and the purchase receipts' of the range, both computed here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { choiceId, dishByName } from "@server/testing/menu-lookup";
import type { MenuItem } from "@shared/menu/menu.schema";
import { parsePounds } from "@shared/money";
import {
  QUICKBOOKS_BANK_COLUMNS,
  QUICKBOOKS_BILL_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  XERO_BILL_COLUMNS,
  XERO_SALES_COLUMNS,
} from "@shared/reports/accounting-exports";
import { vatInGross } from "@shared/vat/vat";
import { onlineOrders, orderRefunds } from "../../db/schema";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { parseCsv } from "../../testing/parse-csv";
import { insertReceipts, receipt } from "../../testing/purchase-receipts";
import { ACCOUNTING_EXPORTS } from "./accounting-exports";

let t: TestApp;
let owner: string;
let waiter: string;
let menu: MenuItem[];
const FROM = "2026-11-02";
const TO = "2026-11-08";

let placed = 0;
async function seedOrder(items: unknown[], paidAt: string) {
  const n = placed++;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    remoteAddress: `10.7.0.${n + 1}`,
    payload: {
      customerName: "Asha Patel",
      customerPhone: `07700 9003${String(n).padStart(2, "0")}`,
      collectionDate: "2026-11-24",
      collectionTime: "19:00",
      items,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db
    .update(onlineOrders)
    .set({
      collectionDate: paidAt.slice(0, 10),
      paidAt: new Date(paidAt),
      paymentStatus: "completed",
      paymentMethod: "card",
    })
    .where(eq(onlineOrders.orderNumber, res.json().orderNumber))
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

beforeAll(async () => {
  t = await buildTestApp({ now: "2026-11-24T12:00:00Z" });
  owner = await signInTestAdmin(t.app, t.db);
  waiter = await signInNewStaff(t.app, owner, { username: "export-waiter", password: "waiter-secret-123" });
  await withoutFlashSaleOrMinimum(t.db);
  menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
  const naan = dishByName(menu, "Plain Naan");
  const dish = dishByName(menu, "Hyderabadi Chicken Dum Biryani");
  const biryani = { id: dish.id, options: [choiceId(dish, "Spice level", "Mild")] };
  const reg = await injectAs(t.app, owner, "PUT", "/api/admin/vat/registration", {
    registered: true,
    vatNumber: "GB123456789",
    stagger: 1,
    basis: "accrual",
  });
  expect(reg.statusCode, reg.body).toBe(200);
  await injectAs(t.app, owner, "PUT", `/api/admin/vat/rates/dishes/${naan.id}`, { rateBasisPoints: 0 });
  // Mixed rates on the 3rd, one on the 5th refunded in part on the 6th, one outside the range.
  await seedOrder(
    [
      { ...biryani, quantity: 2 },
      { id: naan.id, quantity: 3 },
    ],
    "2026-11-03T18:00:00Z",
  );
  const b = await seedOrder([{ ...biryani, quantity: 1 }], "2026-11-05T18:00:00Z");
  await t.db.insert(orderRefunds).values({
    orderId: b.id,
    amountPence: 500,
    provider: "stripe",
    createdAt: new Date("2026-11-06T10:00:00Z"),
  });
  await seedOrder([{ ...biryani, quantity: 1 }], "2026-11-10T18:00:00Z");
  // The till's takings in the cash-up of the 4th.
  const cashUp = await injectAs(t.app, owner, "POST", "/api/admin/cash-ups", {
    date: "2026-11-04",
    openingBalancePence: 0,
    closingBalancePence: 0,
    counterSalesCardPence: 12_345,
    counterSalesCashPence: 2_000,
    uberEatsSalesPence: 0,
    justEatSalesPence: 0,
    deliverooSalesPence: 3_100,
    cateringSalesPence: 0,
    cashOutAmountPence: 0,
    tipsPence: 0,
    refundsPence: 0,
    discountsPence: 0,
  });
  expect(cashUp.statusCode, cashUp.body).toBe(201);
  await insertReceipts(t.db, [
    receipt("Booker", "2026-11-02", 12_000, 2_000, "food", "card"),
    { ...receipt("Corner shop", "2026-11-07", 1_550, 0, "food", "cash"), vatAmountPence: null },
    receipt("Brakes", "2026-11-09", 6_000, 1_000, "food", "card"), // after the range
  ]);
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => injectAs(t.app, cookie, "GET", url);
const exportUrl = (kind: string) => `/api/admin/reports/exports/${kind}.csv?from=${FROM}&to=${TO}`;

/** The file's rows as objects, the header checked against the documented columns. */
async function load(kind: string, columns: readonly string[]) {
  const res = await get(owner, exportUrl(kind));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/csv/);
  const [header, ...rows] = parseCsv(res.body).filter((r) => r.some((c) => c !== ""));
  expect(header).toEqual([...columns]);
  return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i] ?? ""])));
}

/** Pounds text, possibly negative, back to pence. */
const pence = (text: string | undefined) => {
  const t = text ?? "";
  const value = parsePounds(t.replace(/^-/, ""));
  if (value === null) throw new Error(`not an amount: ${t}`);
  return t.startsWith("-") ? -value : value;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("the accountant's exports", () => {
  it("Xero sales invoices: one per day, totals equal the range report's net takings, day by day", async () => {
    const report = (await get(owner, `/api/admin/reports/range?from=${FROM}&to=${TO}`)).json();
    const rows = await load("xero-sales", XERO_SALES_COLUMNS);
    expect(sum(rows.map((r) => pence(r["*UnitAmount"]) * Number(r["*Quantity"])))).toBe(
      report.totals.netPence,
    );
    expect(report.totals.netPence).toBe(report.totals.grossPence - report.totals.refundsPence);
    expect(report.totals.refundsPence).toBe(500);
    for (const day of report.days as { date: string; grossPence: number; refundsPence: number }[]) {
      const ukDate = `${day.date.slice(8)}/${day.date.slice(5, 7)}/${day.date.slice(0, 4)}`;
      const ofDay = rows.filter((r) => r["*InvoiceDate"] === ukDate);
      expect(sum(ofDay.map((r) => pence(r["*UnitAmount"]))), day.date).toBe(
        day.grossPence - day.refundsPence,
      );
      for (const r of ofDay) expect(r["*InvoiceNumber"]).toBe(`SALES-${day.date.replaceAll("-", "")}`);
    }
    // Every penny here is itemised by the site's orders or the cash-up: no "other" line.
    expect(rows.filter((r) => r["*Description"]?.startsWith("Other"))).toEqual([]);
    // The mixed order's two rates are two lines with Xero's UK tax rate names.
    const third = rows.filter((r) => r["*InvoiceDate"] === "03/11/2026").map((r) => r["*TaxType"]);
    expect(third.sort()).toEqual(["20% (VAT on Income)", "Zero Rated Income"]);
    for (const r of rows) {
      for (const required of XERO_SALES_COLUMNS.filter((c) => c.startsWith("*"))) {
        expect(r[required], required).not.toBe("");
      }
    }
  });

  it("QuickBooks sales: Date, Description, Amount; totals equal the range report's", async () => {
    const report = (await get(owner, `/api/admin/reports/range?from=${FROM}&to=${TO}`)).json();
    const rows = await load("quickbooks-sales", QUICKBOOKS_BANK_COLUMNS);
    expect(sum(rows.map((r) => pence(r.Amount)))).toBe(report.totals.netPence);
    expect(sum(rows.filter((r) => r.Amount?.startsWith("-")).map((r) => pence(r.Amount)))).toBe(-500);
    for (const r of rows) expect(r.Date).toMatch(/^\d{2}\/11\/2026$/);
  });

  it("QuickBooks invoices: one per day, the Xero lines with UK VAT codes; totals equal the range report's", async () => {
    const report = (await get(owner, `/api/admin/reports/range?from=${FROM}&to=${TO}`)).json();
    const rows = await load("quickbooks-invoices", QUICKBOOKS_INVOICE_COLUMNS);
    const xero = await load("xero-sales", XERO_SALES_COLUMNS);
    expect(sum(rows.map((r) => pence(r["Item Amount"])))).toBe(report.totals.netPence);
    expect(rows.map((r) => r["Item Amount"])).toEqual(xero.map((r) => r["*UnitAmount"]));
    for (const day of report.days as { date: string; grossPence: number; refundsPence: number }[]) {
      const ukDate = `${day.date.slice(8)}/${day.date.slice(5, 7)}/${day.date.slice(0, 4)}`;
      const ofDay = rows.filter((r) => r["Invoice Date"] === ukDate);
      expect(sum(ofDay.map((r) => pence(r["Item Amount"]))), day.date).toBe(
        day.grossPence - day.refundsPence,
      );
      for (const r of ofDay) {
        expect([r["Invoice no"], r.Customer, r["Due Date"]]).toEqual([
          `SALES-${day.date.replaceAll("-", "")}`,
          "Daily sales",
          ukDate,
        ]);
      }
    }
    const third = rows.filter((r) => r["Invoice Date"] === "03/11/2026").map((r) => r["Item Tax Code"]);
    expect(third.sort()).toEqual(["0.0% Z", "20.0% S"]);
    const refunds = rows.filter((r) => r["Item(Product/Service)"] === "Refunds");
    expect(refunds.map((r) => [r["Invoice Date"], r["Item Amount"]])).toEqual([["06/11/2026", "-5.00"]]);
    for (const r of rows) {
      // The VAT inside the VAT-inclusive line, at its code's rate, to the penny.
      const rate = r["Item Tax Code"] === "20.0% S" ? 2000 : 0;
      expect(pence(r["Item Tax Amount"]), r["Item Description"]).toBe(
        vatInGross(pence(r["Item Amount"]), rate),
      );
    }
  });

  it("QuickBooks bills: one per receipt of the range, VAT codes as the Xero bills", async () => {
    const bills = await load("quickbooks-bills", QUICKBOOKS_BILL_COLUMNS);
    expect(bills.map((b) => [b.Supplier, b["Bill Date"], b.Account])).toEqual([
      ["Booker", "02/11/2026", "Purchases"],
      ["Corner shop", "07/11/2026", "Purchases"],
    ]);
    expect(sum(bills.map((b) => pence(b["Line Amount"])))).toBe(12_000 + 1_550);
    expect(bills.map((b) => [b["Line Tax Code"], b["Line Tax Amount"]])).toEqual([
      ["20.0% S", "20.00"],
      ["No VAT", ""],
    ]);
  });

  it("Xero bills and QuickBooks purchases: the range's receipts, to the penny", async () => {
    const bills = await load("xero-bills", XERO_BILL_COLUMNS);
    expect(bills.map((b) => b["*ContactName"])).toEqual(["Booker", "Corner shop"]);
    expect(sum(bills.map((b) => pence(b["*UnitAmount"])))).toBe(12_000 + 1_550);
    expect(bills.map((b) => [b["*TaxType"], b.TaxAmount])).toEqual([
      ["20% (VAT on Expenses)", "20.00"],
      ["No VAT", ""],
    ]);
    const qb = await load("quickbooks-purchases", QUICKBOOKS_BANK_COLUMNS);
    expect(sum(qb.map((r) => pence(r.Amount)))).toBe(-(12_000 + 1_550));
  });

  it("are the owner's only, and refuse a bad range or an unknown export", async () => {
    for (const kind of ACCOUNTING_EXPORTS) {
      expect((await get(waiter, exportUrl(kind))).statusCode, kind).toBe(403);
      expect((await t.app.inject({ method: "GET", url: exportUrl(kind) })).statusCode, kind).toBe(401);
    }
    expect((await get(owner, exportUrl("sage"))).statusCode).toBe(400);
    expect(
      (await get(owner, `/api/admin/reports/exports/xero-sales.csv?from=${TO}&to=${FROM}`)).statusCode,
    ).toBe(400);
    expect(
      (await get(owner, "/api/admin/reports/exports/xero-bills.csv?from=soon&to=later")).statusCode,
    ).toBe(400);
  });
});
