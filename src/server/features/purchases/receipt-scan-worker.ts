/**
 * Reads queued receipt scans off the request path: the upload stores the photo and a job row and
 * answers 202; this loop claims one queued row at a time (FOR UPDATE SKIP LOCKED, so instances
 * sharing a database never read the same photo twice), runs OCR outside any transaction, and
 * stores the text and what it found. It is woken by each upload (a NOTIFY on RECEIPT_SCANS_CHANNEL,
 * heard by every instance) and also polls, so a scan left by a restart is still read. It starts with
 * the other background work (src/server/background-work.ts).
 */
import { eq, sql } from "drizzle-orm";
import { parseReceiptText } from "@shared/purchases/receipt-text";
import type { Database, Db } from "../../db/client";
import { receiptScans } from "../../db/schema";
import type { FileStore } from "../../lib/file-store";
import { readLargestImage } from "../images/images.service";
import type { ReceiptReader } from "./receipt-reader";

/** A scan stuck in "processing" this long (its instance died mid-read) is queued again. */
const STALE_PROCESSING_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

/** An upload NOTIFYs this channel after queueing a scan; every instance's worker wakes. */
export const RECEIPT_SCANS_CHANNEL = "receipt_scans";

interface Logger {
  error(details: object, message: string): void;
}

/** Claims and reads one queued scan; false when there was none. */
export async function processNextReceiptScan(
  db: Db,
  reader: ReceiptReader,
  now: () => Date,
  files: FileStore,
): Promise<boolean> {
  const claimed = await db.execute(sql`
    update ${receiptScans} set status = 'processing', attempts = attempts + 1, updated_at = ${now()}
    where id = (
      select id from ${receiptScans} where status = 'queued' order by id limit 1 for update skip locked
    )
    returning id, image_group_id`);
  const [job] = (claimed as unknown as { rows: { id: number; image_group_id: string }[] }).rows;
  if (!job) return false;

  try {
    const image = await readLargestImage(db, files, job.image_group_id);
    if (!image) throw new Error("the stored photo is missing");
    const text = (await reader.read(image)).trim();
    const facts = parseReceiptText(text);
    await db
      .update(receiptScans)
      .set({
        status: "done",
        ocrText: text,
        vendor: facts.vendor,
        date: facts.date,
        totalAmountPence: facts.totalPence,
        vatAmountPence: facts.vatPence,
        lines: facts.lines,
        vatRates: facts.vatRates,
        checkFields: facts.check,
        error: null,
        updatedAt: now(),
      })
      .where(eq(receiptScans.id, job.id));
  } catch (error) {
    await db
      .update(receiptScans)
      .set({
        status: "failed",
        error: "The receipt could not be read. Please enter its details by hand.",
        updatedAt: now(),
      })
      .where(eq(receiptScans.id, job.id));
    throw error;
  }
  return true;
}

/** Puts back scans whose reader died mid-way (fewer than MAX_ATTEMPTS tries), fails the rest. */
export async function requeueStaleScans(db: Db, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - STALE_PROCESSING_MS);
  await db.execute(sql`
    update ${receiptScans}
    set status = case when attempts < ${MAX_ATTEMPTS} then 'queued' else 'failed' end,
        error = case when attempts < ${MAX_ATTEMPTS} then null
                     else 'The receipt could not be read. Please enter its details by hand.' end,
        updated_at = ${now}
    where status = 'processing' and updated_at < ${staleBefore}`);
}

export interface ReceiptScanWorker {
  /** Reads whatever is queued now. */
  wake(): void;
  /** Resolves when the queue is empty and nothing is being read (tests wait on it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startReceiptScanWorker(options: {
  db: Db;
  database: Database;
  files: FileStore;
  reader: ReceiptReader;
  now: () => Date;
  log: Logger;
  pollMs?: number;
}): ReceiptScanWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain() {
    do {
      again = false;
      // A scan that fails is marked failed and the loop goes on; repeated failures (the database
      // is away) end this round and the poll tries again later.
      let failures = 0;
      try {
        await requeueStaleScans(options.db, options.now());
      } catch (error) {
        options.log.error({ err: error }, "receipt scans could not be requeued");
        return;
      }
      while (!stopped && failures < 3) {
        try {
          if (!(await processNextReceiptScan(options.db, options.reader, options.now, options.files))) break;
        } catch (error) {
          failures += 1;
          options.log.error({ err: error }, "receipt scan failed");
        }
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  const poll = setInterval(wake, options.pollMs ?? 15_000);
  poll.unref();
  const unsubscribe = options.database.listen(RECEIPT_SCANS_CHANNEL, wake).catch((error: unknown) => {
    options.log.error({ err: error }, "receipt scans: cannot listen for uploads; polling only");
    return async () => {};
  });
  wake(); // scans left queued by a restart

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await (await unsubscribe)();
      await running;
      await options.reader.close();
    },
  };
}
