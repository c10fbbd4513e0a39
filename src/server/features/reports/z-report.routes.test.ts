/**
 * The Z-report (issue 32 item 11, decision 0035): for a seeded Friday its figures are the cash-up's
 * and Today's, to the penny; the CSV adds up; the network printer gets it through the outbox as
 * ESC/POS (decoded by the fake printer); owners only, and bad input is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEscPosPrinter } from "@server/testing/fake-escpos-printer";
import { injectAs } from "@server/testing/inject-as";
import { dailySales, orderRefunds } from "../../db/schema";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, drainOutbox, type TestApp } from "../../testing/build-test-app";
import { insertPaidOrder, insertTestOrder } from "../../testing/order-factory";
import { parseCsv } from "../../testing/parse-csv";

let t: TestApp;
let owner: string;
const FRIDAY = "2026-11-27";

beforeAll(async () => {
  // Friday 27 November 2026, 23:30 London (GMT): the owner's close.
  t = await buildTestApp();
  t.clock.set("2026-11-27T23:30:00Z");
  owner = await signInTestAdmin(t.app, t.db);
  const paid = (at: string, pence: number, more = {}) =>
    insertPaidOrder(t.db, `${FRIDAY}T${at}:00Z`, pence, { collectionDate: FRIDAY, ...more });
  const counter = (channel: "online" | "phone", paymentMethod: "card" | "cash") => ({
    channel,
    paymentMethod,
    paymentId: null,
  });
  const online = await paid("18:05", 3_378, { discountPence: 338, subtotalPence: 3_716 });
  await paid("18:40", 2_250, { paymentMethod: "paypal" });
  const atCounter = await paid("19:10", 2_450, counter("online", "cash"));
  await paid("19:30", 1_305, counter("online", "card"));
  await paid("20:00", 4_217, counter("phone", "card"));
  await paid("20:15", 1_111, counter("phone", "cash"));
  await t.db.insert(orderRefunds).values([
    { orderId: online.id, amountPence: 395, provider: "stripe", createdAt: new Date(`${FRIDAY}T21:00:00Z`) },
    { orderId: atCounter.id, amountPence: 450, provider: "cash", createdAt: new Date(`${FRIDAY}T21:10:00Z`) },
  ]);
  // Collected, never paid: listed to resolve.
  await insertTestOrder(t.db, {
    collectionDate: FRIDAY,
    collectionTime: "19:45",
    orderStatus: "collected",
    totalPence: 1_999,
  });
  await t.db.insert(dailySales).values({
    date: FRIDAY,
    openingBalancePence: 15_000,
    closingBalancePence: 40_000,
    counterSalesCardPence: 61_234,
    counterSalesCashPence: 20_050,
    uberEatsSalesPence: 10_099,
    cashOutAmountPence: 5_000,
    cashOutTakenBy: "Sam",
    cashOutReason: "Milk",
    refundsPence: 1_000,
    tipsPence: 2_001,
    discountsPence: 350,
    // The lines from the orders, as the cash-up's POST stores them.
    onlineSalesPence: 3_378 + 2_250,
    onlineRefundsPence: 395,
    phoneCardSalesPence: 4_217,
    phoneCashSalesPence: 1_111,
    onlineCounterCardSalesPence: 1_305,
    onlineCounterCashSalesPence: 2_450 - 450,
  });
});
afterAll(() => t.close());

const get = async (url: string, cookie = owner) => {
  const res = await injectAs(t.app, cookie, "GET", url);
  expect(res.statusCode, url).toBe(200);
  return res;
};

describe("the Z-report", () => {
  it("has the cash-up's and Today's figures, to the penny", async () => {
    const z = (await get(`/api/admin/reports/z-report?date=${FRIDAY}`)).json();
    const today = (await get("/api/admin/reports/today")).json();
    const [cashUp] = (await get("/api/admin/cash-ups")).json();
    expect(today.date).toBe(FRIDAY);
    expect(cashUp.date).toBe(FRIDAY);

    // Takings: Today's lines, totals, orders and average; their net is the cash-up's total takings.
    expect(z.takings).toEqual(today.today);
    expect(z.takings.netPence).toBe(cashUp.summary.totalTakingsPence);
    expect(z.takings.channels).toEqual([
      { channel: "stripe", label: "Online card", pence: 3_378 },
      { channel: "paypal", label: "PayPal", pence: 2_250 },
      { channel: "onlineCard", label: "Online orders, card at the counter", pence: 1_305 },
      { channel: "onlineCash", label: "Online orders, cash at the counter", pence: 2_450 },
      { channel: "phoneCard", label: "Phone orders, card at the counter", pence: 4_217 },
      { channel: "phoneCash", label: "Phone orders, cash at the counter", pence: 1_111 },
      { channel: "counterCard", label: "Counter card", pence: 61_234 },
      { channel: "counterCash", label: "Counter cash", pence: 20_050 },
      { channel: "uberEats", label: "Uber Eats", pence: 10_099 },
    ]);
    expect(z.takings).toMatchObject({ refundsPence: 395 + 450, orders: 4 });
    // The drawer: the cash-up's expected cash and difference.
    expect(z.cash).toMatchObject({
      expectedCashPence: cashUp.summary.expectedCashPence,
      differencePence: cashUp.summary.differencePence,
      siteCashPence: 1_111 + 2_000,
      counterCashPence: 20_050,
    });
    expect(z.cash.expectedCashPence).toBe(15_000 + 20_050 + 1_111 + 2_000 - 5_000 - 1_000);
    expect(z.tipsPence).toBe(2_001);
    expect(z.discounts).toEqual({ ordersPence: 338, counterPence: 350, totalPence: 688 });
    expect(z.unpaidOrders).toMatchObject({ totalPence: 1_999, collected: 1 });
  });

  it("downloads as a CSV whose lines add up to its totals", async () => {
    const res = await get(`/api/admin/reports/z-report.csv?date=${FRIDAY}`);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="z-report-${FRIDAY}.csv"`);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ""));
    const pence = (cell: string | undefined) => Math.round(Number(cell) * 100);
    const amount = (section: string, line: string) =>
      pence(rows.find((r) => r[1] === section && r[2] === line)?.[3]);
    const takings = rows.filter((r) => r[1] === "Takings by channel and payment");
    const channelRows = takings.slice(
      0,
      takings.findIndex((r) => r[2] === "Takings before refunds"),
    );
    const gross = amount("Takings by channel and payment", "Takings before refunds");
    expect(channelRows.reduce((s, r) => s + pence(r[3]), 0)).toBe(gross);
    expect(gross - amount("Takings by channel and payment", "Refunds made")).toBe(
      amount("Takings by channel and payment", "Takings less refunds"),
    );
    const cash = [
      "Opening balance",
      "Counter sales in cash",
      "Orders paid in cash on the board",
      "Cash taken out",
      "Refunds paid from the drawer",
    ];
    expect(cash.reduce((s, line) => s + amount("Cash", line), 0)).toBe(amount("Cash", "Cash expected"));
    expect(
      amount("Discounts and tips", "Discounts on orders") +
        amount("Discounts and tips", "Discounts at the counter"),
    ).toBe(amount("Discounts and tips", "Discounts in all"));
  });

  it("prints on the kitchen's network printer through the outbox, as ESC/POS", async () => {
    const printer = await startFakeEscPosPrinter();
    try {
      await injectAs(t.app, owner, "PUT", "/api/admin/printer", {
        address: printer.address,
        autoPrint: false,
      });
      const res = await injectAs(t.app, owner, "POST", "/api/admin/reports/z-report/print", { date: FRIDAY });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe("Z-report for Friday 27 November 2026 sent to the kitchen printer");
      await drainOutbox(t);
      const [job] = await printer.waitForJobs(1);
      const text = job?.lines.join("\n") ?? "";
      expect(text).toContain("Z-REPORT");
      expect(text).toContain("Friday 27 November 2026");
      expect(text).toMatch(/Online orders, cash at the counter\s+£24\.50/);
      expect(text).toMatch(/Cash expected\s+£321\.61/);
      expect(text).toMatch(/Takings less refunds\s+£1,?052\.49/);
      expect(text).toContain("COLLECTED");
      expect(job?.cuts).toBe(1);
      for (const line of job?.lines ?? []) expect(line.length).toBeLessThanOrEqual(48);
      const log = await get("/api/admin/audit-log?group=cash-ups");
      expect(log.json().entries[0].summary).toBe(
        "admin sent the Z-report for Friday 27 November to the kitchen printer",
      );
    } finally {
      await printer.close();
    }
  });

  it("answers 409 with no printer set, 400 for a bad date and 403 for staff", async () => {
    await injectAs(t.app, owner, "PUT", "/api/admin/printer", { address: "", autoPrint: true });
    const none = await injectAs(t.app, owner, "POST", "/api/admin/reports/z-report/print", { date: FRIDAY });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/No kitchen printer is set/);
    const bad = await injectAs(t.app, owner, "GET", "/api/admin/reports/z-report?date=2026-02-30");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/date must be a real date/);
    const staff = await signInNewStaff(t.app, owner, { username: "sara", password: "counter-secret-1" });
    expect(
      (await injectAs(t.app, staff, "GET", `/api/admin/reports/z-report?date=${FRIDAY}`)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/admin/reports/z-report?date=${FRIDAY}` })).statusCode,
    ).toBe(401);
  });
});
