import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";

// The embedded database runs statements on the main thread: between two statements of one
// transaction, the event loop must get a turn (other requests, health checks, timers).
describe.runIf(process.env.TEST_ENGINE !== "postgres")("the embedded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
  });
  afterAll(async () => {
    await database.close();
  });

  it("lets the event loop turn between the statements of a long transaction", async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    const statements = 10;
    const turnsAtStatement: number[] = [];
    setImmediate(tick);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < statements; i++) {
        // Each statement holds the loop for 10 ms, longer than statements may hold it unbroken.
        await tx.execute(sql`select pg_sleep(0.01), ${i}::int as n`);
        turnsAtStatement.push(turns);
      }
    });
    running = false;
    // Without a turn per statement the ticker stands still for the whole transaction.
    expect((turnsAtStatement.at(-1) ?? 0) - (turnsAtStatement[0] ?? 0)).toBeGreaterThanOrEqual(
      statements - 1,
    );
  });

  it("still rolls a transaction back as one", async () => {
    await database.db.execute(sql`create table turn_check (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        for (let n = 1; n <= 3; n++) await tx.execute(sql`insert into turn_check values (${n})`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const counted = await database.db.execute(sql`select count(*)::int as count from turn_check`);
    expect((counted as unknown as { rows: unknown[] }).rows).toEqual([{ count: 0 }]);
  });
});
