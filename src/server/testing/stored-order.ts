/**
 * An order's row as the database holds it now, read back after a request: the payment tests each
 * kept their own copy of this select to check what a payment, refund or webhook stored.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { onlineOrders } from "../db/schema";

export async function readOrder(db: Db, id: number): Promise<typeof onlineOrders.$inferSelect> {
  const [row] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}
