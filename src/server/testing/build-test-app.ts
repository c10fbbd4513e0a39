/**
 * A fresh app on a fresh database for each test file: in-memory PGlite with the real migrations,
 * or, when the suite runs with TEST_ENGINE=postgres, a new database on TEST_DATABASE_URL that is
 * dropped afterwards. Never a mocked database.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed/seed";
import { type Env, readEnv } from "../env";
import { createDatabaseFileStore, createFolderFileStore } from "../lib/file-store";
import type { Mailer, MailMessage } from "../lib/mail";
import type { PageRenderer } from "../plugins/web-app";

export interface TestClock {
  now: () => Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = "2026-11-24T12:00:00Z"): TestClock {
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

/** Collects mail in memory, for tests that only need to know what would have been sent. */
export function createRecordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return true;
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
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Defaults to Tuesday 24 November 2026, 12:00 London (an open day). */
  now?: Date | string;
  seed?: boolean;
  env?: Partial<Record<keyof Env, string>>;
  mailer?: Mailer & { sent: MailMessage[] };
  rateLimits?: boolean;
  redisKeyPrefix?: string;
  googlePlacesBaseUrl?: string;
  /** A folder holding an index.html, for tests of the served page. */
  webDistDir?: string;
  /** Draws the public pages on the server (tests pass src/web/entry-server.tsx). */
  pageRenderer?: PageRenderer;
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

/** Connection trouble is what fault tests cause on purpose; they assert on behaviour, not logs. */
const silentDatabaseLogger = { info: () => {}, warn: () => {} };

export const testEngine = process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";

async function openTestDatabase(
  options: TestAppOptions,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (testEngine === "pglite") {
    return {
      database: await openDatabase({ kind: "pglite", dataDir: null }),
      url: null,
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: "postgres",
    url: options.databaseUrl ? options.databaseUrl(url.toString()) : url.toString(),
    logger: silentDatabaseLogger,
  });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = createTestClock(options.now);
  const { database, url, drop } = await openTestDatabase(options);
  if (options.seed !== false) await seedDatabase(database.db, clock.now());
  const mailer = options.mailer ?? createRecordingMailer();
  const env = readEnv({ NODE_ENV: "test", ...options.env });
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
  const db = dropCacheOnWrite(database.db, () => app.publicCache.dropLocal());
  return {
    app,
    database: { ...database, db },
    db,
    clock,
    mailer,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
