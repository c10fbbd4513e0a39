/**
 * A second app instance on the test app's database, as a second server of one deployment would
 * run: its own connections (on PostgreSQL), its own public cache and outbox drainer, the test's
 * clock. The printing and public-cache tests each built it with the same eight lines.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { type Env, readEnv } from "../env";
import { createRecordingMailer, type TestApp } from "./build-test-app";

/** A new PostgreSQL connection pool on the test app's database (PostgreSQL runs only). */
export function openSecondConnection(t: Pick<TestApp, "databaseUrl">): Promise<Database> {
  if (!t.databaseUrl) throw new Error("openSecondConnection: PostgreSQL only");
  return openDatabase({ kind: "postgres", url: t.databaseUrl, logger: { info() {}, warn() {} } });
}

/** Builds and readies the second app on `database`, with `env` on top of the test defaults. */
export async function buildSecondInstance(
  t: Pick<TestApp, "clock">,
  database: Database,
  env: Partial<Record<keyof Env, string>> = {},
): Promise<FastifyInstance> {
  const other = await buildApp({
    env: readEnv({ NODE_ENV: "test", ...env }),
    database,
    now: t.clock.now,
    mailer: createRecordingMailer(),
    logger: false,
    rateLimits: false,
    webDistDir: "/nonexistent",
  });
  await other.ready();
  return other;
}
