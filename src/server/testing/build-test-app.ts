import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import pino from "pino";
import { inject } from "vitest";
import { buildApp } from "../app";
import { type BackgroundWork, type BackgroundWorkOptions, startBackgroundWork } from "../background-work";
import { type Database, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed/seed";
import { type Env, readEnv } from "../env";
import { createDatabaseFileStore, createFolderFileStore } from "../lib/file-store";
import { createMailer, type Mailer, type MailMessage } from "../lib/mail";
import { type DrainOptions, type DrainResult, drainOutboxOnce } from "../lib/outbox";
import type { PageRenderer } from "../plugins/web-app";
import { createScratchPostgresDatabase, testEngine } from "./scratch-database";

export { testEngine };

interface TestClock {
  now: () => Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

function createTestClock(start: Date | string = "2026-11-24T12:00:00Z"): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * Collects mail in memory, for tests that only need to know what would have been sent. Mail is
 * queued in the outbox by the code under test and lands here when the test drains the outbox.
 */
export function createRecordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    delivers: true,
    async send(message) {
      sent.push(message);
    },
  };
}

/** Records what `mailer` delivered (after it delivered it). */
function recordDeliveries(mailer: Mailer): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    delivers: mailer.delivers,
    async send(message) {
      await mailer.send(message);
      sent.push(message);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database["db"];
  clock: TestClock;
  mailer: Mailer & { sent: MailMessage[] };
  /** PostgreSQL only: where the test's database is, for a second instance to share it. */
  databaseUrl: string | null;
  /** The background workers, when the test asked for them (`backgroundWork`). */
  background: BackgroundWork | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Defaults to Tuesday 24 November 2026, 12:00 London (an open day). */
  now?: Date | string;
  seed?: boolean;
  /** false: seed as a real install does, without the sample restaurant's details (decision 0042). */
  sampleRestaurant?: boolean;
  env?: Partial<Record<keyof Env, string>>;
  mailer?: Mailer & { sent: MailMessage[] };
  /**
   * The app's own mailer, made from env.SMTP_URL and MAIL_FROM as in production (with this SMTP
   * time-out when given), instead of the in-memory one; t.mailer.sent still lists what it delivered.
   */
  realMail?: boolean | { timeoutMs: number };
  rateLimits?: boolean;
  redisKeyPrefix?: string;
  googlePlacesBaseUrl?: string;
  /** A folder holding an index.html, for tests of the served page. */
  webDistDir?: string;
  /** Draws the public pages on the server (tests pass src/web/entry-server.tsx). */
  pageRenderer?: PageRenderer;
  /** The web app from source through Vite, as npm run dev serves it. */
  webDev?: boolean;
  requestTimeoutMs?: number;
  /** Called with every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Where uploaded files go: by default a folder on the embedded database and the database's own
   * table on PostgreSQL (what each engine's deployment uses); "folder" for a shared FILES_DIR.
   */
  files?: "folder";
  /** PostgreSQL only: the address the app connects through (say, a proxy that can cut the line). */
  databaseUrl?: (url: string) => string;
  /**
   * Starts the background workers as server.ts does (the outbox drainer and the receipt reader;
   * the interval jobs only if asked). Without it, tests deliver queued mail with drainOutbox().
   */
  backgroundWork?: BackgroundWorkOptions;
}

const WRITE_METHODS = new Set(["insert", "update", "delete", "execute", "transaction"]);

/**
 * Tests change the database directly between requests (a dish sold out, a day closed); the app's
 * public cache must forget what it holds then, as it does after a write through HTTP. The cache
 * is dropped when the write is built and again when a promise-returning one settles.
 */
function dropCacheOnWrite(db: Database["db"], dropCache: () => void): Database["db"] {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !WRITE_METHODS.has(property) || typeof value !== "function") {
        return value;
      }
      return (...args: unknown[]) => {
        dropCache();
        const result = value.apply(target, args);
        if (result instanceof Promise) return result.finally(dropCache);
        return result;
      };
    },
  });
}

