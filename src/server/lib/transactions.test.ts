import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testEngine } from "../testing/build-test-app";
import { HttpError } from "./http-error";
import { retryOnConflict } from "./transactions";

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("retryOnConflict", () => {
  it("runs the work again once after a conflict, then answers 409", async () => {
    let calls = 0;
    const once = await retryOnConflict("conflict", async () => {
      calls += 1;
      if (calls === 1) throw deadlock();
      return "done";
    });
    expect([once, calls]).toEqual(["done", 2]);

    const twice = retryOnConflict("Please try again.", async () => {
      throw deadlock();
    });
    await expect(twice).rejects.toEqual(new HttpError(409, "Please try again."));
  });

  it("lets other errors through untouched, without a second run", async () => {
    let calls = 0;
    const failing = retryOnConflict("conflict", async () => {
      calls += 1;
      throw new HttpError(400, "bad input");
    });
    await expect(failing).rejects.toMatchObject({ statusCode: 400, message: "bad input" });
    expect(calls).toBe(1);
  });
});

describe.skipIf(testEngine !== "postgres")("retryOnConflict on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    await t.db.execute(sql`create table lock_order_probe (id int primary key, n int not null)`);
    await t.db.execute(sql`insert into lock_order_probe values (1, 0), (2, 0)`);
  });
  afterAll(() => t?.close());

  it("gets both of two transactions that deadlock through", async () => {
    // Each locks one row, waits until the other has too, then asks for the other's row.
    let ready = 0;
    const bothLocked = async () => {
      ready += 1;
      while (ready < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const run = (first: number, second: number) => {
      let attempt = 0;
      return retryOnConflict("conflict", () =>
        t.db.transaction(async (tx) => {
          attempt += 1;
          await tx.execute(sql`update lock_order_probe set n = n + 1 where id = ${first}`);
          if (attempt === 1) await bothLocked();
          await tx.execute(sql`update lock_order_probe set n = n + 1 where id = ${second}`);
        }),
      );
    };
    await Promise.all([run(1, 2), run(2, 1)]);
    const result = (await t.db.execute(sql`select sum(n)::int as total from lock_order_probe`)) as {
      rows: { total: number }[];
    };
    expect(result.rows[0]?.total).toBe(4);
  });
});
