/**
 * One schema, two engines: embedded PGlite (a folder, or memory for tests) when no DATABASE_URL is
 * given, node-postgres otherwise. Both run the same generated migrations.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Client, Pool, PoolClient } from "pg";
import { MIGRATIONS_DIR } from "../lib/app-root";
import { describeDatabaseError, isDatabaseUnavailableError } from "../lib/database-errors";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction in progress: what `db.transaction(async (tx) => ...)` hands its callback. */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Queries that run on their own or inside a caller's transaction take either. */
export type DbOrTx = Db | DbTransaction;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * Subscribe to a PostgreSQL NOTIFY channel; resolves to an unsubscribe function. `onListening`
   * hears when the listening connection is lost (false: notifications may be missed from now on)
   * and when it is back (true), for subscribers that keep state the notifications keep fresh.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the database layer reports connection trouble it survives (a Fastify/pino logger fits). */
interface DatabaseLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** PostgreSQL reports the connections it loses and gets back to `logger` (the server's pino logger). */
export type DatabaseOptions =
  | { kind: "postgres"; url: string; logger: DatabaseLogger }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** In memory only: start from this data-folder image (migratedPgliteImage) instead of initdb. */
      image?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.logger)
    : openPglite(options.dataDir, options.image);
}

/**
 * initdb writes shared_buffers = 128MB into postgresql.conf, and PGlite touches its whole buffer
 * pool in its WebAssembly heap at start, which then stays resident: 128 MB of the process's memory
 * for a database whose tables fit in a few MB (the operating system's file cache is still behind
 * every read that misses the pool). 16MB measured ~110 MB less resident memory.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Trigram indexes for the staff's order search (migration 0031, decision 0046). */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Creating a new data folder runs initdb in a second PGlite instance (and a WebAssembly initdb)
 * that the first instance keeps reachable after it is done: ~450 MB that stayed resident for the
 * life of the server (measured 880 MB on a first start against 390 MB on the next). Even closed
 * and collected, most of it stays with the process's allocator. In a short-lived child process it
 * all goes back to the system when the child exits; the server then opens the ready folder as on
 * any later start, so a first start is no bigger than the next.
 */
function initPgliteDataDir(dataDir: string): void {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const script =
    "const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();";
  try {
    execFileSync(
      process.execPath,
      ["--input-type=module", "--eval", script, import.meta.resolve("@electric-sql/pglite"), dataDir],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
  } catch (error) {
    throw new Error(`Could not create the database in ${dataDir} (its error is printed above)`, {
      cause: error,
    });
  }
}

/**
 * An empty embedded database with every migration run, as a data-folder image. The tests start a
 * few hundred databases: one loaded from this image is ready in about 0.25 s, where initdb and the
 * migrations take about 1.4 s.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    if (dataDir) initPgliteDataDir(dataDir);
    client = await PGlite.create({
      dataDir: dataDir ?? undefined,
      loadDataDir: dataDir ? undefined : image,
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  yieldBetweenQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    engine: "pglite",
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PGlite runs each statement synchronously on the main thread (WebAssembly), and the next query
 * starts as a promise continuation, before Node reads the network again: a page's reads, or a
 * quote's, ran one after another as a single task that no other request could come between. A
 * query or transaction now first gives the event loop a turn (setImmediate), unless the database
 * gave way less than 4 ms ago: a run of short reads pays for one turn every 4 ms.
 *
 * Not between the statements of a transaction: PGlite holds its one lock for the whole of it, and
 * a transaction stretched over turns of a busy loop kept every other query (the health check
 * included) waiting behind it. bench-friday measured health checks at a 121-374 ms median and
 * orders at 155-1,540 ms when statements inside transactions yielded too, against 21 ms and 85 ms.
 */
const DATABASE_HOLDS_LOOP_MS = 4;

function yieldBetweenQueries(client: PGlite): void {
  let heldSince = 0;
  const afterTurn =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      if (performance.now() - heldSince > DATABASE_HOLDS_LOOP_MS) {
        await nextTurn();
        heldSince = performance.now();
      }
      return run(...args);
    };
  client.query = afterTurn(client.query.bind(client)) as PGlite["query"];
  client.exec = afterTurn(client.exec.bind(client));
  client.transaction = afterTurn(client.transaction.bind(client)) as PGlite["transaction"];
}

/** How long a request waits for a connection before it is answered 503 instead of hanging. */
const CONNECTION_TIMEOUT_MS = 5_000;
const LISTENER_RETRY_FIRST_MS = 100;
const LISTENER_RETRY_MAX_MS = 10_000;

