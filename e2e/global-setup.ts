/**
 * Playwright's global setup: one embedded database with every migration run, made once per run from
 * the build's migrations, which each test server copies as its data folder (fixtures.ts). A server
 * started on an empty folder runs initdb in a child process and all the migrations first: about 6 s
 * of CPU each, for some 40 servers a run (decision 0041). Seeding still happens per server, by its
 * own clock (TEST_NOW); a spec that runs a copy of the build still starts from an empty folder.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The same steps as the server's first start (db/client.ts): initdb, then the migrations. */
const script = `
const [pglite, trgm, drizzle, migrator, dataDir, migrationsFolder] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const { pg_trgm } = await import(trgm);
await (await PGlite.create(dataDir)).close();
const client = await PGlite.create({
  dataDir,
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  extensions: { pg_trgm },
});
await (await import(migrator)).migrate((await import(drizzle)).drizzle(client), { migrationsFolder });
await client.close();
`;

export default function globalSetup(): (() => void) | undefined {
  const migrations = path.join(root, "dist/server/migrations");
  // No build: startServer says so itself, with the command to run.
  if (!existsSync(migrations)) return undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-migrated-"));
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      script,
      import.meta.resolve("@electric-sql/pglite"),
      // The order search's trigram indexes (decision 0046) need the extension, as the server loads it.
      import.meta.resolve("@electric-sql/pglite/contrib/pg_trgm"),
      import.meta.resolve("drizzle-orm/pglite"),
      import.meta.resolve("drizzle-orm/pglite/migrator"),
      dataDir,
      migrations,
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
  );
  process.env.E2E_MIGRATED_DATA_DIR = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
