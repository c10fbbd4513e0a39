/**
 * Order search benchmark (issue 37, decision 0046): seeds online orders (100,000 by default) into
 * a fresh in-memory PGlite, and into a fresh database on BENCH_DATABASE_URL when given (created
 * and dropped here; 1,000,000 there by default), then times the staff's search (the board's
 * `GET /api/admin/orders?q=`, through the same function the route calls) by order number, name,
 * phone and email. Each run is printed, then the median, against the target: under 50 ms.
 *
 *   npm run bench:search [-- --runs 7 --orders 100000 --pg-orders 1000000]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search
 *
 * The rows are made by one INSERT ... SELECT over generate_series (a few seconds a million on
 * PostgreSQL), with names, phones and emails spread so that each search finds a page or more.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "@server/db/client";
import { listAdminOrders } from "@server/features/kitchen-board/kitchen-board.queries";
import { AdminOrdersQuerySchema } from "@shared/kitchen-board/kitchen-board.schema";
import { median } from "./median";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    orders: { type: "string", default: "100000" },
    "pg-orders": { type: "string", default: "1000000" },
  },
});
const RUNS = Math.max(3, Number(values.runs));
const TARGET_MS = 50;
const NOW = new Date("2026-11-27T19:00:00Z");

async function seed(database: Database, orders: number): Promise<void> {
  // 2,000 surnames and 300 first names: a name search finds hundreds, a full name a few dozen.
  await database.db.execute(
    sql.raw(`
    INSERT INTO online_orders (order_number, customer_name, customer_phone, customer_email, items,
      subtotal_pence, total_pence, collection_date, collection_time, order_status, payment_status,
      created_at, updated_at)
    SELECT 'HH' || lpad(g::text, 8, '0'),
      'First' || (g % 300) || ' Surname' || (g % 2000),
      CASE WHEN g % 3 = 0 THEN '+44 7700 ' || lpad((g % 1000000)::text, 6, '0')
           ELSE '07700 ' || lpad((g % 1000000)::text, 6, '0') END,
      CASE WHEN g % 4 = 0 THEN NULL ELSE 'diner' || g || '@example' || (g % 50) || '.com' END,
      '[]'::jsonb, 1000, 1000,
      (date '2024-01-01' + (g % 1000)),
      lpad((11 + g % 11)::text, 2, '0') || ':' || CASE WHEN g % 2 = 0 THEN '00' ELSE '30' END,
      CASE WHEN g % 10 = 0 THEN 'cancelled' ELSE 'collected' END,
      'completed', now(), now()
    FROM generate_series(1, ${orders}) AS g
  `),
  );
  await database.db.execute(sql.raw("ANALYZE online_orders"));
}

const SEARCHES: { label: string; q: string }[] = [
  { label: "order number", q: "HH00012345" },
  { label: "part of a number", q: "#0004321" },
  { label: "name", q: "Surname1234" },
  { label: "first name", q: "first17 " },
  { label: "phone", q: "07700 123457" },
  { label: "phone +44", q: "+44 7700 654321" },
  { label: "email", q: "diner98765@" },
  { label: "no match", q: "nobody-at-all" },
];

async function bench(engine: string, database: Database, orders: number) {
  const seedStart = performance.now();
  await seed(database, orders);
  console.log(
    `\n${engine}: seeded ${orders.toLocaleString("en-GB")} orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (load ${loadavg()[0]?.toFixed(2)})`,
  );
  const results: { label: string; median: number; met: boolean }[] = [];
  for (const search of SEARCHES) {
    const filters = AdminOrdersQuerySchema.parse({ q: search.q });
    const first = await listAdminOrders(database.db, NOW, filters); // warm-up (planning, pages)
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await listAdminOrders(database.db, NOW, filters);
      samples.push(performance.now() - start);
    }
    const m = median(samples);
    results.push({ label: search.label, median: m, met: m < TARGET_MS });
    console.log(
      `  ${search.label.padEnd(18)} q=${JSON.stringify(search.q).padEnd(18)} ${String(first.orders.length).padStart(2)} rows, total ${first.total}${first.totalIsAtLeast ? "+" : ""}  median ${m.toFixed(1)} ms  target < ${TARGET_MS} ms: ${m < TARGET_MS ? "met" : "NOT met"}  runs ${samples.map((s) => s.toFixed(1)).join(" ")}`,
    );
  }
  return results;
}

const all: { engine: string; label: string; met: boolean }[] = [];
const pglite = await openDatabase({ kind: "pglite", dataDir: null });
for (const r of await bench("PGlite (in memory)", pglite, Number(values.orders)))
  all.push({ engine: "PGlite", ...r });
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
    for (const r of await bench("PostgreSQL", database, Number(values["pg-orders"])))
      all.push({ engine: "PostgreSQL", ...r });
    await database.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const missed = all.filter((r) => !r.met);
console.log(
  missed.length
    ? `\nMissed the ${TARGET_MS} ms target: ${missed.map((r) => `${r.engine} ${r.label}`).join(", ")} (load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})`
    : `\nEvery search met the ${TARGET_MS} ms target (load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}).`,
);
process.exitCode = missed.length ? 1 : 0;
