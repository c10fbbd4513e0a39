import { and, desc, eq, isNull } from "drizzle-orm";
import type { Order } from "../../../shared/orders/order.schema";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { toOrder } from "../orders/orders.queries";

/** Newest first; a busy year stays readable by keeping the latest 500. */
export async function listAdminOrders(db: Db): Promise<Order[]> {
  const rows = await db
    .select()
    .from(onlineOrders)
    .orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id))
    .limit(500);
  return rows.map(toOrder);
}

/**
 * Marks an order printed once: the conditional UPDATE lets exactly one of two simultaneous clicks
 * win, and only that one is audited. Returns the order and whether this call did the marking.
 */
export async function markOrderPrinted(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<{ order: Order; marked: boolean } | null> {
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlineOrders)
      .set({ printedAt: actor.at, updatedAt: actor.at })
      .where(and(eq(onlineOrders.id, id), isNull(onlineOrders.printedAt)))
      .returning();
    if (row) {
      await writeAudit(tx, { actor, kind: "order.printed", subject: row.orderNumber, entityId: row.id });
    }
    return row;
  });
  if (marked) return { order: toOrder(marked), marked: true };
  const [existing] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  return existing ? { order: toOrder(existing), marked: false } : null;
}
