/** Entry point: read the environment, open and seed the database, listen, and shut down cleanly. */
import path from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import { type BackgroundWork, startBackgroundWork } from "./background-work";
import { type Database, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { ensureAdminAccount } from "./db/seed/admin-account";
import { seedDatabase } from "./db/seed/seed";
import { EnvError, readEnv } from "./env";
import { applyRestaurantFile } from "./features/restaurant/restaurant.service";
import { createShiftedClock, systemClock } from "./lib/clock";
import { describeDatabaseError, isDatabaseUnavailableError } from "./lib/database-errors";
import { moveFilesOutOfTables } from "./lib/file-store";
import { closeGracefully } from "./lib/graceful-close";

// One logger from the first line on: the database layer reports lost connections to it, and the app
// (Fastify) writes through it. The start-up banner and fatal start errors go to the console instead,
// as plain lines for the person starting the server.
const log = pino({ level: "info" });

// What to close on a signal; filled in as start-up proceeds, so a signal during start-up (say, while
// migrations run) still closes the database and releases the data-directory lock.
const running: { close: (() => Promise<void>) | null } = { close: null };
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: closing`);
    (running.close ?? (async () => {}))()
      .then(() => process.exit(0))
      .catch((error) => {
        log.error({ err: error }, "Shutdown failed");
        process.exit(1);
      });
  });
}

async function main(): Promise<void> {
  const env = readEnv();
  const database = env.DATABASE_URL
    ? await openPostgresWithRetries(env.DATABASE_URL, env.DB_CONNECT_RETRIES)
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(env.DATA_DIR) });
  const now = env.TEST_NOW ? createShiftedClock(new Date(env.TEST_NOW)) : systemClock;
  running.close = () => database.close();
  const app = await buildApp({ env, database, now, logger: log, webDev: env.WEB_DEV });
  let background: BackgroundWork | null = null;
  app.addHook("onClose", async () => {
    await background?.stop();
    await database.close();
  });
  running.close = () => closeGracefully(app);

  // Files kept in tables before (migration traffic_files) move to the file store, once.
  const moved = await moveFilesOutOfTables(database.db, app.deps.files);
  if (moved.images + moved.menuPdfs + moved.supersededPdfs > 0) {
    app.log.info(moved, "Files moved out of the database tables");
    await app.publicCache.invalidate(["menu", "chefs", "menu-pdf"]);
  }

  const seeded = await seedDatabase(database.db, now(), { sampleRestaurant: env.DEMO_MODE });
  if (env.RESTAURANT_FILE) {
    const details = await applyRestaurantFile(database.db, env.RESTAURANT_FILE, now());
    app.log.info(`Restaurant details from ${env.RESTAURANT_FILE}: ${details.name}`);
    await app.publicCache.invalidate(["restaurant", "legal"]);
  }
  if (seeded.length > 0) {
    app.log.info(`Seeded: ${seeded.join(", ")}`);
    // Another instance sharing the database may already have kept the empty menu.
    await app.publicCache.invalidate("all");
  }
  const admin = await ensureAdminAccount(database.db, {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  background = startBackgroundWork(app);
  const url = env.PUBLIC_URL;
  const engine =
    database.engine === "pglite" ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : "PostgreSQL";
  const lines = [
    ``,
    `  The restaurant's site is running at ${url}  (database: ${engine})`,
    `  Admin panel: ${url}/admin`,
  ];
  if (admin?.generatedPassword) {
    lines.push(
      `  Admin sign-in created: username "${admin.username}", password "${admin.generatedPassword}"`,
    );
    lines.push(`  (shown once: note it now, or set ADMIN_USERNAME / ADMIN_PASSWORD before the first start)`);
  } else if (admin) {
    lines.push(`  Admin sign-in created: username "${admin.username}" with the password from ADMIN_PASSWORD`);
  } else {
    lines.push(
      `  Admin sign-in: the account created on first start (ADMIN_USERNAME / ADMIN_PASSWORD, or the printed one)`,
    );
  }
  if (env.DEMO_MODE) {
    lines.push(
      ``,
      `  !!! DEMO MODE: simulated payment, reset links in answers and TEST_NOW are on - never use this in public !!!`,
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

class DatabaseUnreachableError extends Error {}

/**
 * PostgreSQL may be starting alongside us (a compose file, a host reboot): retry for about a minute,
 * one line per attempt, then give up with one line and a non-zero exit, never a stack trace.
 */
async function openPostgresWithRetries(url: string, retries: number): Promise<Database> {
  const { host, port } = new URL(url);
  const where = `${host || "localhost"}${port ? "" : ":5432"}`;
  for (let attempt = 0; ; attempt++) {
    try {
      return await openDatabase({ kind: "postgres", url, logger: log });
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      const reason = describeDatabaseError(error);
      if (attempt >= retries) {
        throw new DatabaseUnreachableError(
          `Cannot reach the database at ${where} (${reason}); giving up after ${retries} ${retries === 1 ? "retry" : "retries"}`,
        );
      }
      const seconds = Math.min(2 ** attempt, 8);
      console.error(`Cannot reach the database at ${where} (${reason}); retrying in ${seconds}s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}

main().catch((error) => {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
