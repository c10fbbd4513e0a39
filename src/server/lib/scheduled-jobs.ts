/**
 * Named jobs run on an interval by every instance, but each run takes a PostgreSQL advisory lock
 * (transaction-level, so it is released with the transaction even if the instance dies): when
 * several instances share one database, one of them does the work and the others skip that round.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, DbTransaction } from "../db/client";
import type { CacheTag } from "./cache-tags";
import type { Clock } from "./clock";

export interface ScheduledJob<Result = unknown> {
  name: string;
  everyMs: number;
  /** The public facts a run changes (lib/cache-tags.ts): dropped from the public cache after it; [] for none. */
  invalidates: readonly CacheTag[];
  /**
   * Runs inside the transaction that holds the job's lock. Side effects (mail) are queued in that
   * transaction through the outbox (lib/outbox.ts), which delivers them after the commit.
   */
  run(tx: DbTransaction, now: Date): Promise<Result>;
}

export type JobRun<Result> = { ran: true; result: Result } | { ran: false };

/** Advisory locks are keyed by two int4s: ours are (this namespace, a hash of the job's name). */
const JOB_LOCK_NAMESPACE = 727275;

function jobLockKey(name: string): number {
  return createHash("sha256").update(name).digest().readInt32BE(0);
}

/** One run, or none if another instance is running this job right now. */
export async function runScheduledJob<Result>(
  db: Db,
  job: ScheduledJob<Result>,
  now: Date,
): Promise<JobRun<Result>> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}::int, ${jobLockKey(job.name)}::int) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false as const };
    return { ran: true as const, result: await job.run(tx, now) };
  });
}

export interface JobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobScheduler {
  /** Stops the timers and waits for a run in progress, so the database can then be closed. */
  stop(): Promise<void>;
}

export function startScheduledJobs(options: {
  db: Db;
  now: Clock;
  log: JobLogger;
  jobs: ScheduledJob[];
  /** The first run comes this long after start (default: a minute, or the interval if shorter). */
  firstRunAfterMs?: number;
  /**
   * After every run that did its work and committed: a job writes outside any HTTP request, so
   * what it changed among the public facts (`job.invalidates`) is dropped from the public cache here.
   */
  afterRun?: (job: ScheduledJob) => Promise<void>;
}): JobScheduler {
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  for (const job of options.jobs) {
    let running = false;
    const tick = () => {
      // A slow run is not overlapped by the next tick of the same instance.
      if (stopped || running) return;
      running = true;
      const run = runScheduledJob(options.db, job, options.now())
        .then(async (outcome) => {
          if (!outcome.ran) return;
          options.log.info({ job: job.name, result: outcome.result }, "scheduled job ran");
          await options.afterRun?.(job);
        })
        .catch((error: unknown) => options.log.error({ job: job.name, err: error }, "scheduled job failed"))
        .finally(() => {
          running = false;
          inFlight.delete(run);
        });
      inFlight.add(run);
    };
    const first = setTimeout(() => {
      tick();
      const every = setInterval(tick, job.everyMs);
      every.unref();
      timers.push(every);
    }, options.firstRunAfterMs ?? Math.min(60_000, job.everyMs));
    first.unref();
    timers.push(first);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...inFlight]);
    },
  };
}
