import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";

// The embedded database runs statements on the main thread: between one query and the next, the
// event loop must get a turn (other requests, health checks, timers); inside a transaction, which
// holds PGlite's one lock, it must not, or every other query waits longer for the lock.
describe.runIf(process.env.TEST_ENGINE !== "postgres")("the embedded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
  });
  afterAll(async () => {
    await database.close();
  });

  /** Runs `work` beside a ticker on setImmediate; answers how far the ticker moved at each step. */
  async function turnsDuring(work: (step: () => void) => Promise<void>): Promise<number[]> {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    const turnsAtStep: number[] = [];
    setImmediate(tick);
    try {
      await work(() => turnsAtStep.push(turns));
    } finally {
      running = false;
    }
    return turnsAtStep;
  }

  const moved = (turnsAtStep: number[]) => (turnsAtStep.at(-1) ?? 0) - (turnsAtStep[0] ?? 0);
  // Each holds the loop for 10 ms, longer than the database may hold it unbroken.
  const slowStatement = (i: number) => sql`select pg_sleep(0.01), ${i}::int as n`;

  it("lets the event loop turn between one query and the next", async () => {
    const turnsAtStep = await turnsDuring(async (step) => {
      for (let i = 0; i < 10; i++) {
        await database.db.execute(slowStatement(i));
        step();
      }
    });
    // Without a turn between queries the ticker stands still until the last one.
    expect(moved(turnsAtStep)).toBeGreaterThanOrEqual(9);
  });

  it("runs a transaction's statements without a turn, holding the lock no longer than its work", async () => {
    const turnsAtStep = await turnsDuring(async (step) => {
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < 10; i++) {
          await tx.execute(slowStatement(i));
          step();
        }
      });
    });
    expect(moved(turnsAtStep)).toBe(0);
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
