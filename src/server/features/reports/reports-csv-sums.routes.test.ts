/**
 * The accountant's files add up: for one week, each CSV's columns sum to the weekly report's
 * totals (sales with online refunds, purchases, hours, overtime and pay), each file's own totals
 * (a row's channels to its takings, a report's lines to its total row) add up, money columns are
 * plain pounds with two decimals, and the files are UTF-8 with a byte-order mark, £ intact. The
 * week holds every kind of takings the site records (decision 0035): orders paid online, online
 * orders paid at the counter by card and in cash, phone orders by card and in cash, and refunds
 * of each, some made on a later day.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "@server/testing/set-up-test-app";
import { COUNTER_TAKINGS_LABELS, COUNTER_TAKINGS_LINES } from "@shared/payments/online-takings";
import { SALES_CHANNEL_LABELS } from "@shared/reports/sales-report";
import { dailySales, orderRefunds } from "../../db/schema";
import { insertPaidOrder } from "../../testing/order-factory";
import { parseCsv } from "../../testing/parse-csv";
import { insertReceipts, receipt } from "../../testing/purchase-receipts";
import { insertEmployees, insertShifts, shift, weekdayShifts } from "../../testing/staff-hours";

const t = setUpTestApp({ signedIn: true });
const WEEK = "2026-11-16"; // Monday 16 to Sunday 22 November 2026

beforeAll(async () => {
  await t.db.insert(dailySales).values([
    {
      date: "2026-11-16",
      openingBalancePence: 15_000,
      closingBalancePence: 29_550,
      counterSalesCardPence: 61_234,
      counterSalesCashPence: 20_050,
      uberEatsSalesPence: 10_099,
      cashOutAmountPence: 5_000,
      cashOutTakenBy: "Sam",
      cashOutReason: "Milk",
      refundsPence: 1_000,
      tipsPence: 2_001,
      discountsPence: 350,
      notes: "£5 float short, Zoë counted",
    },
    { date: "2026-11-20", deliverooSalesPence: 5_005, justEatSalesPence: 4_995, cateringSalesPence: 12_000 },
    { date: "2026-11-23", counterSalesCardPence: 99_999 }, // next week
  ]);
  // Paid the week before, refunded on Monday 16th: the refund counts this week.
  const earlier = await insertPaidOrder(t.db, "2026-11-12T19:00:00Z", 2_000);
  const a = await insertPaidOrder(t.db, "2026-11-17T18:00:00Z", 3_378);
  const b = await insertPaidOrder(t.db, "2026-11-19T19:30:00Z", 8_108);
  // Paid at the counter: online orders to pay at collection and phone orders, by card and cash.
  const counter = (channel: "online" | "phone", paymentMethod: "card" | "cash") => ({
    channel,
    paymentMethod,
    paymentId: null,
  });
  const onlineCard = await insertPaidOrder(t.db, "2026-11-17T12:10:00Z", 2_450, counter("online", "card"));
  const onlineCash = await insertPaidOrder(t.db, "2026-11-18T18:40:00Z", 1_305, counter("online", "cash"));
  await insertPaidOrder(t.db, "2026-11-20T19:05:00Z", 1_099, counter("online", "cash"));
  const phoneCard = await insertPaidOrder(t.db, "2026-11-18T19:00:00Z", 4_217, counter("phone", "card"));
  await insertPaidOrder(t.db, "2026-11-21T20:00:00Z", 2_342, counter("phone", "cash"));
  const phoneCash = await insertPaidOrder(t.db, "2026-11-22T13:00:00Z", 1_111, counter("phone", "cash"));
  await t.db.insert(orderRefunds).values([
    { orderId: earlier.id, amountPence: 500, provider: "test", createdAt: new Date("2026-11-16T12:00:00Z") },
    { orderId: a.id, amountPence: 395, provider: "test", createdAt: new Date("2026-11-20T21:00:00Z") },
    { orderId: b.id, amountPence: 1_000, provider: "test", createdAt: new Date("2026-11-23T10:00:00Z") },
    // Counter refunds: one the same day, one on a later day (Sunday, a day with no other takings).
    {
      orderId: onlineCash.id,
      amountPence: 305,
      provider: "cash",
      createdAt: new Date("2026-11-18T20:00:00Z"),
    },
    {
      orderId: onlineCard.id,
      amountPence: 450,
      provider: "card",
      createdAt: new Date("2026-11-19T12:00:00Z"),
    },
    {
      orderId: phoneCard.id,
      amountPence: 217,
      provider: "card",
      createdAt: new Date("2026-11-18T21:00:00Z"),
    },
    {
      orderId: phoneCash.id,
      amountPence: 111,
      provider: "cash",
      createdAt: new Date("2026-11-22T14:00:00Z"),
    },
  ]);

  const [chef, waiter] = await insertEmployees(t.db, [
    { firstName: "Imran", lastName: "Khan", position: "chef", hourlyRatePence: 1_537 },
    { firstName: "Zoë", lastName: "Ali", position: "waiter", hourlyRatePence: 1_271 },
  ]);
  // The chef: five 9 h 13 min days (46 h 5 min: overtime past 40 h); the waiter two evenings and
  // a shift still open.
  await insertShifts(t.db, [
    ...weekdayShifts(chef.id, "17:43"),
    shift(waiter.id, "2026-11-21", "18:00", "00:20"),
    shift(waiter.id, "2026-11-22", "17:10", "22:47", 15),
    shift(waiter.id, "2026-11-22", "23:00", null),
  ]);

  await insertReceipts(t.db, [
    receipt("Booker", "2026-11-17", 12_345, 1_234, "food", "card"),
    receipt("Costco", "2026-11-20", 2_401, 400, "cleaning", "cash"),
    receipt("Gas & Power, Ltd", "2026-11-22", 30_000, 5_000, "utilities", "bank_transfer"),
  ]);
});

async function get(url: string) {
  const res = await t.signedIn("GET", url);
  expect(res.statusCode).toBe(200);
  return res;
}

/** A downloaded file: checks the BOM and UTF-8, and gives its header and rows. */
async function csvFile(url: string) {
  const res = await get(url);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  const bytes = res.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
  const [header = [], ...rows] = parseCsv(text);
  const column = (name: string) => {
    const index = header.indexOf(name);
    expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[index] ?? "");
  };
  return { text, header, rows, column };
}

