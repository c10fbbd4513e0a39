import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "@server/testing/set-up-test-app";
import { dailySales, employeeTimeEntries } from "../../db/schema";
import { insertPaidOrder, insertTestOrder } from "../../testing/order-factory";
import { insertReceipts, receipt } from "../../testing/purchase-receipts";
import { insertEmployees, insertShifts, shift, weekdayShifts } from "../../testing/staff-hours";

const t = setUpTestApp({ signedIn: true });
const WEEK = "2026-11-16"; // Monday 16 to Sunday 22 November 2026

beforeAll(async () => {
  await t.db.insert(dailySales).values([
    {
      date: "2026-11-16",
      counterSalesCardPence: 60_000,
      counterSalesCashPence: 20_000,
      uberEatsSalesPence: 10_000,
      cashOutAmountPence: 5_000,
      refundsPence: 1_000,
      tipsPence: 2_000,
      notes: "=cmd|' /C calc'!A0",
    },
    { date: "2026-11-22", deliverooSalesPence: 5_000, justEatSalesPence: 5_000 },
    // Outside the week: the Sunday before and the Monday after.
    { date: "2026-11-15", counterSalesCardPence: 99_999 },
    { date: "2026-11-23", counterSalesCardPence: 99_999 },
  ]);
  // Paid at 23:30 London on Wednesday 18th (which is 23:30 UTC in November): counts for the 18th.
  await insertPaidOrder(t.db, "2026-11-18T23:30:00Z", 10_000);
  // Paid on Monday 23rd just after midnight London: next week.
  await insertPaidOrder(t.db, "2026-11-23T00:10:00Z", 7_000);
  // Unpaid: never counted.
  await insertTestOrder(t.db, { totalPence: 3_000 });

  const [chef, waiter] = await insertEmployees(t.db, [
    { firstName: "Imran", lastName: "Khan", position: "Head Chef", hourlyRatePence: 1_500 },
    { firstName: "Sara", lastName: "Ali", position: "Waitress", hourlyRatePence: 1_200 },
  ]);
  // The chef works five 9-hour days (45 h: 5 h overtime); the waiter one 6-hour evening.
  await insertShifts(t.db, [
    ...weekdayShifts(chef.id, "17:30"),
    shift(waiter.id, "2026-11-21", "18:00", "00:00"),
    shift(waiter.id, "2026-11-23", "18:00", "23:00"),
  ]);

  await insertReceipts(t.db, [
    receipt("Fresh Foods", "2026-11-17", 12_000, 0, "food", "card"),
    receipt("Shine Ltd", "2026-11-20", 2_400, 400, "cleaning", "cash"),
    receipt("Gas & Power", "2026-11-22", 30_000, 5_000, "utilities", "bank_transfer"),
    receipt("Next week", "2026-11-23", 1_000, 0, "food", "card"),
  ]);
});

const get = (url: string) => t.signedIn("GET", url);

