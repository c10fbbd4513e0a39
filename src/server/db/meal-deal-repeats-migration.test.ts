/**
 * The diner_meal_deal_repeats migration on an install from before it (issue 21): the meal deals'
 * courses let a choice repeat, every other option group keeps "each choice once", and nothing else
 * changes. Runs the real migrations up to the one before, adds data, then the rest.
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
const TAG = "diner_meal_deal_repeats";

/** A copy of the migrations folder holding only those before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-before-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag.endsWith(tag));
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
  it("lets the meal deals' courses repeat a choice on an existing install, and nothing else", async () => {
    const db = drizzle(client);
    const before = migrationsBefore(TAG);
    try {
      await migrate(db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await client.exec(`
      INSERT INTO menu_items (id, name, description, price_pence, category, order_index)
        VALUES (1, 'Family Feast', 'Feeds four', 4995, 'meal-deals', 1),
               (2, 'Butter Chicken', 'A curry', 1395, 'curries', 2);
      INSERT INTO menu_option_groups (id, menu_item_id, name, min_choices, max_choices, order_index)
        VALUES (10, 1, 'Naans', 2, 2, 0), (20, 2, 'Spice level', 1, 1, 0);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const groups = await client.query<{
      id: number;
      name: string;
      allow_repeats: boolean;
      max_choices: number;
    }>("SELECT id, name, allow_repeats, max_choices FROM menu_option_groups ORDER BY id");
    expect(groups.rows).toEqual([
      { id: 10, name: "Naans", allow_repeats: true, max_choices: 2 },
      { id: 20, name: "Spice level", allow_repeats: false, max_choices: 1 },
    ]);
    const dishes = await client.query<{ name: string }>("SELECT name FROM menu_items ORDER BY id");
    expect(dishes.rows.map((d) => d.name)).toEqual(["Family Feast", "Butter Chicken"]);
  });
});