const MONEY = /^-?\d+\.\d{2}$/;

/** Sums a money column exactly, in pence, after checking each cell is plain pounds (or blank). */
function sumPounds(cells: string[]): number {
  return cells.reduce((sum, cell) => {
    if (cell === "") return sum;
    expect(cell).toMatch(MONEY);
    const negative = cell.startsWith("-");
    const [pounds = "0", pence = "0"] = cell.replace("-", "").split(".");
    const value = Number(pounds) * 100 + Number(pence);
    return sum + (negative ? -value : value);
  }, 0);
}
/** The weekly report's JSON for WEEK, which each records CSV must add up to. */
const weeklyReport = async () => (await get(`/api/admin/reports/weekly?weekStart=${WEEK}`)).json();
/** The records CSV of one kind over WEEK (Monday to Sunday 22 November). */
const weekRecordsCsv = (records: string) =>
  csvFile(`/api/admin/reports/records.csv?records=${records}&from=${WEEK}&to=2026-11-22`);
const sumInts = (cells: string[]) => cells.reduce((sum, c) => sum + (c === "" ? 0 : Number(c)), 0);

describe("each CSV adds up to the weekly report", () => {
  it("daily sales: every channel, online before and after refunds, takings and the drawer's lines", async () => {
    const report = await weeklyReport();
    const file = await weekRecordsCsv("daily-sales");
    const s = report.sales;
    expect(s.totalOnlineRefundsPence).toBe(895);
    expect(sumPounds(file.column("Counter card"))).toBe(s.channelTotals.counterCard);
    expect(sumPounds(file.column("Counter cash"))).toBe(s.channelTotals.counterCash);
    expect(sumPounds(file.column("Uber Eats"))).toBe(s.channelTotals.uberEats);
    expect(sumPounds(file.column("Just Eat"))).toBe(s.channelTotals.justEat);
    expect(sumPounds(file.column("Deliveroo"))).toBe(s.channelTotals.deliveroo);
    expect(sumPounds(file.column("Catering (at the till and paid on the site)"))).toBe(
      s.channelTotals.catering,
    );
    expect(sumPounds(file.column("Online orders"))).toBe(s.onlineGrossPence);
    expect(sumPounds(file.column("Online refunds"))).toBe(s.totalOnlineRefundsPence);
    expect(sumPounds(file.column("Online after refunds"))).toBe(s.channelTotals.online);
    // The orders paid at the counter, by channel and method, each net of its refunds.
    expect(s.channelTotals).toMatchObject({
      onlineCard: 2_450 - 450,
      onlineCash: 1_305 - 305 + 1_099,
      phoneCard: 4_217 - 217,
      phoneCash: 2_342 + 1_111 - 111,
    });
    for (const line of COUNTER_TAKINGS_LINES) {
      expect(sumPounds(file.column(COUNTER_TAKINGS_LABELS[line]))).toBe(s.channelTotals[line]);
    }
    expect(sumPounds(file.column("Total takings"))).toBe(s.totalRevenuePence);
    expect(sumPounds(file.column("Cash out"))).toBe(s.totalCashOutPence);
    expect(sumPounds(file.column("Tips"))).toBe(s.totalTipsPence);
    expect(sumPounds(file.column("Refunds from the drawer"))).toBe(s.totalRefundsPence);
    expect(sumPounds(file.column("Discounts"))).toBe(s.totalDiscountsPence);
    // Every day with takings of any kind, the phone-only weekend included.
    expect(file.column("Date")).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(file.text).toContain("£5 float short, Zoë counted");
  });

  it("purchases: total, VAT and net", async () => {
    const report = await weeklyReport();
    const file = await weekRecordsCsv("purchases");
    expect(sumPounds(file.column("Total"))).toBe(report.purchases.totalPurchasesPence);
    expect(sumPounds(file.column("VAT"))).toBe(report.purchases.totalVatPence);
    expect(sumPounds(file.column("Net"))).toBe(report.purchases.totalNetPence);
    expect(file.column("Vendor")).toContain("Gas & Power, Ltd");
  });

  it("time entries: hours, overtime and pay", async () => {
    const report = await weeklyReport();
    const file = await weekRecordsCsv("time-entries");
    const l = report.labour;
    expect(l.totalOvertimeMinutes).toBeGreaterThan(0);
    expect(sumInts(file.column("Worked (minutes)"))).toBe(l.totalMinutes);
    expect(sumInts(file.column("Overtime (minutes)"))).toBe(l.totalOvertimeMinutes);
    expect(sumPounds(file.column("Pay"))).toBe(l.totalCostPence);
    for (const cell of file.column("Hours").filter(Boolean)) expect(cell).toMatch(MONEY);
    // The open shift is listed with blank hours and pay.
    expect(file.rows).toHaveLength(8);
    expect(file.text).toContain("Zoë,Ali");
  });

  it("a part of the week prices overtime over the whole week, as the report does", async () => {
    const file = await csvFile(
      "/api/admin/reports/records.csv?records=time-entries&from=2026-11-20&to=2026-11-20",
    );
    // Friday is the chef's fifth day: everything past 40 hours is overtime, Monday to Friday counted.
    expect(file.column("Worked (minutes)")).toEqual(["553"]);
    expect(file.column("Overtime (minutes)")).toEqual([String(5 * 553 - 40 * 60)]);
  });

  it("the weekly sales file carries the online refunds line", async () => {
    const file = await csvFile(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=sales`);
    expect(file.text).toContain("Online refunds,8.95,");
    expect(file.text).toContain("Online orders before refunds,114.86,");
  });
});

/** The Line column's rows of a weekly report file, by their label. */
function lines(file: Awaited<ReturnType<typeof csvFile>>, amountColumn: string) {
  const labels = file.column("Line");
  const amounts = file.column(amountColumn);
  const pick = (match: (label: string) => boolean) => amounts.filter((_, i) => match(labels[i] ?? ""));
  const one = (label: string) => {
    const found = pick((l) => l === label);
    expect(found, label).toHaveLength(1);
    return found;
  };
  return { pick, one };
}

describe("each CSV's columns add up to its own totals", () => {
  it("daily sales: on every row, the channels add up to the day's takings", async () => {
    const file = await weekRecordsCsv("daily-sales");
    const channelColumns = [
      "Counter card",
      "Counter cash",
      "Uber Eats",
      "Just Eat",
      "Deliveroo",
      "Catering (at the till and paid on the site)",
      "Online after refunds",
      ...COUNTER_TAKINGS_LINES.map((line) => COUNTER_TAKINGS_LABELS[line]),
    ];
    const at = (name: string) => file.header.indexOf(name);
    for (const row of file.rows) {
      const channels = channelColumns.map((name) => sumPounds([row[at(name)] ?? ""]));
      expect(
        channels.reduce((a, b) => a + b, 0),
        row[0],
      ).toBe(sumPounds([row[at("Total takings")] ?? ""]));
      // Online after refunds is online orders less online refunds.
      expect(sumPounds([row[at("Online orders")] ?? ""]) - sumPounds([row[at("Online refunds")] ?? ""])).toBe(
        sumPounds([row[at("Online after refunds")] ?? ""]),
      );
    }
    // Every header is a distinct column: no channel is written twice or left out.
    expect(new Set(file.header).size).toBe(file.header.length);
    expect(file.header.filter((h) => channelColumns.includes(h))).toHaveLength(channelColumns.length);
  });

  it("weekly sales: the days and the channels each add up to the total revenue", async () => {
    const report = await weeklyReport();
    const file = await csvFile(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=sales`);
    const l = lines(file, "Amount (GBP)");
    const [total] = l.one("Total revenue");
    expect(sumPounds([total ?? ""])).toBe(report.sales.totalRevenuePence);
    expect(sumPounds(l.pick((label) => label.startsWith("Sales ")))).toBe(report.sales.totalRevenuePence);
    const channels = l.pick((label) => Object.values(SALES_CHANNEL_LABELS).includes(label));
    expect(channels).toHaveLength(Object.keys(SALES_CHANNEL_LABELS).length);
    expect(sumPounds(channels)).toBe(report.sales.totalRevenuePence);
    for (const line of COUNTER_TAKINGS_LINES) {
      expect(sumPounds(l.one(COUNTER_TAKINGS_LABELS[line]))).toBe(report.sales.channelTotals[line]);
    }
    // The shares add up to 100% too.
    const channelShares = lines(file, "Share (%)").pick((label) =>
      Object.values(SALES_CHANNEL_LABELS).includes(label),
    );
    expect(sumPounds(channelShares)).toBe(10_000);
  });

  it("weekly purchases: the categories and the ways paid each add up to the total; VAT and net to it", async () => {
    const file = await csvFile(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=purchases`);
    const l = lines(file, "Amount (GBP)");
    const total = sumPounds(l.one("Total purchases"));
    expect(total).toBe(12_345 + 2_401 + 30_000);
    expect(sumPounds(l.pick((label) => label.startsWith("Category: ")))).toBe(total);
    expect(sumPounds(l.pick((label) => label.startsWith("Paid by: ")))).toBe(total);
    expect(sumPounds(l.one("VAT")) + sumPounds(l.one("Net of VAT"))).toBe(total);
  });

  it("weekly labour: the roles add up to the total hours and cost", async () => {
    const file = await csvFile(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=labour`);
    const labels = file.column("Line");
    const costs = file.column("Cost (GBP)");
    const hours = file.column("Hours");
    const total = labels.indexOf("Total");
    const roles = labels.map((_, i) => i).filter((i) => i < total);
    expect(roles.length).toBeGreaterThan(0);
    expect(sumPounds(roles.map((i) => costs[i] ?? ""))).toBe(sumPounds([costs[total] ?? ""]));
    // Hours are written to two decimals: each role rounds, so they add up within a hundredth each.
    const roleHours = sumPounds(roles.map((i) => hours[i] ?? ""));
    expect(Math.abs(roleHours - sumPounds([hours[total] ?? ""]))).toBeLessThanOrEqual(roles.length);
  });

  it("purchase records: on every row, VAT and net add up to the total", async () => {
    const file = await weekRecordsCsv("purchases");
    const at = (name: string) => file.header.indexOf(name);
    for (const row of file.rows) {
      if (row[at("VAT")] === "") continue;
      expect(sumPounds([row[at("VAT")] ?? ""]) + sumPounds([row[at("Net")] ?? ""])).toBe(
        sumPounds([row[at("Total")] ?? ""]),
      );
    }
  });

  it("time entries: each row's overtime is within its worked minutes, and the pay adds up to the labour total", async () => {
    const report = await weeklyReport();
    const file = await weekRecordsCsv("time-entries");
    const at = (name: string) => file.header.indexOf(name);
    for (const row of file.rows) {
      if (row[at("Worked (minutes)")] === "") continue;
      expect(Number(row[at("Overtime (minutes)")])).toBeLessThanOrEqual(Number(row[at("Worked (minutes)")]));
    }
    expect(sumPounds(file.column("Pay"))).toBe(report.labour.totalCostPence);
  });
});
