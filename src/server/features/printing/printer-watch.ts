/**
 * While tickets wait for the kitchen printer (or a newly set one has not been asked yet), asks it
 * its status every few seconds; the moment it answers, the waiting tickets are due at once and the
 * printer lane prints them oldest first (decision 0034), instead of each waiting out its back-off.
 * Every instance watches; the outbox's claim still prints each ticket once.
 */
import type { AppDeps } from "../../app-deps";
import { checkPrinterAndRelease, printerNeedsAsking } from "./printing.service";

export interface PrinterWatch {
  stop(): Promise<void>;
}

export interface PrinterWatchOptions {
  /** Between two looks (default 3 s). */
  everyMs?: number;
  /** The status answer's time-out (default 2 s). */
  timeoutMs?: number;
  log: { error(details: object, message: string): void };
}

export function startPrinterWatch(
  deps: Pick<AppDeps, "db" | "env">,
  options: PrinterWatchOptions,
): PrinterWatch {
  const stopping = new AbortController();
  const everyMs = options.everyMs ?? 3_000;
  let running: Promise<void> | null = null;

  async function look() {
    try {
      if (await printerNeedsAsking(deps)) {
        await checkPrinterAndRelease(deps, {
          timeoutMs: options.timeoutMs ?? 2_000,
          signal: stopping.signal,
        });
      }
    } catch (error) {
      // The database is away, say: the next look tries again.
      if (!stopping.signal.aborted) options.log.error({ err: error }, "printer watch failed");
    }
  }

  const timer = setInterval(() => {
    if (running || stopping.signal.aborted) return;
    running = look().finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
