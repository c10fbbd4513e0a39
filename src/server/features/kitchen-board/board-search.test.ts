/**
 * The staff's order search on its trigram indexes (decision 0046) finds the same rows, in the same
 * order, as the search before it did (a scan of every row with the phone's digits worked out per
 * row), with email added, and counts a large result only up to a bound.
 */
import { and, asc, count, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AdminOrdersQuerySchema } from "@shared/kitchen-board/kitchen-board.schema";
import { onlineOrders } from "../../db/schema";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { listAdminOrders, SEARCH_COUNT_LIMIT } from "./kitchen-board.queries";

const t = setUpTestApp({ signedIn: true });
const NOW = new Date("2026-11-24T12:00:00Z");

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search as it was before the indexes (plus email), over the whole table. */
function previousSearch(q: string): SQL | undefined {
  const text = q.replace(/^#/, "");
  if (!text) return undefined;
  const digits = text.replace(/\D/g, "");
  const conditions: (SQL | undefined)[] = [
    ilike(onlineOrders.orderNumber, containing(text)),
    ilike(onlineOrders.customerName, containing(text)),
    ilike(onlineOrders.customerEmail, containing(text)),
  ];
  if (digits.length >= 3) {
    conditions.push(
      sql`regexp_replace(${onlineOrders.customerPhone}, '[^0-9]', '', 'g') like ${containing(digits)}`,
    );
    const national = digits.replace(/^(00)?44/, "0");
    if (national !== digits)
      conditions.push(sql`${onlineOrders.customerPhoneKey} like ${containing(national)}`);
  }
  return or(...conditions);
}

const NAMES = ["Priya Sharma", "Asha Patel", "Ben O'Neil", "Zoë Clarke", "Mo_Salah", "100% Fan", "Li Wei"];
const PHONES = ["07123 456789", "+44 7700 900123", "0044 7700 900 456", "020 7946 0018", "(0161) 496-0000"];
const EMAILS = ["priya@example.com", "ASHA.P@Example.co.uk", null, "ben+food@example.org"];

beforeAll(async () => {
  await t.db.delete(onlineOrders);
  for (let i = 0; i < 120; i++) {
    await insertTestOrder(t.db, {
      orderNumber: `HH${String(1000 + i * 7).padStart(6, "0")}`,
      customerName: NAMES[i % NAMES.length],
      customerPhone: PHONES[i % PHONES.length],
      customerEmail: EMAILS[i % EMAILS.length],
      collectionDate: `2026-${String(9 + (i % 3)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      collectionTime: `${String(11 + (i % 10)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
      orderStatus: i % 5 === 0 ? "collected" : "received",
    });
  }
});

const QUERIES = [
  "priya",
  "PATEL",
  "#hh001",
  "hh0010",
  "1007",
  "07123456789",
  "+44 7700 900123",
  "7700 900",
  "0161",
  "496-0000",
  "example.co",
  "ben+food",
  "%",
  "_",
  "o'neil",
  "zoë",
  "li",
  "a",
  "nobody at all",
];

describe("the order search", () => {
  it("returns the same rows, in the same order and with the same totals, as the full scan did", async () => {
    for (const q of QUERIES) {
      for (const view of ["all", "active"] as const) {
        for (const page of [1, 2]) {
          const filters = AdminOrdersQuerySchema.parse({ q, view, page: String(page), pageSize: "10" });
          const result = await listAdminOrders(t.db, NOW, filters);
          const where = and(
            view === "active"
              ? sql`${onlineOrders.orderStatus} in ('received', 'preparing', 'ready')`
              : undefined,
            previousSearch(q),
          );
          const expected = await t.db
            .select({ id: onlineOrders.id })
            .from(onlineOrders)
            .where(where)
            .orderBy(
              desc(onlineOrders.collectionDate),
              asc(onlineOrders.collectionTime),
              asc(onlineOrders.id),
            )
            .limit(10)
            .offset((page - 1) * 10);
          const [counted] = await t.db.select({ total: count() }).from(onlineOrders).where(where);
          expect(
            result.orders.map((o) => o.id),
            `${q} ${view} ${page}`,
          ).toEqual(expected.map((r) => r.id));
          expect(result.total, `${q} ${view} ${page}`).toBe(counted?.total);
          expect(result.totalIsAtLeast).toBeUndefined();
        }
      }
    }
  });

  it("finds an order by its email, and counts a very large result only up to the bound", async () => {
    const byEmail = await listAdminOrders(t.db, NOW, AdminOrdersQuerySchema.parse({ q: "ben+food@" }));
    expect(byEmail.orders.length).toBeGreaterThan(0);
    for (const order of byEmail.orders) expect(order.customerName).toBeDefined();

    // More matching orders than the bound: one statement inserts them.
    const [template] = await t.db.select().from(onlineOrders).limit(1);
    if (!template) throw new Error("no order");
    const { id: _id, customerPhoneKey: _k, customerEmailKey: _e, customerPhoneDigits: _d, ...row } = template;
    await t.db.insert(onlineOrders).values(
      Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, i) => ({
        ...row,
        orderNumber: `BULK${i}`,
        customerName: "Bulk Buyer",
        reviewTokenHash: null,
      })),
    );
    const many = await listAdminOrders(t.db, NOW, AdminOrdersQuerySchema.parse({ q: "bulk buyer" }));
    expect(many.orders).toHaveLength(many.pageSize);
    expect(many.total).toBe(SEARCH_COUNT_LIMIT);
    expect(many.totalIsAtLeast).toBe(true);
  });
});
