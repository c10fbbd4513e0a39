/**
 * The migration that makes the schema say what it holds (dates as `date`, a CHECK on every status
 * column, indexes, unused tables gone) run on a database that already has orders and bookings
 * written the old way: every row is still there, dates are dates, and the constraints hold. On
 * PGlite, and on PostgreSQL when the API tests rerun there.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../lib/app-root";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "../testing/scratch-database";

const MIGRATION = "outbox_schema_says_what_it_holds";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder whose journal stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-"));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (at < 1) throw new Error(`migration ${tag} not found in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

let database: UnmigratedDatabase;
let before: string;

beforeAll(async () => {
  before = migrationsBefore(MIGRATION);
  database = await openUnmigratedDatabase();
  await database.migrate(before);
  // What the site wrote before this migration: text dates, and every status the code used.
  await database.query(`
    insert into online_orders
      (order_number, customer_name, customer_phone, customer_email, items, subtotal_pence, total_pence,
       collection_date, collection_time, order_status, payment_status, payment_method, paid_at, created_at)
    values
      ('HH-AAAAAA', 'Aisha Khan', '07700 900123', 'aisha@example.com', '[]', 1800, 1800,
       '2026-11-24', '13:00', 'received', 'pending', null, null, '2026-11-24T11:00:00Z'),
      ('HH-BBBBBB', 'Ben Jones', '07700 900124', null, '[]', 2400, 2160,
       '2026-11-24', '13:30', 'collected', 'completed', 'stripe', '2026-11-24T11:05:00Z', '2026-11-24T11:04:00Z'),
      ('HH-CCCCCC', 'Chen Li', '07700 900125', null, '[]', 3000, 3000,
       '2026-11-25', '19:00', 'cancelled', 'refunded', 'paypal', '2026-11-25T10:00:00Z', '2026-11-25T09:59:00Z'),
      ('HH-DDDDDD', 'Dee Patel', '07700 900126', null, '[]', 1500, 1500,
       '2026-11-25', '19:15', 'ready', 'partially_refunded', 'test', '2026-11-25T10:10:00Z', '2026-11-25T10:09:00Z')`);
  await database.query(`
    insert into collection_slot_bookings (collection_date, collection_time, orders_count)
    values ('2026-11-24', '13:00', 1), ('2026-11-24', '13:30', 1), ('2026-11-25', '19:15', 1)`);
  await database.query(`
    insert into reservations (name, phone, email, date, time, guests, status, source)
    values ('Asha Patel', '07700 900123', 'asha@example.test', '2026-11-27', '19:30', 4, 'confirmed', 'online'),
           ('Sam Green', '07700 900127', null, '2026-11-27', '20:00', 2, 'no_show', 'phone')`);
  await database.query(`
    insert into contact_messages (first_name, last_name, email, subject, message, status)
    values ('Tom', 'Baker', 'tom@example.test', 'catering', 'Could you cater for 60 people?', 'unread'),
           ('Ria', 'Shah', 'ria@example.test', 'feedback', 'Lovely biryani.', 'read')`);
  await database.query(`
    insert into receipt_scans (status, image_group_id, image_url)
    values ('done', 'g-1', '/api/images/g-1/1200.webp'), ('failed', 'g-2', '/api/images/g-2/1200.webp')`);
  // The old site's daily offers, brought over by hand; the weekly report tables stayed empty.
  await database.query(`
    insert into daily_offers (title, description, discount_type, discount_value)
    values ('Tuesday thali', 'Thali for two', 'percentage', '10')`);

  await database.migrate(MIGRATIONS_DIR);
});

afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

async function columnType(table: string, column: string): Promise<string | undefined> {
  const [row] = await database.query<{ data_type: string }>(
    `select data_type from information_schema.columns where table_name = '${table}' and column_name = '${column}'`,
  );
  return row?.data_type;
}

/** The SQLSTATE of the statement's failure, or null when it succeeded. */
async function failureCode(statement: string): Promise<string | null> {
  try {
    await database.query(statement);
    return null;
  } catch (error) {
    const withCode = error as { code?: string; cause?: { code?: string } };
    return withCode.code ?? withCode.cause?.code ?? "unknown";
  }
}

