/**
 * Databases for tests that need more than buildTestApp gives: a fresh PostgreSQL database of their
 * own (dropped afterwards), or a database on the test engine with no migrations run yet, for
 * migration tests that bring it to an older state first.
 */
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

export const testEngine = process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";

/** A new, empty database on TEST_DATABASE_URL's server; `drop` removes it (and ends its connections). */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const runAsAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runAsAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAsAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface UnmigratedDatabase {
  /** Runs the migrations of `folder` that have not run yet (drizzle's journal in `folder/meta`). */
  migrate(folder: string): Promise<void>;
  /** Plain SQL, for writing rows as older code did and reading what the migrations made of them. */
  query<Row = Record<string, unknown>>(text: string): Promise<Row[]>;
  close(): Promise<void>;
}

/** An empty database on the test engine (in-memory PGlite, or a scratch PostgreSQL database). */
export async function openUnmigratedDatabase(): Promise<UnmigratedDatabase> {
  if (testEngine === "pglite") {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <Row>(text: string) => ((await db.execute(sql.raw(text))) as { rows: Row[] }).rows,
      close: () => client.close(),
    };
  }
  const scratch = await createScratchPostgresDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzlePostgres(pool);
  return {
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    query: async <Row>(text: string) =>
      ((await db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows,
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}
