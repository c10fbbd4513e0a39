/**
 * The security migration (decision 0020) keeps existing data: on a database at the migration before
 * it, with balances, points history and orders in the old shapes, it moves every balance into the
 * ledger exactly (the history it can tie to orders, an opening row for the rest), drops the points
 * rows from the rewards list, and gives old orders and accounts their contact keys.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../lib/app-root";
import { testEngine } from "../testing/build-test-app";

const SECURITY = /_security_sessions_points_and_payments\.sql$/;

function statementsOf(file: string): string[] {
  return readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

async function run(db: PGlite, files: string[]) {
  for (const file of files) for (const statement of statementsOf(file)) await db.exec(statement);
}

let db: PGlite;
const files = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const at = files.findIndex((f) => SECURITY.test(f));

// The same on both engines (plain SQL): run once, on the embedded one.
describe.skipIf(testEngine !== "pglite")("the security migration on a database with data", () => {
  beforeAll(async () => {
    db = new PGlite({ extensions: { pg_trgm } });
    expect(at).toBeGreaterThan(0);
    await run(db, files.slice(0, at));
    // Four customers in the old shape: balances in customers.loyalty_points, history in rewards.
    await db.exec(`
      insert into customers (id, first_name, last_name, email, phone, password, loyalty_points) values
        (1, 'A', 'A', 'a@example.com', '+44 7700 900001', 'x', 450),
        (2, 'B', 'B', 'b@example.com', '07700900002', 'x', 75),
        (3, 'C', 'C', 'c@example.com', '07700900003', 'x', 0),
        (4, 'D', 'D', 'Dee+x@Example.com', '07700900004', 'x', 0);
      insert into online_orders (id, order_number, customer_id, customer_name, customer_phone, customer_email,
          items, subtotal_pence, total_pence, points_redeemed, payment_status, collection_time, collection_date) values
        (1, 'HH-A', 1, 'A', '+44 7700 900001', 'A@Example.com', '[]', 55000, 55000, 0, 'completed', '19:00', '2026-11-20'),
        (2, 'HH-B', 1, 'A', '07700900001', null, '[]', 2000, 2000, 200, 'partially_refunded', '19:00', '2026-11-21'),
        (3, 'HH-C', 3, 'C', '07700900003', null, '[]', 10000, 10000, 0, 'refunded', '19:00', '2026-11-21'),
        (4, 'HH-D', 3, 'C', '07700900003', null, '[]', 3000, 3000, 100, 'completed', '19:00', '2026-11-22');
      insert into customer_rewards (customer_id, type, title, description, coupon_code, points_earned) values
        (1, 'welcome_bonus', 'Welcome Bonus', 'Use code WELCOME15', 'WELCOME15', 0),
        (1, 'order_points', '550 loyalty points earned', 'For order HH-A', null, 550),
        (1, 'points_returned', '100 loyalty points returned (refund)', 'For order HH-B', null, 100),
        (3, 'order_points', '100 loyalty points earned', 'For order HH-C', null, 100),
        (3, 'order_points_refunded', '100 loyalty points taken back (refund)', 'For order HH-C', null, -100);
    `);
    await run(db, [files[at] as string]);
  });
  afterAll(() => db?.close());

  it("keeps every balance exactly, from the history it can tie to orders and an opening row for the rest", async () => {
    const balances = await db.query<{ id: number; balance: number }>(
      `select c.id, coalesce(sum(l.points), 0)::int as balance
       from customers c left join loyalty_points_ledger l on l.customer_id = c.id group by c.id order by c.id`,
    );
    expect(balances.rows).toEqual([
      { id: 1, balance: 450 },
      { id: 2, balance: 75 },
      { id: 3, balance: 0 },
      { id: 4, balance: 0 },
    ]);
    const rows = await db.query<{
      customer_id: number;
      order_id: number | null;
      kind: string;
      points: number;
    }>("select customer_id, order_id, kind, points from loyalty_points_ledger order by customer_id, id");
    expect(rows.rows).toEqual([
      { customer_id: 1, order_id: 2, kind: "spend", points: -200 },
      { customer_id: 1, order_id: 1, kind: "earn", points: 550 },
      { customer_id: 1, order_id: 2, kind: "return", points: 100 },
      { customer_id: 2, order_id: null, kind: "opening", points: 75 },
      { customer_id: 3, order_id: 4, kind: "spend", points: -100 },
      { customer_id: 3, order_id: 3, kind: "earn", points: 100 },
      { customer_id: 3, order_id: 3, kind: "take_back", points: -100 },
      // The old take-back stopped at zero: the balance stays what it was.
      { customer_id: 3, order_id: null, kind: "opening", points: 100 },
    ]);
  });

  it("leaves the real rewards in the rewards list and drops the old balance column", async () => {
    const rewards = await db.query<{ type: string }>("select type from customer_rewards order by id");
    expect(rewards.rows).toEqual([{ type: "welcome_bonus" }]);
    const column = await db.query(
      "select 1 from information_schema.columns where table_name = 'customers' and column_name = 'loyalty_points'",
    );
    expect(column.rows).toEqual([]);
  });

  it("gives existing orders and accounts their contact keys", async () => {
    const orders = await db.query(
      "select customer_phone_key, customer_email_key from online_orders where id = 1",
    );
    expect(orders.rows).toEqual([{ customer_phone_key: "07700900001", customer_email_key: "a@example.com" }]);
    const customer = await db.query("select phone_key, email_key from customers where id = 4");
    expect(customer.rows).toEqual([{ phone_key: "07700900004", email_key: "dee@example.com" }]);
  });
});