describe("weekly report", () => {
  it("generates sales, purchases and labour for a Monday-to-Sunday London week", async () => {
    const res = await get(`/api/admin/reports/weekly?weekStart=${WEEK}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.weekEnd).toBe("2026-11-22");
    expect(report.sales.channelTotals).toEqual({
      counterCard: 60_000,
      counterCash: 20_000,
      uberEats: 10_000,
      justEat: 5_000,
      deliveroo: 5_000,
      catering: 0,
      online: 10_000,
      onlineCard: 0,
      onlineCash: 0,
      phoneCard: 0,
      phoneCash: 0,
      giftVoucher: 0,
    });
    expect(report.sales.totalRevenuePence).toBe(110_000);
    expect(report.sales.netCashFlowPence).toBe(110_000 - 1_000 - 5_000);
    expect(report.sales.tradingDays).toBe(3);
    expect(report.sales.averageDailySalesPence).toBe(36_667);
    expect(
      Object.values(report.sales.channelShares as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(10_000);
    expect(report.sales.days.map((d: { revenuePence: number }) => d.revenuePence)).toEqual([
      90_000, 0, 10_000, 0, 0, 0, 10_000,
    ]);

    expect(report.purchases).toMatchObject({
      byCategory: { food: 12_000, cleaning: 2_400, utilities: 30_000, beverage: 0, equipment: 0, other: 0 },
      byPaymentMethod: { card: 12_000, cash: 2_400, bank_transfer: 30_000 },
      totalPurchasesPence: 44_400,
      totalVatPence: 5_400,
      receiptCount: 3,
    });

    // Chef: 40 h × £15 + 5 h × £22.50 = £712.50; waiter: 6 h × £12 = £72.
    expect(report.labour).toMatchObject({
      totalMinutes: 51 * 60,
      totalOvertimeMinutes: 300,
      totalCostPence: 78_450,
      byRole: { chef: { minutes: 2_700, costPence: 71_250 }, waiter: { minutes: 360, costPence: 7_200 } },
      labourCostShare: 7_132, // 784.50 / 1100.00 = 71.32 %
      employeeCount: 2,
    });
  });

  it("an empty week is all zeros, with no labour share of no sales", async () => {
    const report = (await get("/api/admin/reports/weekly?weekStart=2026-01-05")).json();
    expect(report.sales.totalRevenuePence).toBe(0);
    expect(report.sales.averageDailySalesPence).toBe(0);
    expect(report.labour.labourCostShare).toBeNull();
  });

  it("gives a 12-week trend ending with the week asked for", async () => {
    const res = await get(`/api/admin/reports/trend?weekStart=${WEEK}`);
    const { weeks } = res.json();
    expect(weeks).toHaveLength(12);
    expect(weeks[0].weekStart).toBe("2026-08-31");
    expect(weeks[11]).toEqual({
      weekStart: WEEK,
      revenuePence: 110_000,
      labourCostPence: 78_450,
      purchasesPence: 44_400,
      labourCostShare: 7_132,
    });
    expect(weeks[10].revenuePence).toBe(99_999);
  });

  it.each([
    "/api/admin/reports/weekly?weekStart=2026-11-17",
    "/api/admin/reports/weekly?weekStart=2026-02-30",
    "/api/admin/reports/weekly",
    `/api/admin/reports/trend?weekStart=${WEEK}&weeks=53`,
    `/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=payroll`,
    "/api/admin/reports/records.csv?records=daily-sales&from=2026-11-22&to=2026-11-16",
    "/api/admin/reports/records.csv?records=daily-sales&from=2024-01-01&to=2026-11-16",
    "/api/admin/reports/records.csv?records=orders&from=2026-11-16&to=2026-11-22",
  ])("refuses bad input: %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });

  it("needs a staff sign-in", async () => {
    for (const url of [
      `/api/admin/reports/weekly?weekStart=${WEEK}`,
      `/api/admin/reports/trend?weekStart=${WEEK}`,
      `/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=sales`,
      "/api/admin/reports/records.csv?records=purchases&from=2026-11-16&to=2026-11-22",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});

describe("CSV exports", () => {
  it("exports each weekly report as a CSV download", async () => {
    const sales = await get(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=sales`);
    expect(sales.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(sales.headers["content-disposition"]).toBe(`attachment; filename="sales-week-${WEEK}.csv"`);
    expect(sales.body).toContain("Total revenue,1100.00,100.00\r\n");
    expect(sales.body).toContain('"Online orders paid online, after refunds",100.00,9.09\r\n');
    const labour = await get(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=labour`);
    expect(labour.body).toContain("Labour cost as % of sales,71.32,\r\n");
    expect(labour.body).toContain("Chefs,45.00,712.50\r\n");
    const purchases = await get(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=purchases`);
    expect(purchases.body).toContain("Category: Utilities,300.00\r\n");
  });

  it("exports the raw records with quoting and the formula guard", async () => {
    const sales = await get(
      "/api/admin/reports/records.csv?records=daily-sales&from=2026-11-16&to=2026-11-22",
    );
    const lines = sales.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // The two cash-ups and Wednesday, a day with online orders only.
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Date,Cashed up,Opening balance,/);
    expect(lines[1]).toContain(",'=cmd|' /C calc'!A0,");
    expect(lines[1]?.startsWith("2026-11-16,yes,0.00,0.00,600.00,200.00,100.00")).toBe(true);
    expect(
      lines[2]?.startsWith(
        "2026-11-18,no,,,0.00,0.00,0.00,0.00,0.00,0.00,100.00,0.00,100.00,0.00,0.00,0.00,0.00,0.00,100.00,",
      ),
    ).toBe(true);

    const purchases = await get(
      "/api/admin/reports/records.csv?records=purchases&from=2026-11-16&to=2026-11-22",
    );
    expect(purchases.body).toContain("2026-11-22,,Gas & Power,utilities,,bank_transfer,300.00,50.00,250.00,");

    const entries = await get(
      "/api/admin/reports/records.csv?records=time-entries&from=2026-11-21&to=2026-11-21",
    );
    expect(entries.body).toContain("2026-11-21,");
    expect(entries.body).toContain(",Sara,Ali,Waitress,12.00,18:00,00:00,0,360,6.00,0,0.00,72.00,");
  });
});

