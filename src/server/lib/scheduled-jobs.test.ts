import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { buildTestApp, type TestApp, testEngine } from "../testing/build-test-app";
import { expiredCredentialsJob } from "./expired-credentials";
import { type JobLogger, runScheduledJob, type ScheduledJob, startScheduledJobs } from "./scheduled-jobs";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const expired = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `expired-${i}-${Math.random()}`,
    kind: "admin" as const,
    createdAt: new Date("2026-11-23T00:00:00Z"),
    expiresAt: new Date("2026-11-23T12:00:00Z"),
  }));

function recordingLogger(): JobLogger & { errors: object[]; infos: object[] } {
  const errors: object[] = [];
  const infos: object[] = [];
  return { errors, infos, info: (d) => infos.push(d), error: (d) => errors.push(d) };
}

describe("runScheduledJob", () => {
  it("two concurrent runs delete each row once, without error", async () => {
    await t.db.insert(sessions).values(expired(20));
    const runs = await Promise.all([
      runScheduledJob(t.db, expiredCredentialsJob, t.clock.now()),
      runScheduledJob(t.db, expiredCredentialsJob, t.clock.now()),
    ]);
    const deleted = runs.reduce((sum, r) => sum + (r.ran ? r.result.sessions : 0), 0);
    expect(deleted).toBe(20);
    const [left] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(left?.n).toBe(0);
  });

  it.skipIf(testEngine !== "postgres")(
    "skips the run while another instance holds the job's lock",
    async () => {
      await t.db.insert(sessions).values(expired(3));
      // The pool's other connection plays the second instance, mid-run.
      await t.db.transaction(async (tx) => {
        const busy = await runScheduledJob(tx as never, { ...expiredCredentialsJob }, t.clock.now());
        expect(busy.ran).toBe(true);
        const other = await runScheduledJob(t.db, expiredCredentialsJob, t.clock.now());
        expect(other).toEqual({ ran: false });
      });
      const after = await runScheduledJob(t.db, expiredCredentialsJob, t.clock.now());
      expect(after).toEqual({
        ran: true,
        result: { sessions: 0, resetTokens: 0, signInFailures: 0, verificationTokens: 0, mailCounts: 0 },
      });
    },
  );
});

describe("startScheduledJobs", () => {
  it("runs each job on its interval, survives a failing run, and stops on request", async () => {
    let runs = 0;
    let failures = 0;
    const counting: ScheduledJob<number> = {
      name: "test-counting",
      everyMs: 20,
      invalidates: [],
      run: async () => ++runs,
    };
    const failing: ScheduledJob = {
      name: "test-failing",
      everyMs: 20,
      invalidates: [],
      run: async () => {
        failures += 1;
        throw new Error("boom");
      },
    };
    const log = recordingLogger();
    const scheduler = startScheduledJobs({
      db: t.db,
      now: t.clock.now,
      log,
      jobs: [counting, failing],
      firstRunAfterMs: 0,
    });
    await expect.poll(() => runs >= 2 && failures >= 2).toBe(true);
    await scheduler.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(log.errors[0]).toMatchObject({ job: "test-failing" });
    expect(log.infos[0]).toMatchObject({ job: "test-counting", result: 1 });
    // Proving that nothing runs after stop needs a fixed wait: there is no event to poll for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(seen);
  });

  it("marks stale after each run only the entries drawn from what the job changes", async () => {
    t.app.publicCache.dropLocal();
    await t.app.inject({ method: "GET", url: "/api/chefs" });
    await t.app.inject({ method: "GET", url: "/api/special-hours" });
    expect(t.app.publicCache.snapshot().entries).toBe(2);
    let ran = 0;
    const job: ScheduledJob = {
      name: "test-public-write",
      everyMs: 20,
      invalidates: ["hours"],
      run: async () => ++ran,
    };
    const scheduler = startScheduledJobs({
      // The app's own handle: the test's drops the whole cache on every write, as a direct write must.
      db: t.app.deps.db,
      now: t.clock.now,
      log: { info() {}, error() {} },
      jobs: [job],
      firstRunAfterMs: 0,
      afterRun: async (done) => {
        await t.app.publicCache.invalidate(done.invalidates);
      },
    });
    await expect.poll(() => ran >= 1).toBe(true);
    await scheduler.stop();
    expect(t.app.publicCache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
    expect(t.app.publicCache.expiresAt("/api/special-hours")).toBeUndefined();
  });
});
