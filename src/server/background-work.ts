/**
 * Everything that runs outside requests starts here, in one place, beside the listening server
 * (server.ts), and stops before the database closes: the scheduled jobs, the outbox drainer (the
 * one engine for deferred work: mail, tickets, newsletters, receipt scans, each kind in its own
 * lane) and the kitchen printer's watch. Each is safe with several instances on one PostgreSQL
 * (advisory locks for jobs, FOR UPDATE SKIP LOCKED for the outbox).
 */
import type { FastifyInstance } from "fastify";
import { FEATURES } from "./features";
import { type PrinterWatch, startPrinterWatch } from "./features/printing/printer-watch";
import { expiredCredentialsJob } from "./lib/expired-credentials";
import { type DrainOptions, type OutboxDrainer, outboxCleanupJob, startOutboxDrainer } from "./lib/outbox";
import { type JobScheduler, startScheduledJobs } from "./lib/scheduled-jobs";

export interface BackgroundWork {
  outbox: OutboxDrainer;
  printerWatch: PrinterWatch;
  /** Stops every worker and waits for work in progress (a delivery in flight is retried later). */
  stop(): Promise<void>;
}

export interface BackgroundWorkOptions {
  /** The interval jobs (reminders, clean-ups, recurring purchases); off in tests that run them by hand. */
  scheduledJobs?: boolean;
  /** The outbox's back-off and lease margin (tests shorten them). */
  outbox?: Pick<DrainOptions, "retry" | "leaseMarginMs"> & { pollMs?: number };
  /** How often the printer's watch looks while tickets wait (tests shorten it). */
  printerWatch?: { everyMs?: number };
}

export function startBackgroundWork(
  app: FastifyInstance,
  options: BackgroundWorkOptions = {},
): BackgroundWork {
  const { deps } = app;
  const scheduler: JobScheduler | null =
    options.scheduledJobs === false
      ? null
      : startScheduledJobs({
          db: deps.db,
          now: deps.now,
          log: app.log,
          // The library's own jobs, then each feature's (its <name>.register.ts).
          jobs: [expiredCredentialsJob, outboxCleanupJob, ...FEATURES.flatMap((f) => f.jobs?.(deps) ?? [])],
          afterRun: async (job) => {
            await app.publicCache.invalidate(job.invalidates);
          },
        });
  const outbox = startOutboxDrainer({
    db: deps.db,
    database: deps.database,
    handlers: deps.outbox,
    log: app.log,
    ...options.outbox,
  });
  const printerWatch = startPrinterWatch(deps, { log: app.log, ...options.printerWatch });
  return {
    outbox,
    printerWatch,
    async stop() {
      await Promise.all([scheduler?.stop(), outbox.stop(), printerWatch.stop()]);
    },
  };
}
