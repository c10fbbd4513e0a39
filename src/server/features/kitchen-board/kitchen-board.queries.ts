import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminOrdersPage, AdminOrdersQuerySchema } from "@shared/kitchen-board/kitchen-board.schema";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { Order, OrderStatus } from "@shared/orders/order.schema";
import { isVatRegistered } from "@shared/vat/vat-receipt";
import type { Db, DbTransaction } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { ORDER_NOT_FOUND_MESSAGE } from "../orders/order-access.service";
import { toOrder } from "../orders/orders.queries";
import { readVatRegistration } from "../vat/vat.service";

type AdminOrdersFilters = z.output<typeof AdminOrdersQuerySchema>;

const VIEW_STATUSES: Record<AdminOrdersFilters["view"], OrderStatus[] | null> = {
  active: ["received", "preparing", "ready"],
  done: ["collected", "cancelled"],
  all: null,
};

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Order number, name, email or phone: any of them containing the search (a phone by its digits).
 * Each is a column with a trigram index (migration 0031, decision 0046), so a search of three
 * characters or more reads the matching rows only, not the table.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.replace(/^#/, "");
  if (!text) return undefined;
  const digits = text.replace(/\D/g, "");
  const conditions: (SQL | undefined)[] = [
    ilike(onlineOrders.orderNumber, containing(text)),
    ilike(onlineOrders.customerName, containing(text)),
    ilike(onlineOrders.customerEmail, containing(text)),
  ];
  if (digits.length >= 3) {
    conditions.push(sql`${onlineOrders.customerPhoneDigits} like ${containing(digits)}`);
    // "+44 7700 ..." and "07700 ..." are the same phone: the stored key is the national form.
    const national = digits.replace(/^(00)?44/, "0");
    if (national !== digits)
      conditions.push(sql`${onlineOrders.customerPhoneKey} like ${containing(national)}`);
  }
  return or(...conditions);
}

/**
 * A search's total is counted up to this many: past it the page says "1000+" (a count of every
 * match of a common name at a million orders would read them all; decision 0046).
 */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * The board's list: by collection day (latest day first) and, within a day, by collection time, so
 * today's board reads top-down in the order food leaves the pass. With no dates and no search it is
 * today; a search alone looks through every day.
 */
export async function listAdminOrders(
  db: Db,
  now: Date,
  filters: AdminOrdersFilters,
): Promise<AdminOrdersPage> {
  const today = getLondonMoment(now).date;
  const q = filters.q?.trim() ?? "";
  const onlyToday = !q && !filters.from && !filters.to;
  const from = onlyToday ? today : (filters.from ?? null);
  const to = onlyToday ? today : (filters.to ?? null);
  const statuses = VIEW_STATUSES[filters.view];
  const where = and(
    from ? gte(onlineOrders.collectionDate, from) : undefined,
    to ? lte(onlineOrders.collectionDate, to) : undefined,
    statuses ? inArray(onlineOrders.orderStatus, statuses) : undefined,
    q ? searchCondition(q) : undefined,
  );
  const offset = (filters.page - 1) * filters.pageSize;
  const rows = await db
    .select()
    .from(onlineOrders)
    .where(where)
    .orderBy(desc(onlineOrders.collectionDate), asc(onlineOrders.collectionTime), asc(onlineOrders.id))
    .limit(filters.pageSize)
    .offset(offset);
  // A short page says the total itself; otherwise it is counted, a search's up to a bound.
  let total: number;
  let totalIsAtLeast = false;
  if (rows.length < filters.pageSize && (rows.length > 0 || offset === 0)) {
    total = offset + rows.length;
  } else if (q) {
    const bounded = db
      .select({ one: sql`1` })
      .from(onlineOrders)
      .where(where)
      .limit(SEARCH_COUNT_LIMIT + 1)
      .as("bounded");
    const [counted] = await db.select({ total: count() }).from(bounded);
    total = Math.min(counted?.total ?? 0, SEARCH_COUNT_LIMIT);
    totalIsAtLeast = (counted?.total ?? 0) > SEARCH_COUNT_LIMIT;
  } else {
    const [counted] = await db.select({ total: count() }).from(onlineOrders).where(where);
    total = counted?.total ?? 0;
  }
  return {
    orders: rows.map(toOrder),
    total,
    ...(totalIsAtLeast ? { totalIsAtLeast } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
    today,
    from,
    to,
    vatRegistered: isVatRegistered(await readVatRegistration(db)),
  };
}

/** What each once-only stamp on an order records in the audit log. */
const STAMP_KINDS = { acknowledgedAt: "order.acknowledged", printedAt: "order.printed" } as const;

/**
 * Sets `stamp` on the order unless it is set already, and audits it; the conditional UPDATE lets
 * exactly one of two simultaneous taps win. Returns the order when this call set it.
 */
async function stampOrderOnce(
  tx: DbTransaction,
  id: number,
  stamp: keyof typeof STAMP_KINDS,
  actor: AuditActor,
) {
  const [row] = await tx
    .update(onlineOrders)
    // A tablet's Print is the browser's; the kitchen printer stamps its own (printing.service.ts).
    .set({
      [stamp]: actor.at,
      ...(stamp === "printedAt" ? { printedVia: "browser" } : {}),
      updatedAt: actor.at,
    })
    .where(and(eq(onlineOrders.id, id), isNull(onlineOrders[stamp])))
    .returning();
  if (row) {
    await writeAudit(tx, { actor, kind: STAMP_KINDS[stamp], subject: row.orderNumber, entityId: row.id });
  }
  return row;
}

/**
 * Someone at the pass has seen a new order: every tablet stops ringing. Once only (the first tap
 * wins and is audited); returns the order and whether this call did it. 404 when there is none.
 */
export async function acknowledgeOrder(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<{ order: Order; acknowledged: boolean }> {
  const marked = await db.transaction((tx) => stampOrderOnce(tx, id, "acknowledgedAt", actor));
  if (marked) return { order: toOrder(marked), acknowledged: true };
  const [existing] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  if (!existing) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
  return { order: toOrder(existing), acknowledged: false };
}

/**
 * Records a print from the browser. The first one sets printedAt (one of two simultaneous clicks
 * wins); every later one is a reprint. Each is audited.
 * Returns the order and whether this call was the first print. 404 when there is none.
 */
export async function markOrderPrinted(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<{ order: Order; marked: boolean }> {
  const result = await db.transaction(async (tx) => {
    const row = await stampOrderOnce(tx, id, "printedAt", actor);
    if (row) return { row, marked: true };
    const [existing] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, id));
    if (!existing) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
    await writeAudit(tx, {
      actor,
      kind: "order.reprinted",
      subject: existing.orderNumber,
      entityId: existing.id,
    });
    return { row: existing, marked: false };
  });
  return { order: toOrder(result.row), marked: result.marked };
}
