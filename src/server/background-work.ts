/**
 * Everything that runs outside requests starts here, in one place, beside the listening server
 * (server.ts), and stops before the database closes: the scheduled jobs, the outbox drainer (mail
 * and the other side effects, each kind in its own lane), the kitchen printer's watch and the
 * receipt-reading worker. Each is safe with several instances
 * on one PostgreSQL (advisory locks for jobs, FOR UPDATE SKIP LOCKED for the outbox and the scans).
 */
import type { FastifyInstance } from "fastify";
import { giftVoucherJobs } from "./features/gift-vouchers/gift-vouchers.register";
import { orderAheadJobs } from "./features/order-ahead/order-ahead.register";
import { type PrinterWatch, startPrinterWatch } from "./features/printing/printer-watch";
import { createReceiptReader, type ReceiptReader } from "./features/purchases/receipt-reader";
import { type ReceiptScanWorker, startReceiptScanWorker } from "./features/purchases/receipt-scan-worker";
import { recurringPurchasesJob } from "./features/purchases/recurring-purchases";
import { createReservationRemindersJob } from "./features/reservations/reservations.service";
import { expiredCredentialsJob } from "./lib/expired-credentials";
import { type DrainOptions, type OutboxDrainer, outboxCleanupJob, startOutboxDrainer } from "./lib/outbox";
import { type JobScheduler, startScheduledJobs } from "./lib/scheduled-jobs";

export interface BackgroundWork {
  outbox: OutboxDrainer;
  receiptScans: ReceiptScanWorker;
  printerWatch: PrinterWatch;
  /** Stops every worker and waits for work in progress (a delivery in flight is retried later). */
  stop(): Promise<void>;
}

export interface BackgroundWorkOptions {
  /** The interval jobs (reminders, clean-ups, recurring purchases); off in tests that run them by hand. */
  scheduledJobs?: boolean;
  /** The outbox's back-off and lease margin (tests shorten them). */
  outbox?: Pick<DrainOptions, "retry" | "leaseMarginMs"> & { pollMs?: number };
  receiptReader?: ReceiptReader;
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
          jobs: [
            expiredCredentialsJob,
            createReservationRemindersJob(deps),
            recurringPurchasesJob,
            outboxCleanupJob,
            ...giftVoucherJobs(deps),
            ...orderAheadJobs(deps),
          ],
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
  const receiptScans = startReceiptScanWorker({
    db: deps.db,
    database: deps.database,
    files: deps.files,
    reader: options.receiptReader ?? createReceiptReader(),
    now: deps.now,
    log: app.log,
  });
  const printerWatch = startPrinterWatch(deps, { log: app.log, ...options.printerWatch });
  return {
    outbox,
    receiptScans,
    printerWatch,
    async stop() {
      await Promise.all([scheduler?.stop(), outbox.stop(), receiptScans.stop(), printerWatch.stop()]);
    },
  };
}
