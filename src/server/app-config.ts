/**
 * What buildApp (app.ts) is given, and the deps it builds from it for every route (app.deps).
 */
import type { FastifyBaseLogger, RouteOptions } from "fastify";
import type { AppDeps } from "./app-deps";
import type { Database } from "./db/client";
import type { Env, TrustProxy } from "./env";
import { type Clock, systemClock } from "./lib/clock";
import { createFileStore, type FileStore } from "./lib/file-store";
import { createMailer, type Mailer } from "./lib/mail";
import { createOutboxHandlers } from "./lib/outbox";
import type { PageRenderer } from "./plugins/web-app";

export interface AppConfig {
  env: Env;
  database: Database;
  now?: Clock;
  mailer?: Mailer;
  /** false: no logging (tests). Otherwise the server's own pino logger, or Fastify's default one. */
  logger?: boolean | FastifyBaseLogger;
  /** Off in API tests, which send many requests from one address. */
  rateLimits?: boolean;
  /** Prefix of the rate-limit keys in Redis (REDIS_URL); tests give each run its own. */
  redisKeyPrefix?: string;
  webDistDir?: string;
  /** Draws the public pages on the server; the build's (dist/ssr) when not given. */
  pageRenderer?: PageRenderer;
  /** npm run dev: the web app from source through Vite, rendered as in production (web-app-dev.ts). */
  webDev?: boolean;
  /** Where the Google Places API lives; tests point it at a local fake. */
  googlePlacesBaseUrl?: string;
  /** How long a client may take to send a whole request (headers and body); 30 s by default. */
  requestTimeoutMs?: number;
  /** Public reads answered from memory (lib/public-cache.ts); on unless turned off. */
  publicCache?: boolean;
  /** Where uploaded files live; from FILES_DIR / DATA_DIR / the database when not given. */
  files?: FileStore;
  /** Sees every route as it is registered (the fuzz test finds the write routes this way). */
  onRoute?: (route: RouteOptions) => void;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** A hop count becomes the function Fastify builds for one (its types take no number). */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** The deps every route reaches, from the config (a mailer and file store of its own when not given). */
export function createAppDeps(config: AppConfig, log: FastifyBaseLogger): AppDeps {
  return {
    env: config.env,
    database: config.database,
    db: config.database.db,
    now: config.now ?? systemClock,
    mailer:
      config.mailer ??
      createMailer({
        smtpUrl: config.env.SMTP_URL,
        from: config.env.MAIL_FROM,
        logger: log,
        demoMode: config.env.DEMO_MODE,
      }),
    outbox: createOutboxHandlers(),
    files:
      config.files ??
      createFileStore({
        database: config.database,
        filesDir: config.env.FILES_DIR,
        dataDir: config.env.DATA_DIR,
      }),
  };
}
