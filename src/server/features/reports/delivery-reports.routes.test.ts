/**
 * Delivery's money in the books (issue 35 item 5): delivery orders placed, paid and delivered
 * through the routes (one paid in cash at the door, one pre-ordered the day before) and refunds
 * giving back delivery fees; the range report, the weekly report and its sales file, the daily
 * sales file, Today and the cash-up then agree: the fees are the orders' fees, each driver's cash
 * is theirs, the fee refunds count on the refunds' days, and the files' columns add up.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { injectForOrder } from "@server/testing/inject-as";
import { DELIVERY_FIGURE_LABELS } from "@shared/delivery/delivery-money";
import { orderAheadSettings } from "../../db/schema";
import {
  deliverOrder,
  type PlacedDelivery,
  placeDeliveryOrder,
  setUpDelivery,
  signInNewDriver,
  TOWN_ZONE,
} from "../../testing/delivery-orders";
import { parseCsv } from "../../testing/parse-csv";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Demo mode: orders are paid by the simulated online payment. The week: Monday 16 to Sunday 22
// November 2026 (London is on GMT, so 12:00Z is noon there).
const t = setUpTestApp({ signedIn: true, now: "2026-11-17T12:00:00Z", env: { DEMO_MODE: "true" } });
const WEEK = "2026-11-16";
const WEEK_END = "2026-11-22";

let dishId: number;
let online: PlacedDelivery; // Tuesday, paid online, nobody drove it
let cash: PlacedDelivery; // Wednesday, cash on delivery, Ana
let far: PlacedDelivery; // Wednesday, paid online, to the £3.95 zone, Ben
let preOrdered: PlacedDelivery; // paid on Saturday for Sunday
let driverIds: { ana: number; ben: number };

async function payOnline(order: PlacedDelivery) {
  const res = await injectForOrder(t.app, order, "POST", `/api/payments/test/${order.id}/pay`);
  expect(res.statusCode, res.body).toBe(200);
}

/** Staff refund `amountPence` at `at`, `feePence` of it giving back the delivery fee. */
async function refund(order: PlacedDelivery, amountPence: number, feePence: number, at: string) {
  t.clock.set(at);
  const res = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, {
    amountPence,
    deliveryFeePence: feePence,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  dishId = await setUpDelivery(t.db, {
    zones: [TOWN_ZONE, { ...TOWN_ZONE, name: "Far", areas: "NN5", feePence: 395 }],
  });
  // Ordering ahead is on, so Saturday's diner can pay for Sunday.
  await t.db
    .insert(orderAheadSettings)
    .values({ id: 1, daysAhead: 6, printMinutesBefore: 45, cancelCutoffMinutes: 120 });
  const ana = await signInNewDriver(t, t.cookie, { username: "ana-driver", password: "correct horse 1" });
  const ben = await signInNewDriver(t, t.cookie, { username: "ben-driver", password: "correct horse 2" });
  driverIds = { ana: ana.id, ben: ben.id };

  // Tuesday: paid online at noon for 13:00.
  online = await placeDeliveryOrder(t, { dishId, date: "2026-11-17", time: "13:00" });
  await payOnline(online);

  // Wednesday: cash on delivery, taken by Ana at the door at 13:10; and one to NN5 paid online.
  t.clock.set("2026-11-18T12:00:00Z");
  cash = await placeDeliveryOrder(t, { dishId, date: "2026-11-18", time: "13:00", payOnDelivery: true });
  far = await placeDeliveryOrder(t, { dishId, date: "2026-11-18", time: "13:30", postcode: "NN5 7AA" });
  await payOnline(far);
  t.clock.set("2026-11-18T13:10:00Z");
  await deliverOrder(t, t.cookie, cash.id, ana);
  await deliverOrder(t, t.cookie, far.id, ben);

  // Saturday: paid for Sunday lunch (Sunday has the delivery and no takings).
  t.clock.set("2026-11-21T12:00:00Z");
  preOrdered = await placeDeliveryOrder(t, { dishId, date: "2026-11-22", time: "13:00" });
  await payOnline(preOrdered);

  // Refunds: Friday gives back Tuesday's fee with £5 of food, Saturday £1 of the NN5 fee, and the
  // next Monday Sunday's fee (next week's).
  await refund(online, 750, 250, "2026-11-20T15:00:00Z");
  await refund(far, 100, 100, "2026-11-21T18:00:00Z");
  await refund(preOrdered, 250, 250, "2026-11-23T10:00:00Z");
  t.clock.set("2026-11-23T12:00:00Z");
});

