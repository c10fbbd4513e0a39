/**
 * Report benchmark: seeds a year of back-office data (365 days of cash-ups, 20 employees with a
 * shift each every day, 2,000 purchase receipts, 30,000 paid online orders with their lines,
 * promotions and some refunds) into a fresh in-memory PGlite, and into a fresh database on
 * BENCH_DATABASE_URL when given (created and dropped here), then times the weekly report, the
 * 12-week trend, the owner's Today view and a month's range report through the same code the API
 * uses. Median of several runs.
 *
 *   npx tsx scripts/bench-reports.ts [--runs 15]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-reports.ts
 *
 * Targets on PGlite: weekly report < 200 ms, 12-week trend < 500 ms, Today < 100 ms, a month's
 * range report < 300 ms.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { type Database, openDatabase } from "@server/db/client";
import {
  dailySales,
  employees,
  employeeTimeEntries,
  onlineOrders,
  orderRefunds,
  purchaseReceipts,
  type StoredOrderItem,
  type StoredPromotionLine,
} from "@server/db/schema";
import { getRangeReport, getTodayReport } from "@server/features/reports/range-report.queries";
import { getTrend, getWeeklyReport } from "@server/features/reports/reports.queries";
import { addDays, londonWallTimeToInstant } from "@shared/opening-hours/london-time";
import { PAYMENT_METHODS, PURCHASE_CATEGORIES } from "@shared/purchases/purchases.schema";
import { getWeekStart } from "@shared/reports/report-week";
import { median } from "./median";

const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
const RUNS = Math.max(3, Number(values.runs));
const FIRST_DAY = "2025-11-24";
const DAYS = 365;
const LAST_DAY = addDays(FIRST_DAY, DAYS - 1);
const ONLINE_ORDERS = 30_000;
const DISHES = [
  "Hyderabadi Chicken Dum Biryani",
  "Lamb Rogan Josh",
  "Garlic Naan",
  "Paneer Tikka",
  "Chicken 65",
  "Mutton Haleem",
  "Dal Tadka",
  "Mango Lassi",
  "Double Ka Meetha",
  "Vegetable Biryani",
];
const POSITIONS = ["Head Chef", "Chef", "Tandoor cook", "Waiter", "Waitress", "Manager", "Kitchen porter"];

/** A fixed pseudo-random sequence, so every run seeds the same year. */
function seededRandom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function seed(database: Database) {
  const { db } = database;
  const random = seededRandom(42);
  const pence = (max: number) => Math.floor(random() * max);
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(FIRST_DAY, i));

  await db.insert(dailySales).values(
    dates.map((date) => ({
      date,
      openingBalancePence: 20_000,
      closingBalancePence: 20_000 + pence(50_000),
      counterSalesCardPence: pence(150_000),
      counterSalesCashPence: pence(60_000),
      uberEatsSalesPence: pence(40_000),
      justEatSalesPence: pence(30_000),
      deliverooSalesPence: pence(30_000),
      cateringSalesPence: random() < 0.1 ? pence(200_000) : 0,
      cashOutAmountPence: pence(5_000),
      tipsPence: pence(8_000),
      refundsPence: pence(2_000),
      discountsPence: pence(3_000),
      enteredBy: "bench",
    })),
  );

  const staff = await db
    .insert(employees)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        firstName: `Employee${i + 1}`,
        lastName: "Bench",
        position: POSITIONS[i % POSITIONS.length] ?? "Chef",
        hourlyRatePence: 1_100 + pence(1_000),
        startDate: FIRST_DAY,
      })),
    )
    .returning({ id: employees.id });

  const entries = dates.flatMap((date) =>
    staff.map((e) => ({
      employeeId: e.id,
      date,
      clockInTime: random() < 0.5 ? "09:00" : "16:00",
      clockOutTime: random() < 0.5 ? "17:30" : "23:30",
      breakDuration: 30,
      enteredBy: "bench",
    })),
  );
  for (let i = 0; i < entries.length; i += 1_000)
    await db.insert(employeeTimeEntries).values(entries.slice(i, i + 1_000));

  const receipts = Array.from({ length: 2_000 }, (_, i) => {
    const total = 500 + pence(80_000);
    return {
      receiptNumber: `B-${i + 1}`,
      vendor: `Supplier ${i % 37}`,
      date: dates[Math.floor(random() * DAYS)] ?? FIRST_DAY,
      totalAmountPence: total,
      vatAmountPence: Math.round(total / 6),
      category: PURCHASE_CATEGORIES[i % PURCHASE_CATEGORIES.length] ?? "food",
      paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length] ?? "card",
      enteredBy: "bench",
    };
  });
  for (let i = 0; i < receipts.length; i += 500)
    await db.insert(purchaseReceipts).values(receipts.slice(i, i + 500));

  // 30,000 paid online orders over the year (about 82 a day), paid between 11:00 and 22:59 London,
  // two to four lines each, one in five with a promotion; one in a hundred partly refunded.
  const orders: (typeof onlineOrders.$inferInsert)[] = Array.from({ length: ONLINE_ORDERS }, (_, i) => {
    const date = dates[Math.floor((i * DAYS) / ONLINE_ORDERS)] ?? FIRST_DAY;
    const paidAt = londonWallTimeToInstant(date, 11 * 60 + Math.floor(random() * 12 * 60));
    const items: StoredOrderItem[] = Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
      const dish = Math.floor(random() * DISHES.length);
      return {
        id: dish + 1,
        name: DISHES[dish] ?? "Dish",
        pricePence: 350 + dish * 120,
        quantity: 1 + Math.floor(random() * 3),
        isVegetarian: false,
        isSpicy: false,
        allergens: [],
      };
    });
    const subtotal = items.reduce((sum, item) => sum + item.pricePence * item.quantity, 0);
    const promotions: StoredPromotionLine[] =
      random() < 0.2
        ? [
            random() < 0.5
              ? {
                  promotionId: 1,
                  title: "10% off",
                  kind: "percent_off",
                  code: null,
                  amountPence: Math.round(subtotal / 10),
                }
              : {
                  promotionId: 2,
                  title: "Welcome £5",
                  kind: "amount_off",
                  code: "WELCOME5",
                  amountPence: 500,
                },
          ]
        : [];
    const discount = promotions.reduce((sum, p) => sum + p.amountPence, 0);
    return {
      orderNumber: `B-${i + 1}`,
      customerName: "Bench Diner",
      customerPhone: "07700900123",
      items,
      subtotalPence: subtotal,
      discountPence: discount,
      totalPence: Math.max(0, subtotal - discount),
      promotions,
      paymentStatus: "completed",
      paymentMethod: random() < 0.7 ? "stripe" : "paypal",
      paidAt,
      orderStatus: "collected",
      collectionDate: date,
      collectionTime: "19:00",
      createdAt: paidAt,
    };
  });
  const orderIds: number[] = [];
  for (let i = 0; i < orders.length; i += 1_000) {
    const rows = await db
      .insert(onlineOrders)
      .values(orders.slice(i, i + 1_000))
      .returning({ id: onlineOrders.id });
    orderIds.push(...rows.map((r) => r.id));
  }
  const refunds = orderIds
    .filter((_, i) => i % 100 === 7)
    .map((orderId, i) => ({
      orderId,
      amountPence: 395,
      provider: "stripe",
      createdAt: londonWallTimeToInstant(
        dates[Math.min(DAYS - 1, Math.floor((i * 100 * DAYS) / ONLINE_ORDERS) + 1)] ?? FIRST_DAY,
        12 * 60,
      ),
    }));
  await db.insert(orderRefunds).values(refunds);
  await database.db.execute("analyze");
  return {
    cashUps: dates.length,
    employees: staff.length,
    timeEntries: entries.length,
    receipts: receipts.length,
    onlineOrders: orderIds.length,
    refunds: refunds.length,
  };
}