describe(`migration ${MIGRATION}`, () => {
  it("keeps every order, with its collection date now a date holding the same day", async () => {
    expect(await columnType("online_orders", "collection_date")).toBe("date");
    expect(await columnType("collection_slot_bookings", "collection_date")).toBe("date");
    const orders = await database.query<{ order_number: string; day: string; order_status: string }>(
      "select order_number, to_char(collection_date, 'YYYY-MM-DD') as day, order_status from online_orders order by order_number",
    );
    expect(orders).toEqual([
      { order_number: "HH-AAAAAA", day: "2026-11-24", order_status: "received" },
      { order_number: "HH-BBBBBB", day: "2026-11-24", order_status: "collected" },
      { order_number: "HH-CCCCCC", day: "2026-11-25", order_status: "cancelled" },
      { order_number: "HH-DDDDDD", day: "2026-11-25", order_status: "ready" },
    ]);
    const slots = await database.query<{ n: number }>(
      "select count(*)::int as n from collection_slot_bookings where collection_date = date '2026-11-24'",
    );
    expect(slots[0]?.n).toBe(2);
  });

  it("keeps bookings, messages and receipt scans as they were", async () => {
    const counts = await database.query<{ reservations: number; messages: number; scans: number }>(`
      select (select count(*)::int from reservations) as reservations,
             (select count(*)::int from contact_messages) as messages,
             (select count(*)::int from receipt_scans) as scans`);
    expect(counts[0]).toEqual({ reservations: 2, messages: 2, scans: 2 });
  });

  it("drops the unused tables, keeping one that held rows under a retired_ name", async () => {
    const tables = (
      await database.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      )
    ).map((r) => r.table_name);
    for (const gone of [
      "daily_offers",
      "restaurant_config",
      "weekly_sales_reports",
      "weekly_purchase_reports",
      "weekly_labor_reports",
    ]) {
      expect(tables).not.toContain(gone);
    }
    expect(tables).toContain("newsletter_subscriptions");
    expect(await database.query("select title from retired_daily_offers")).toEqual([
      { title: "Tuesday thali" },
    ]);
  });

  it("refuses a status, source, subject or payment method the code does not know", async () => {
    const checkViolation = "23514";
    expect(await failureCode("update online_orders set order_status = 'lost'")).toBe(checkViolation);
    expect(await failureCode("update online_orders set payment_status = 'failed'")).toBe(checkViolation);
    expect(await failureCode("update online_orders set payment_method = 'cheque'")).toBe(checkViolation);
    expect(await failureCode("update reservations set status = 'maybe'")).toBe(checkViolation);
    expect(await failureCode("update reservations set source = 'email'")).toBe(checkViolation);
    expect(await failureCode("update contact_messages set status = 'archived'")).toBe(checkViolation);
    expect(await failureCode("update contact_messages set subject = 'jobs'")).toBe(checkViolation);
    expect(await failureCode("update receipt_scans set status = 'lost'")).toBe(checkViolation);
    // Not a date at all.
    expect(await failureCode("update online_orders set collection_date = '24/13/2026'")).not.toBeNull();
    // The values the code uses still pass.
    expect(
      await failureCode(
        "update online_orders set order_status = 'preparing' where order_number = 'HH-AAAAAA'",
      ),
    ).toBeNull();
  });

  it("indexes the queries that grow", async () => {
    const indexes = (
      await database.query<{ indexname: string }>(
        "select indexname from pg_indexes where schemaname = 'public'",
      )
    ).map((r) => r.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "online_orders_created_at_idx",
        "online_orders_paid_at_idx",
        "online_orders_collection_date_payment_status_idx",
        "online_orders_customer_id_idx",
        "reservations_date_time_idx",
        "order_refunds_order_id_idx",
      ]),
    );
  });
});
