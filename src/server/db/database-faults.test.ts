/**
 * A database restart, failover or idle-connection reaper must not take the process down: requests
 * meanwhile get 503 with Retry-After (never 500) and everything recovers by itself. PostgreSQL only
 * (PGlite is in-process and cannot lose its connection).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ORDER_EVENTS_CHANNEL, type OrderEvent, subscribeToOrderEvents } from "../lib/order-events";
import { buildTestApp, type TestApp, testEngine } from "../testing/build-test-app";
import { startCuttableProxy } from "../testing/cuttable-proxy";
import { allowManyOrders, orderBody, postOrder } from "../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../testing/ordering-setup";
import { collectionSlotBookings, onlineOrders } from "./schema";

// Tuesday 24 November 2026, 12:00 London: open, 13:00 is an offered slot.
const NOW = "2026-11-24T12:00:00Z";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the tests give the app to recover by itself, polling every 100 ms. */
const RECOVERY = { timeout: 10_000, interval: 100 };

/** Ends every other connection to this test's database, as pg_terminate_backend by a reaper would. */
async function terminateBackends(t: TestApp): Promise<number> {
  const result = (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  const [row] = result.rows;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [row?.name],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(testEngine !== "postgres")("losing database connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    await withoutFlashSaleOrMinimum(t.db);
    await allowManyOrders(t.db);
  });
  afterAll(() => t?.close());

  it("survives its pool's and listener's backends being terminated mid-traffic, and serves again", async () => {
    const events: OrderEvent[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (event) => events.push(event));
    const body = await orderBody(t);
    const statuses: number[] = [];
    let running = true;
    const traffic = Array.from({ length: 4 }, async (_, i) => {
      while (running) {
        const res =
          i % 2 === 0 ? await postOrder(t, body) : await t.app.inject({ method: "GET", url: "/api/health" });
        statuses.push(res.statusCode);
        if (res.statusCode === 503) expect(res.headers["retry-after"]).toBe("5");
      }
    });

    await sleep(300);
    const terminated = await terminateBackends(t);
    await sleep(300);
    await terminateBackends(t);
    await sleep(500);
    running = false;
    await Promise.all(traffic);

    expect(terminated).toBeGreaterThanOrEqual(2); // at least one pool connection and the listener
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 503)).toBe(true);

    await expect
      .poll(async () => {
        const health = await t.app.inject({ method: "GET", url: "/api/health" });
        const order = await postOrder(t, body);
        return health.statusCode === 200 && order.statusCode === 201;
      }, RECOVERY)
      .toBe(true);

    // The listener reconnects on its own and listens again: a notification sent now arrives.
    const marker = `HH-${randomUUID().slice(0, 6)}`;
    await expect
      .poll(async () => {
        await t.database.notify(
          ORDER_EVENTS_CHANNEL,
          JSON.stringify({ type: "order.status", orderId: 0, orderNumber: marker }),
        );
        return events.some((e) => e.orderNumber === marker);
      }, RECOVERY)
      .toBe(true);
    await unsubscribe();
  }, 30_000);

  it("serves no kept answer as current while the listener is away, and caches again once it is back", async () => {
    await t.app.inject({ method: "GET", url: "/api/chefs" });
    expect(t.app.publicCache.snapshot().entries).toBe(1);
    const before = t.app.publicCache.snapshot().invalidations;
    await terminateBackends(t);
    // Lost (another instance's write could not be heard): everything kept is marked stale (its
    // bytes stay as the answer of last resort while the database is away, decision 0038)...
    await expect.poll(() => t.app.publicCache.snapshot().invalidations, RECOVERY).toBeGreaterThan(before);
    // ...and once the listener is back (stale again then), answers are served from memory again.
    await expect
      .poll(async () => {
        const first = await t.app.inject({ method: "GET", url: "/api/chefs" });
        const hits = t.app.publicCache.snapshot().hits;
        const again = await t.app.inject({ method: "GET", url: "/api/chefs" });
        return (
          first.statusCode === 200 && again.statusCode === 200 && t.app.publicCache.snapshot().hits > hits
        );
      }, RECOVERY)
      .toBe(true);
    expect(t.app.publicCache.snapshot().invalidations).toBeGreaterThanOrEqual(before + 2);
  }, 30_000);
});

describe.skipIf(testEngine !== "postgres")("while the database is away", () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? "postgres://127.0.0.1:5432");
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await buildTestApp({
      now: NOW,
      databaseUrl: (url) => {
        const through = new URL(url);
        through.host = `127.0.0.1:${proxy.port}`;
        return through.toString();
      },
    });
    await withoutFlashSaleOrMinimum(t.db);
    await allowManyOrders(t.db);
  });
  afterEach(() => proxy.mend());
  afterAll(async () => {
    proxy.mend();
    await t?.close();
    await proxy.close();
  });

  it("answers 503 with Retry-After, reports the database down, and recovers when it returns", async () => {
    const body = await orderBody(t);
    const events: OrderEvent[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (event) => events.push(event));
    expect((await postOrder(t, body)).statusCode).toBe(201);

    proxy.cut();
    const order = await postOrder(t, body);
    expect(order.statusCode).toBe(503);
    expect(order.headers["retry-after"]).toBe("5");
    expect(order.json()).toEqual({
      message: "The restaurant's system is briefly unavailable. Please try again in a moment.",
    });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: "Database unavailable" });
    await sleep(1_000); // long enough for the listener to fail a few reconnection attempts

    proxy.mend();
    await expect
      .poll(async () => {
        const res = await postOrder(t, body);
        return res.statusCode === 201;
      }, RECOVERY)
      .toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const [created] = await t.db.select({ n: sql<number>`count(*)::int` }).from(onlineOrders);
    expect(created?.n).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => {
        await t.database.notify(
          ORDER_EVENTS_CHANNEL,
          JSON.stringify({ type: "order.status", orderId: 0, orderNumber: "HH-BACK" }),
        );
        return events.some((e) => e.orderNumber === "HH-BACK");
      }, RECOVERY)
      .toBe(true);
    await unsubscribe();
    await t.db.delete(collectionSlotBookings);
  }, 30_000);

  it("does not lose a pool connection for good when the line drops as a transaction begins", async () => {
    // More rounds than the pool has connections: a leaked connection per round would leave none.
    for (let round = 0; round < 12; round++) {
      // A connected, idle client for the transaction to take (the last cut's may still be closing).
      await expect
        .poll(
          () =>
            t.db.execute(sql`select 1`).then(
              () => true,
              () => false,
            ),
          RECOVERY,
        )
        .toBe(true);
      proxy.hold();
      const transaction = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await sleep(20); // BEGIN is on its way and swallowed
      proxy.cut();
      await expect(transaction).rejects.toThrow();
      proxy.mend();
    }
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
  }, 30_000);
});
