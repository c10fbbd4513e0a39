/**
 * Side effects through an outbox (decision 0019). A change that causes mail (or, next, a kitchen
 * ticket or a newsletter) writes an outbox row in its own transaction with `enqueueOutbox`, so the
 * effect is recorded if and only if the change commits, and nothing waits for a mail server or a
 * printer inside a request. The drainer (`startOutboxDrainer`, started with the other background
 * work) delivers each row outside any transaction, in lanes (one per kind unless a handler names a
 * lane it shares): the lanes drain side by side, so a hung mail server never holds a kitchen ticket,
 * and within a lane one row is claimed at a time (FOR UPDATE SKIP LOCKED, so instances sharing a
 * database never claim the same row), a time-out per delivery,
 * retries with exponential back-off, and after the last attempt the row is marked failed, kept and
 * logged. A claim is a lease: if its instance dies between claim and delivery, the row becomes due
 * again when the lease runs out. The database's clock times everything.
 *
 * A new kind: add its payload to `OutboxPayloads` (declaration merging from the feature's own
 * module is fine), register a handler at start (`app.deps.outbox.register(kind, handler)`), and
 * call `enqueueOutbox(tx, { kind, payload })` in the transaction of the change.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database, Db, DbTransaction } from "../db/client";
import { outbox } from "../db/schema";
import type { MailMessage } from "./mail";
import type { ScheduledJob } from "./scheduled-jobs";

/** What each kind of message carries. Other modules add kinds by declaration merging. */
export interface OutboxPayloads {
  mail: MailMessage;
}
export type OutboxKind = keyof OutboxPayloads & string;

/** Drainers LISTEN here; a commit that queued a row NOTIFYs it, so delivery starts within moments. */
export const OUTBOX_CHANNEL = "outbox";

/**
 * Queues a side effect in the caller's transaction. With a `dedupeKey`, a second row with the same
 * key is not written (false is returned): one cause, one message, however often it is retried.
 */
