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
 * Records a print from the browser. The first one sets printedAt (the conditional UPDATE lets
 * exactly one of two simultaneous clicks win); every later one is a reprint. Each is audited.
 * Returns the order and whether this call was the first print.
 */
export async function markOrderPrinted(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<{ order: Order; marked: boolean } | null> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlineOrders)
      .set({ printedAt: actor.at, updatedAt: actor.at })
      .where(and(eq(onlineOrders.id, id), isNull(onlineOrders.printedAt)))
      .returning();
    if (row) {
      await writeAudit(tx, { actor, kind: "order.printed", subject: row.orderNumber, entityId: row.id });
      return { row, marked: true };
    }
    const [existing] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, id));
    if (!existing) return null;
    await writeAudit(tx, {
      actor,
      kind: "order.reprinted",
      subject: existing.orderNumber,
      entityId: existing.id,
    });
    return { row: existing, marked: false };
  });
  return result ? { order: toOrder(result.row), marked: result.marked } : null;
}
