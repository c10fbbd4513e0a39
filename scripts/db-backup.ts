/**
 * `npm run db:backup`: a consistent copy of the database in ./backups.
 * - Embedded PGlite: a compressed snapshot of the data directory, taken with the data directory
 *   locked (stop the server first; it says so if the server holds the lock). Restore by stopping the
 *   server and unpacking the snapshot with PGlite's `loadDataDir`, or see the README.
 * - PostgreSQL (DATABASE_URL set): runs pg_dump in its custom format.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "@server/db/data-dir-lock";
import { readEnv } from "@server/env";

const env = readEnv();
const stamp = new Date().toISOString().replaceAll(":", "-").replace(/\..+$/, "");
const outDir = path.resolve("backups");
mkdirSync(outDir, { recursive: true });

if (env.DATABASE_URL) {
  const file = path.join(outDir, `postgres-${stamp}.dump`);
  execFileSync("pg_dump", ["--format=custom", `--file=${file}`, env.DATABASE_URL], { stdio: "inherit" });
  console.log(`Backup written to ${file}`);
} else {
  const dataDir = path.resolve(env.DATA_DIR);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    console.error(
      `${(error as Error).message}\nA snapshot must be taken while no server is writing to the database.`,
    );
    process.exit(1);
  }
  try {
    const db = await PGlite.create(dataDir);
    const snapshot = await db.dumpDataDir("gzip");
    await db.close();
    const file = path.join(outDir, `pglite-${stamp}.tar.gz`);
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    console.log(`Backup written to ${file}`);
  } finally {
    unlock();
  }
}
