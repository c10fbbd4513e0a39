import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import type { FileStore } from "./lib/file-store";
import type { Mailer } from "./lib/mail";
import type { OutboxHandlers } from "./lib/outbox";

/** What every route can reach: attached to the Fastify instance as `app.deps`. */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  now: Clock;
  mailer: Mailer;
  /** Who delivers each kind of outbox row (lib/outbox.ts): register a kind's handler here at start. */
  outbox: OutboxHandlers;
  /** Where uploaded files' bytes live (lib/file-store.ts). */
  files: FileStore;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