async function time(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm-up: the first run pays for planning and page loads
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { label, median: median(samples), max: Math.max(...samples) };
}

async function bench(engine: string, database: Database) {
  const seedStart = performance.now();
  const counts = await seed(database);
  const seedMs = performance.now() - seedStart;
  const week = getWeekStart(addDays(LAST_DAY, -3));
  // "Now" is the year's last day at 21:00 London; the month is the last whole calendar month.
  const now = londonWallTimeToInstant(LAST_DAY, 21 * 60);
  const monthEnd = addDays(`${LAST_DAY.slice(0, 8)}01`, -1);
  const monthStart = `${monthEnd.slice(0, 8)}01`;
  const results = [
    await time("weekly report", () => getWeeklyReport(database.db, week)),
    await time("12-week trend", () => getTrend(database.db, week, 12)),
    await time("Today", () => getTodayReport(database.db, now)),
    await time("month report", () => getRangeReport(database.db, monthStart, monthEnd)),
  ];
  console.log(`\n${engine}: seeded ${JSON.stringify(counts)} in ${(seedMs / 1000).toFixed(1)} s`);
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(14)} median ${r.median.toFixed(1)} ms  (max ${r.max.toFixed(1)} ms, ${RUNS} runs)`,
    );
  }
  return results;
}

const TARGETS: Record<string, number> = {
  "weekly report": 200,
  "12-week trend": 500,
  Today: 100,
  "month report": 300,
};

const pglite = await openDatabase({ kind: "pglite", dataDir: null });
const pgliteResults = await bench("PGlite (in memory)", pglite);
await pglite.close();

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: "postgres", url: target.toString(), logger: console });
    await bench("PostgreSQL", database);
    await database.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const missed = pgliteResults.filter((r) => r.median >= (TARGETS[r.label] ?? Number.POSITIVE_INFINITY));
console.log(
  missed.length
    ? `\nPGlite missed its target: ${missed.map((r) => r.label).join(", ")}`
    : "\nPGlite met every target.",
);
process.exitCode = missed.length ? 1 : 0;