/**
 * node-postgres and its Drizzle driver are loaded only when a DATABASE_URL is given: a server on
 * the embedded database never uses them (~6 MB of resident memory).
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg, drizzle, migrate };
}
type PostgresDriver = Awaited<ReturnType<typeof loadPostgresDriver>>;

async function openPostgres(url: string, logger: DatabaseLogger): Promise<Database> {
  const driver = await loadPostgresDriver();
  const pool = new driver.pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection that the server drops (restart, failover, an idle reaper) emits "error" on
  // the pool; unhandled, that would end the process. The pool discards the client and opens a new
  // one on the next request.
  const onConnectionLost = (error: Error) => {
    logger.warn(`Database connection lost (${describeDatabaseError(error)}); the pool will reconnect`);
  };
  pool.on("error", onConnectionLost);
  // The pool only listens for errors on idle clients; one lost while checked out (mid-transaction)
  // would otherwise emit an unhandled "error". Its query fails (503) and the pool discards it.
  pool.on("connect", (client) => client.on("error", onConnectionLost));
  releaseClientsOnConnectionLoss(pool);
  const db = driver.drizzle(pool, { schema }) as unknown as Db;
  try {
    await migratePostgres(driver, pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  const listener = createListener(driver, url, logger);
  return {
    db,
    engine: "postgres",
    listen: (channel, onPayload, onListening) => listener.listen(channel, onPayload, onListening),
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * A checked-out client whose connection dies goes back to the pool (to be discarded) at once.
 * Drizzle's transaction() checks a client out and sends BEGIN before its try/finally that
 * releases it: if the connection is lost right there, the client would never be released, and
 * every such loss would leak one of the pool's slots for good (and hang pool.end()). The holder's
 * own later release becomes a no-op.
 */
function releaseClientsOnConnectionLoss(pool: Pool): void {
  const connect = pool.connect.bind(pool);
  const guardedConnect = async (): Promise<PoolClient> => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      client.removeListener("error", onError);
      if (released) return;
      released = true;
      release(error);
    };
    const onError = (error: Error) => releaseOnce(error);
    client.on("error", onError);
    client.release = releaseOnce;
    return client;
  };
  // pg-pool's own pool.query() uses the callback form and already handles a lost client.
  pool.connect = ((callback?: Parameters<Pool["connect"]>[0]) =>
    callback ? connect(callback) : guardedConnect()) as Pool["connect"];
}

async function migratePostgres(driver: PostgresDriver, pool: Pool): Promise<void> {
  // Several app instances may start at once: an advisory lock lets one migrate at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock(727274)");
    await driver.migrate(driver.drizzle(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query("select pg_advisory_unlock(727274)").catch(() => {});
    lockClient.release();
  }
}

/**
 * LISTEN needs a connection of its own that stays open for as long as anyone listens. When it is
 * lost, it is reopened with exponential backoff and every channel that has handlers is listened to
 * again, so live events resume by themselves (those sent while it was down are not replayed).
 */
function createListener(driver: PostgresDriver, url: string, logger: DatabaseLogger) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const stateHandlers = new Set<(listening: boolean) => void>();
  let reportedListening = true;
  const reportListening = (listening: boolean) => {
    if (reportedListening === listening) return;
    reportedListening = listening;
    for (const handler of stateHandlers) handler(listening);
  };
  let client: Client | null = null;
  let connecting: Promise<Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function onLost(lost: Client, reason: string): void {
    if (client !== lost) return; // "error" and "end" both arrive for one loss
    client = null;
    lost.removeAllListeners("notification");
    lost.end().catch(() => {});
    if (closed) return;
    reportListening(false);
    logger.warn(`Database listener lost (${reason}); reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer || connecting) return;
    const ceiling = Math.min(LISTENER_RETRY_MAX_MS, LISTENER_RETRY_FIRST_MS * 2 ** failures);
    // Jitter, so that every instance does not knock at the same instant after a restart.
    const delay = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => {}); // connect schedules the next attempt itself
    }, delay);
    retryTimer.unref();
  }

  function connect(): Promise<Client> {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new driver.pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
        keepAlive: true,
      });
      // Registered before connecting: an error with no listener would end the process.
      next.on("error", (error) => onLost(next, describeDatabaseError(error)));
      next.on("end", () => onLost(next, "connection ended"));
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        next.removeAllListeners("notification");
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error("The database is closed");
      }
      if (failures > 0) logger.info("Database listener reconnected");
      failures = 0;
      client = next;
      reportListening(true);
      return next;
    })();
    connecting
      .catch((error) => {
        failures += 1;
        if (!closed) {
          logger.warn(`Database listener cannot connect (${describeDatabaseError(error)}); retrying`);
        }
      })
      .finally(() => {
        connecting = null;
        if (!client) scheduleReconnect();
      });
    return connecting;
  }

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      onListening?: (listening: boolean) => void,
    ): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      if (onListening) stateHandlers.add(onListening);
      const unsubscribe = async () => {
        set.delete(onPayload);
        if (onListening) stateHandlers.delete(onListening);
      };
      try {
        const live = await connect();
        // A connection opened just now already listens to every channel; LISTEN twice is harmless.
        if (isNew) await live.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        // The reconnect loop listens to this channel once the database is back.
        if (!isDatabaseUnavailableError(error)) {
          await unsubscribe();
          throw error;
        }
        reportListening(false);
      }
      // A subscriber that arrives while the connection is down hears so at once.
      if (onListening && !reportedListening) onListening(false);
      return unsubscribe;
    },
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