async function get(url: string) {
  const res = await t.signedIn("GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function csvFile(url: string) {
  const res = await get(url);
  const [header = [], ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ""));
  const column = (name: string) => {
    const index = header.indexOf(name);
    expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[index] ?? "");
  };
  return { text: res.body, header, rows, column };
}

/** A money column summed exactly in pence, every cell plain pounds with two decimals. */
function sumPounds(cells: string[]): number {
  return cells.reduce((sum, cell) => {
    expect(cell).toMatch(/^-?\d+\.\d{2}$/);
    return sum + Math.round(Number(cell) * 100);
  }, 0);
}

const rangeReport = async (from: string, to: string) =>
  (await get(`/api/admin/reports/range?from=${from}&to=${to}`)).json();
const weeklyReport = async () => (await get(`/api/admin/reports/weekly?weekStart=${WEEK}`)).json();
const dailySalesCsv = () =>
  csvFile(`/api/admin/reports/records.csv?records=daily-sales&from=${WEEK}&to=${WEEK_END}`);

describe("delivery in the reports", () => {
  it("the range report's fees are the orders' fees, the drivers' cash theirs, fee refunds on their days", async () => {
    expect([online, cash, far, preOrdered].map((o) => o.delivery.feePence)).toEqual([250, 250, 395, 250]);
    const fees =
      online.delivery.feePence +
      cash.delivery.feePence +
      far.delivery.feePence +
      preOrdered.delivery.feePence;
    const report = await rangeReport(WEEK, WEEK_END);
    expect(report.delivery).toEqual({
      deliveries: 4,
      deliveryFeesPence: fees,
      feesRefundedPence: 250 + 100,
      cashCollectedPence: cash.totalPence,
      drivers: [
        {
          driverId: driverIds.ana,
          username: "ana-driver",
          deliveries: 1,
          cashCollectedPence: cash.totalPence,
          tipsCollectedPence: 0,
        },
        {
          driverId: driverIds.ben,
          username: "ben-driver",
          deliveries: 1,
          cashCollectedPence: 0,
          tipsCollectedPence: 0,
        },
      ],
    });
    // The refund made the next Monday counts in a range that has it; a day is a range of one.
    expect((await rangeReport(WEEK, "2026-11-23")).delivery.feesRefundedPence).toBe(600);
    expect((await rangeReport("2026-11-23", "2026-11-23")).delivery).toMatchObject({
      deliveries: 0,
      deliveryFeesPence: 0,
      feesRefundedPence: 250,
    });
    expect((await rangeReport("2026-11-18", "2026-11-18")).delivery).toMatchObject({
      deliveries: 2,
      deliveryFeesPence: 250 + 395,
      cashCollectedPence: cash.totalPence,
    });
  });

  it("the daily sales file's delivery columns add up to the range report and the weekly report", async () => {
    const [range, weekly, file] = await Promise.all([
      rangeReport(WEEK, WEEK_END),
      weeklyReport(),
      dailySalesCsv(),
    ]);
    const delivery = weekly.sales.delivery;
    expect(delivery).toEqual(range.delivery);
    const fees = file.column(DELIVERY_FIGURE_LABELS.deliveryFeesPence);
    expect(sumPounds(fees)).toBe(range.delivery.deliveryFeesPence);
    expect(sumPounds(file.column(DELIVERY_FIGURE_LABELS.feesRefundedPence))).toBe(
      range.delivery.feesRefundedPence,
    );
    expect(sumPounds(file.column(DELIVERY_FIGURE_LABELS.cashCollectedPence))).toBe(
      range.delivery.cashCollectedPence,
    );
    const deliveries = file.column(DELIVERY_FIGURE_LABELS.deliveries).reduce((n, c) => n + Number(c), 0);
    expect(deliveries).toBe(range.delivery.deliveries);
    // Each day on its row: Sunday's delivery was paid on Saturday, and Sunday is still listed.
    const dates = file.column("Date");
    expect(dates).toEqual(["2026-11-17", "2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"]);
    const sunday = file.rows[dates.indexOf("2026-11-22")] ?? [];
    const at = (name: string) => file.header.indexOf(name);
    expect(sunday[at("Total takings")]).toBe("0.00");
    expect(sunday[at(DELIVERY_FIGURE_LABELS.deliveryFeesPence)]).toBe("2.50");
    expect(file.rows[dates.indexOf("2026-11-20")]?.[at(DELIVERY_FIGURE_LABELS.feesRefundedPence)]).toBe(
      "2.50",
    );
  });

  it("the takings still add up, the doorstep cash in the online counter cash line", async () => {
    const [range, weekly, file] = await Promise.all([
      rangeReport(WEEK, WEEK_END),
      weeklyReport(),
      dailySalesCsv(),
    ]);
    const s = weekly.sales;
    expect(s.channelTotals.onlineCash).toBe(cash.totalPence);
    expect(s.onlineGrossPence).toBe(online.totalPence + far.totalPence + preOrdered.totalPence);
    expect(s.totalOnlineRefundsPence).toBe(750 + 100);
    expect(sumPounds(file.column("Total takings"))).toBe(s.totalRevenuePence);
    expect(sumPounds(file.column("Online orders"))).toBe(s.onlineGrossPence);
    expect(sumPounds(file.column("Online refunds"))).toBe(s.totalOnlineRefundsPence);
    expect(sumPounds(file.column("Online orders, cash at the counter"))).toBe(s.channelTotals.onlineCash);
    expect(range.totals.netPence).toBe(s.totalRevenuePence);
    expect(new Set(file.header).size).toBe(file.header.length);
  });

  it("the weekly sales file has the delivery lines and each driver's cash", async () => {
    const weekly = await weeklyReport();
    const file = await csvFile(`/api/admin/reports/weekly.csv?weekStart=${WEEK}&report=sales`);
    const labels = file.column("Line");
    const amount = (label: string) => file.column("Amount (GBP)")[labels.indexOf(label)];
    expect(amount(DELIVERY_FIGURE_LABELS.deliveries)).toBe("4");
    expect(sumPounds([amount(DELIVERY_FIGURE_LABELS.deliveryFeesPence) ?? ""])).toBe(
      weekly.sales.delivery.deliveryFeesPence,
    );
    expect(amount(DELIVERY_FIGURE_LABELS.deliveryFeesPence)).toBe("11.45");
    expect(amount(DELIVERY_FIGURE_LABELS.feesRefundedPence)).toBe("3.50");
    expect(sumPounds([amount(DELIVERY_FIGURE_LABELS.cashCollectedPence) ?? ""])).toBe(cash.totalPence);
    expect(sumPounds([amount("Cash collected by driver ana-driver") ?? ""])).toBe(cash.totalPence);
    expect(amount("Cash collected by driver ben-driver")).toBe("0.00");
  });

  it("Today and the cash-up read the same rule for their day", async () => {
    t.clock.set("2026-11-18T20:00:00Z");
    try {
      const today = (await get("/api/admin/reports/today")).json();
      const sales = (await get("/api/admin/cash-ups/online-sales?date=2026-11-18")).json();
      const day = (await rangeReport("2026-11-18", "2026-11-18")).delivery;
      expect(today.delivery).toEqual(day);
      expect(sales.delivery).toEqual(day);
    } finally {
      t.clock.set("2026-11-23T12:00:00Z");
    }
  });
});