let pgliteImage: Promise<Blob | undefined> | null = null;

/** The migrated database image the global setup left (read once per test file), if it ran. */
function migratedImage(): Promise<Blob | undefined> {
  pgliteImage ??= (async () => {
    const file = inject("pgliteImage");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteImage;
}

/** Connection trouble is what fault tests cause on purpose; they assert on behaviour, not logs. */
const silentDatabaseLogger = { info: () => {}, warn: () => {} };

async function openTestDatabase(
  options: TestAppOptions,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (testEngine === "pglite") {
    return {
      database: await openDatabase({ kind: "pglite", dataDir: null, image: await migratedImage() }),
      url: null,
      drop: async () => {},
    };
  }
  const { url, drop } = await createScratchPostgresDatabase();
  const database = await openDatabase({
    kind: "postgres",
    url: options.databaseUrl ? options.databaseUrl(url) : url,
    logger: silentDatabaseLogger,
  });
  return { database, url, drop };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = createTestClock(options.now);
  const { database, url, drop } = await openTestDatabase(options);
  if (options.seed !== false) {
    await seedDatabase(database.db, clock.now(), { sampleRestaurant: options.sampleRestaurant ?? true });
  }
  const env = readEnv({ NODE_ENV: "test", ...options.env });
  const mailer = options.realMail
    ? recordDeliveries(
        createMailer({
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          logger: pino({ level: "silent" }),
          timeoutMs: typeof options.realMail === "object" ? options.realMail.timeoutMs : undefined,
        }),
      )
    : (options.mailer ?? createRecordingMailer());
  const app = await buildApp({
    env,
    database,
    now: clock.now,
    mailer,
    logger: false,
    rateLimits: options.rateLimits ?? false,
    redisKeyPrefix: options.redisKeyPrefix,
    webDistDir: options.webDistDir ?? "/nonexistent",
    pageRenderer: options.pageRenderer,
    webDev: options.webDev,
    googlePlacesBaseUrl: options.googlePlacesBaseUrl,
    requestTimeoutMs: options.requestTimeoutMs,
    onRoute: options.onRoute,
    // Files in a folder of the test's own on the embedded database, in the database on PostgreSQL:
    // each engine's run tests the store a deployment on it would use.
    files:
      testEngine === "pglite" || options.files === "folder"
        ? createFolderFileStore(mkdtempSync(path.join(tmpdir(), "test-files-")))
        : createDatabaseFileStore(database.db),
  });
  await app.ready();
  const background = options.backgroundWork
    ? startBackgroundWork(app, { scheduledJobs: false, ...options.backgroundWork })
    : null;
  const db = dropCacheOnWrite(database.db, () => app.publicCache.dropLocal());
  return {
    app,
    database: { ...database, db },
    db,
    clock,
    mailer,
    databaseUrl: url,
    background,
    close: async () => {
      await background?.stop();
      await app.close();
      await database.close();
      await drop();
    },
  };
}

const silentOutboxLogger = { warn: () => {}, error: () => {} };

/**
 * Delivers what the code under test queued in the outbox, as the drainer would after the commit,
 * and returns what happened (t.mailer.sent then holds the mail).
 */
export function drainOutbox(
  t: Pick<TestApp, "app">,
  options: Partial<Pick<DrainOptions, "retry" | "leaseMarginMs" | "log">> = {},
): Promise<DrainResult> {
  return drainOutboxOnce({
    db: t.app.deps.db,
    handlers: t.app.deps.outbox,
    log: silentOutboxLogger,
    ...options,
  });
}

/** The mail delivered so far, after delivering what is queued in the outbox. */
export async function sentMail(t: Pick<TestApp, "app" | "mailer">): Promise<MailMessage[]> {
  await drainOutbox(t);
  return t.mailer.sent;
}

/** Delivers what is queued, then forgets all mail so far: what comes next is the test's. */
export async function clearSentMail(t: Pick<TestApp, "app" | "mailer">): Promise<void> {
  await drainOutbox(t);
  t.mailer.sent.length = 0;
}