describe("labour cost and the employees' stored pay", () => {
  it("the report's cost is the sum of the pay stored on the week's time entries, by the restaurant's overtime settings", async () => {
    const put = (url: string, payload: object) => t.signedIn("PUT", url, payload);
    const post = (url: string, payload: object) => t.signedIn("POST", url, payload);
    expect(
      (await put("/api/admin/settings", { overtimeThresholdMinutes: 20 * 60, overtimeRatePercent: 175 }))
        .statusCode,
    ).toBe(200);
    try {
      // An odd rate and odd minutes, so rounding per shift and per week would differ.
      const [cook] = await insertEmployees(t.db, [
        { firstName: "Farah", lastName: "Begum", position: "Cook", hourlyRatePence: 1_333 },
      ]);
      // The week the clocks go back (Sunday 25 October 2026): Saturday's night shift is 9 hours.
      const shifts = [
        { date: "2026-10-19", clockInTime: "09:00", clockOutTime: "17:17", breakDuration: 23 },
        { date: "2026-10-21", clockInTime: "10:00", clockOutTime: "19:41", breakDuration: 7 },
        { date: "2026-10-24", clockInTime: "22:00", clockOutTime: "06:00", breakDuration: 13 },
        { date: "2026-10-25", clockInTime: "11:00", clockOutTime: "14:29", breakDuration: 0 },
        { date: "2026-10-25", clockInTime: "18:00", clockOutTime: null, breakDuration: 0 },
      ];
      for (const shift of shifts) {
        const res = await post("/api/admin/time-entries", { employeeId: cook.id, ...shift });
        expect(res.statusCode).toBe(201);
      }
      // The cook is new: all her entries are the week's.
      const stored = await t.db
        .select({ totalPayPence: employeeTimeEntries.totalPayPence })
        .from(employeeTimeEntries)
        .where(eq(employeeTimeEntries.employeeId, cook.id));
      const storedPay = stored.reduce((sum, e) => sum + (e.totalPayPence ?? 0), 0);

      const report = (await get("/api/admin/reports/weekly?weekStart=2026-10-19")).json();
      const minutes = 474 + 574 + 527 + 209;
      expect(report.labour).toMatchObject({
        totalMinutes: minutes,
        totalOvertimeMinutes: minutes - 20 * 60,
        totalCostPence: storedPay,
      });
      expect(storedPay).toBeGreaterThan(0);
    } finally {
      await put("/api/admin/settings", { overtimeThresholdMinutes: 40 * 60, overtimeRatePercent: 150 });
    }
  });
});
