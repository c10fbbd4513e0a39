/**
 * The guard migration on an install from before it (decision 0038): offer codes that exist twice,
 * whatever their case, are renamed so the unique index on lower(offer_code) can be made; the oldest
 * offer keeps its code, and a code that was already unique is left alone.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve(import.meta.dirname, "migrations");
const TAG = "guard";

/** A copy of the migrations folder holding only those before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-before-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag.endsWith(`_${tag}`));
  expect(upTo).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo);
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const file of readdirSync(MIGRATIONS)) {
    if (entries.some((e) => file === `${e.tag}.sql`))
      copyFileSync(path.join(MIGRATIONS, file), path.join(dir, file));
  }
  return dir;
}

// The migrations load pg_trgm (the order search, decision 0046), as the server's own PGlite does.
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(() => client.close());

describe(`the ${TAG} migration`, () => {
  it("renames the later copies of a duplicated code, then refuses a new duplicate in any case", {
    timeout: 180_000,
  }, async () => {
    const db = drizzle(client);
    const before = migrationsBefore(TAG);
    try {
      await migrate(db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const offer = (id: number, code: string | null) =>
      `(${id}, 'Offer ${id}', 'Words', 'percentage', 10, now(), now() + interval '1 day', ${code === null ? "null" : `'${code}'`})`;
    await client.exec(`
      INSERT INTO offers (id, title, description, discount_type, discount_value, valid_from, valid_to, offer_code)
        VALUES ${[
          offer(1, "SAVE10"),
          offer(2, "save10"),
          offer(3, "WELCOME15"),
          offer(4, "ABCDEFGHIJKLMNOPQRST"),
          offer(5, "abcdefghijklmnopqrst"),
          offer(6, null),
          offer(7, null),
          offer(8, "SAVE10"),
        ].join(", ")};
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = await client.query<{ id: number; offer_code: string | null }>(
      "SELECT id, offer_code FROM offers ORDER BY id",
    );
    expect(rows.rows).toEqual([
      { id: 1, offer_code: "SAVE10" },
      { id: 2, offer_code: "save10-2" },
      { id: 3, offer_code: "WELCOME15" },
      { id: 4, offer_code: "ABCDEFGHIJKLMNOPQRST" },
      { id: 5, offer_code: "abcdefghijklmnopqr-5" },
      { id: 6, offer_code: null },
      { id: 7, offer_code: null },
      { id: 8, offer_code: "SAVE10-8" },
    ]);
    await expect(
      client.exec(`INSERT INTO offers (id, title, description, discount_type, discount_value, valid_from, valid_to, offer_code)
        VALUES (9, 'Again', 'Words', 'percentage', 10, now(), now() + interval '1 day', 'Welcome15')`),
    ).rejects.toThrow(/offers_offer_code_lower_unique/);
  });
});