export async function enqueueOutbox<K extends OutboxKind>(
  tx: DbTransaction,
  message: { kind: K; payload: OutboxPayloads[K]; dedupeKey?: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(outbox)
    .values({ kind: message.kind, payload: message.payload, dedupeKey: message.dedupeKey ?? null })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (inserted.length === 0) return false;
  // PostgreSQL delivers a NOTIFY only when (and if) the transaction commits.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${message.kind})`);
  return true;
}

/**
 * Queues many side effects of one kind in the caller's transaction with one statement and one
 * NOTIFY (a newsletter's recipients). Each may say how long after now it is due (`dueInMs`, by the
 * database's clock), so a large batch is spread out and mail queued after it is not kept waiting
 * behind it. Rows whose dedupeKey exists already are skipped; returns how many were written.
 */
export async function enqueueOutboxMany<K extends OutboxKind>(
  tx: DbTransaction,
  kind: K,
  messages: { payload: OutboxPayloads[K]; dedupeKey?: string; dueInMs?: number }[],
): Promise<number> {
  let written = 0;
  for (let start = 0; start < messages.length; start += 500) {
    const inserted = await tx
      .insert(outbox)
      .values(
        messages.slice(start, start + 500).map((m) => ({
          kind,
          payload: m.payload,
          dedupeKey: m.dedupeKey ?? null,
          nextAttemptAt: sql`now() + ${Math.max(0, Math.round(m.dueInMs ?? 0))}::int * interval '1 millisecond'`,
        })),
      )
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .returning({ id: outbox.id });
    written += inserted.length;
  }
  if (written > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${kind})`);
  return written;
}

interface OutboxDelivery {
  id: number;
  /** 1 on the first try. */
  attempt: number;
  /** Aborted when the delivery's time runs out or the server is stopping. */
  signal: AbortSignal;
}

export interface OutboxHandler<K extends OutboxKind> {
  /** Delivers one message; throwing (or running out of time) means "try again later". */
  deliver(payload: OutboxPayloads[K], delivery: OutboxDelivery): Promise<void>;
  /** How long one delivery may take (default 30 s). */
  timeoutMs?: number;
  /** Attempts before the row is marked failed (default 8: about two hours with the default back-off). */
  maxAttempts?: number;
  /**
   * For a handler that finishes work it has begun even when the drainer stops waiting (a
   * newsletter's SMTP transaction): resolves when none is left; the drainer's stop() awaits it.
   */
  settled?(): Promise<void>;
  /**
   * The longest wait between two tries, below the drainer's (a kitchen printer switched back on
   * should print within a minute, not an hour).
   */
  maxRetryMs?: number;
  /**
   * The lane the kind drains in (default: a lane of its own). Lanes drain side by side; kinds that
   * share a lane (a mail server's kinds, say) take turns.
   */
  lane?: string;
  /**
   * Oldest first, and a failure holds the lane: the row that failed and every later row of the
   * lane wait for the same retry (a kitchen printer's tickets come out in the order they came in).
   */
  inOrder?: boolean;
}

/** The handlers this instance has, by kind; a drainer claims only the kinds it can deliver. */
export interface OutboxHandlers {
  register<K extends OutboxKind>(kind: K, handler: OutboxHandler<K>): void;
  get(kind: string): OutboxHandler<OutboxKind> | undefined;
  kinds(): string[];
  /** The kinds by lane, each lane drained on its own. */
  lanes(): Map<string, string[]>;
}

export function createOutboxHandlers(): OutboxHandlers {
  const handlers = new Map<string, OutboxHandler<OutboxKind>>();
  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`An outbox handler for "${kind}" is already registered`);
      handlers.set(kind, handler as unknown as OutboxHandler<OutboxKind>);
    },
    get: (kind) => handlers.get(kind),
    kinds: () => [...handlers.keys()],
    lanes() {
      const lanes = new Map<string, string[]>();
      for (const [kind, handler] of handlers) {
        const lane = handler.lane ?? kind;
        lanes.set(lane, [...(lanes.get(lane) ?? []), kind]);
      }
      return lanes;
    },
  };
}

interface OutboxLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DrainOptions {
  db: Db;
  handlers: OutboxHandlers;
  log: OutboxLogger;
  /** Retry n waits firstMs * 2^(n-1), at most maxMs (defaults: 30 s, doubling, up to an hour). */
  retry?: { firstMs: number; maxMs: number };
  /** A claim outlives its handler's time-out by this much before the row is due again (default 60 s). */
  leaseMarginMs?: number;
  /** Aborts the delivery in progress (the server is stopping); the row is retried later. */
  signal?: AbortSignal;
  /** Only these kinds (one lane); default every kind the handlers deliver, one row at a time. */
  kinds?: string[];
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  /** How long until the next row of these kinds is due (a retry, a lease), or null when none waits. */
  nextDueInMs: number | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_RETRY = { firstMs: 30_000, maxMs: 60 * 60_000 };
const DEFAULT_LEASE_MARGIN_MS = 60_000;

interface ClaimedRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

function kindList(kinds: string[]) {
  return sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
}

/**
 * Claims the oldest due row of the kinds this instance delivers, and leases it: while its status
 * is "sending", next_attempt_at is when the lease runs out and the row is due again. Exported for
 * the test of an instance that dies between claim and delivery.
 */
export async function claimOutboxRow(
  db: Db,
  handlers: OutboxHandlers,
  leaseMarginMs = DEFAULT_LEASE_MARGIN_MS,
  onlyKinds?: string[],
): Promise<ClaimedRow | null> {
  const kinds = (onlyKinds ?? handlers.kinds()).filter((kind) => handlers.get(kind));
  if (kinds.length === 0) return null;
  // An in-order lane takes its oldest due row; others the row due longest.
  const inOrder = kinds.every((kind) => handlers.get(kind)?.inOrder);
  const order = inOrder ? sql`id` : sql`next_attempt_at, id`;
  const leases = kinds.map(
    (kind) =>
      sql`when ${kind} then ${(handlers.get(kind)?.timeoutMs ?? DEFAULT_TIMEOUT_MS) + leaseMarginMs}::int`,
  );
  const result = await db.execute(sql`
    update ${outbox}
    set status = 'sending',
        attempts = attempts + 1,
        next_attempt_at = now() + (case kind ${sql.join(leases, sql` `)} end) * interval '1 millisecond'
    where id = (
      select id from ${outbox}
      where status in ('pending', 'sending') and next_attempt_at <= now()
        and kind in (${kindList(kinds)})
      order by ${order}
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return rowsOf<ClaimedRow>(result)[0] ?? null;
}

class DeliveryTimeout extends Error {}

/** Runs the handler until it settles, its time runs out, or the drainer is stopped. */
async function deliver(
  handler: OutboxHandler<OutboxKind>,
  row: ClaimedRow,
  stopping: AbortSignal | undefined,
): Promise<void> {
  const timeoutMs = handler.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error("the server is stopping"));
  stopping?.addEventListener("abort", onStop, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DeliveryTimeout(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  try {
    if (stopping?.aborted) throw new Error("the server is stopping");
    const delivery = { id: row.id, attempt: row.attempts, signal: controller.signal };
    // A handler that ignores the signal is left behind: the row's fate is settled here and now.
    await Promise.race([handler.deliver(row.payload as OutboxPayloads[OutboxKind], delivery), aborted]);
  } finally {
    clearTimeout(timer);
    stopping?.removeEventListener("abort", onStop);
    aborted.catch(() => {});
  }
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** The claim still held by this drainer: neither a lease that ran out and was taken again, nor gone. */
function stillOurs(row: ClaimedRow) {
  return and(eq(outbox.id, row.id), eq(outbox.status, "sending"), eq(outbox.attempts, row.attempts));
}

/**
 * Delivers every row that is due now, one claim at a time, and returns what happened. Rows that
 * fail are due again after their back-off, so one pass never tries a row twice.
 */
export async function drainOutboxOnce(options: DrainOptions): Promise<DrainResult> {
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMarginMs = options.leaseMarginMs ?? DEFAULT_LEASE_MARGIN_MS;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, nextDueInMs: null };
  while (!options.signal?.aborted) {
    const row = await claimOutboxRow(options.db, options.handlers, leaseMarginMs, options.kinds);
    if (!row) break;
    const handler = options.handlers.get(row.kind);
    if (!handler) break; // unreachable: only registered kinds are claimed
    try {
      await deliver(handler, row, options.signal);
      // The payload may hold a private link (a password reset, a booking's page): not kept once sent.
      await options.db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, payload: null, lastError: null })
        .where(stillOurs(row));
      result.sent += 1;
    } catch (error) {
      const lastError = describeError(error);
      const details = { outboxId: row.id, kind: row.kind, attempt: row.attempts, error: lastError };
      if (row.attempts >= (handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
        await options.db.update(outbox).set({ status: "failed", lastError }).where(stillOurs(row));
        options.log.error(details, "outbox delivery failed for good; the row is kept as failed");
        result.failed += 1;
      } else {
        const waitMs = Math.min(
          retry.maxMs,
          handler.maxRetryMs ?? retry.maxMs,
          retry.firstMs * 2 ** (Math.min(row.attempts, 40) - 1),
        );
        await options.db
          .update(outbox)
          .set({
            status: "pending",
            lastError,
            nextAttemptAt: sql`now() + ${waitMs}::int * interval '1 millisecond'`,
          })
          .where(stillOurs(row));
        if (handler.inOrder) await holdLaneBehind(options.db, options.handlers, row, waitMs);
        options.log.warn({ ...details, retryInMs: waitMs }, "outbox delivery failed; it will be retried");
        result.retried += 1;
      }
    }
  }
  result.nextDueInMs = await nextDueInMs(options.db, options.handlers, options.kinds);
  return result;
}

/** An in-order lane's later rows wait with the one that failed, so none overtakes it. */
async function holdLaneBehind(db: Db, handlers: OutboxHandlers, row: ClaimedRow, waitMs: number) {
  const lane = handlers.get(row.kind)?.lane ?? row.kind;
  const kinds = handlers.lanes().get(lane) ?? [row.kind];
  await db.execute(sql`
    update ${outbox}
    set next_attempt_at = greatest(next_attempt_at, now() + ${waitMs}::int * interval '1 millisecond')
    where status = 'pending' and id > ${row.id} and kind in (${kindList(kinds)})`);
}

async function nextDueInMs(db: Db, handlers: OutboxHandlers, onlyKinds?: string[]): Promise<number | null> {
  const kinds = onlyKinds ?? handlers.kinds();
  if (kinds.length === 0) return null;
  const rows = rowsOf<{ wait_ms: number | string | null }>(
    await db.execute(sql`
      select ceil(extract(epoch from (min(next_attempt_at) - now())) * 1000)::int as wait_ms
      from ${outbox}
      where status in ('pending', 'sending') and kind in (${kindList(kinds)})`),
  );
  const wait = rows[0]?.wait_ms;
  return wait === null || wait === undefined ? null : Math.max(0, Number(wait));
}

export interface OutboxDrainer {
  /**
   * Drains soon (never in the caller's stack): a commit that queued rows, or a test. With a kind,
   * only that kind's lane; without, every lane.
   */
  wake(kind?: string): void;
  /** Resolves when no drain is running or asked for, in any lane. */
  idle(): Promise<void>;
  /** Stops listening and polling, aborts a delivery in progress (it is retried later) and waits. */
  stop(): Promise<void>;
}

interface Lane {
  kinds: string[];
  running: Promise<void> | null;
  again: boolean;
  /** Wakes the lane when its next retry or lease comes due, if that is sooner than the next poll. */
  dueTimer: NodeJS.Timeout | null;
}

/**
 * Drains when a commit NOTIFYs the outbox channel (on any instance; the payload is the kind, so
 * only its lane wakes), and polls for rows whose retry came due or whose notification was missed
 * (the listener was reconnecting). Each lane runs on its own: a mail delivery waiting out a hung
 * server's time-out holds the mail lane only.
 */
export function startOutboxDrainer(
  options: Omit<DrainOptions, "signal" | "kinds"> & { database: Database; pollMs?: number },
): OutboxDrainer {
  const stopping = new AbortController();
  const pollMs = options.pollMs ?? 10_000;
  const lanes = [...options.handlers.lanes().values()].map(
    (kinds): Lane => ({ kinds, running: null, again: false, dueTimer: null }),
  );
  const laneOf = new Map(lanes.flatMap((lane) => lane.kinds.map((kind) => [kind, lane] as const)));

  function wakeWhenDue(lane: Lane, waitMs: number | null) {
    if (lane.dueTimer) clearTimeout(lane.dueTimer);
    lane.dueTimer = null;
    if (waitMs === null || waitMs >= pollMs || stopping.signal.aborted) return;
    lane.dueTimer = setTimeout(() => wakeLane(lane), waitMs + 5);
    lane.dueTimer.unref();
  }

  async function drainUntilQuiet(lane: Lane) {
    do {
      lane.again = false;
      try {
        const result = await drainOutboxOnce({ ...options, kinds: lane.kinds, signal: stopping.signal });
        wakeWhenDue(lane, result.nextDueInMs);
      } catch (error) {
        // The database is away, say: this round ends and the next poll or notification tries again.
        if (!stopping.signal.aborted) options.log.error({ err: error }, "outbox drain failed");
        return;
      }
    } while (lane.again && !stopping.signal.aborted);
  }

  function wakeLane(lane: Lane) {
    if (stopping.signal.aborted) return;
    if (lane.running) {
      lane.again = true;
      return;
    }
    lane.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => drainUntilQuiet(lane))
      .finally(() => {
        lane.running = null;
      });
  }

  function wake(kind?: string) {
    const lane = kind === undefined ? undefined : laneOf.get(kind);
    if (lane) wakeLane(lane);
    else for (const each of lanes) wakeLane(each);
  }

  const unsubscribe = options.database
    .listen(OUTBOX_CHANNEL, (kind) => wake(kind || undefined))
    .catch((error: unknown) => {
      // Polling still delivers; only the prompt start after a commit is lost.
      options.log.error({ err: error }, "outbox drainer cannot listen for new rows; polling only");
      return async () => {};
    });
  const poll = setInterval(() => wake(), pollMs);
  poll.unref();
  wake(); // rows left by a restart

  async function idle() {
    while (lanes.some((lane) => lane.running)) {
      await Promise.all(lanes.map((lane) => lane.running));
    }
  }

  return {
    wake,
    idle,
    async stop() {
      clearInterval(poll);
      for (const lane of lanes) if (lane.dueTimer) clearTimeout(lane.dueTimer);
      stopping.abort();
      await (await unsubscribe)();
      await idle();
      await Promise.all(options.handlers.kinds().map((kind) => options.handlers.get(kind)?.settled?.()));
    },
  };
}

/** Sent rows are kept a week (to answer "did it go?"), failed ones three months; then they go. */
export const outboxCleanupJob: ScheduledJob<{ deleted: number }> = {
  name: "outbox-cleanup",
  everyMs: 60 * 60_000,
  invalidates: [],
  async run(tx) {
    const deleted = await tx
      .delete(outbox)
      .where(
        sql`(${outbox.status} = 'sent' and ${outbox.sentAt} < now() - interval '7 days')
          or (${outbox.status} = 'failed' and ${outbox.createdAt} < now() - interval '90 days')`,
      )
      .returning({ id: outbox.id });
    return { deleted: deleted.length };
  },
};
