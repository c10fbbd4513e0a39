/**
 * Changing an order's status (spec section 4: staff may set any status). Used by the admin route
 * here and by the admin panel's own order screens. After the commit it tells every live stream
 * (staff and the diner's status page) and emails a diner who gave an email when the food is ready.
 */
import { eq } from "drizzle-orm";
import type { Order, OrderStatus } from "../../../shared/orders/order.schema";
import type { AppDeps } from "../../app-deps";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { publishOrderEvent } from "../../lib/order-events";
import { toOrder } from "./orders.queries";
import { getPublicUrl } from "./orders.service";

export async function changeOrderStatus(
  deps: Pick<AppDeps, "db" | "database" | "mailer" | "now" | "env">,
  orderId: number,
  status: OrderStatus,
): Promise<Order> {
  const result = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ orderStatus: onlineOrders.orderStatus })
      .from(onlineOrders)
      .where(eq(onlineOrders.id, orderId))
      .for("update");
    if (!before) return null;
    const [row] = await tx
      .update(onlineOrders)
      .set({ orderStatus: status, updatedAt: deps.now() })
      .where(eq(onlineOrders.id, orderId))
      .returning();
    return row ? { row, previous: before.orderStatus } : null;
  });
  if (!result) throw new HttpError(404, `Order ${orderId} not found`);
  const { row, previous } = result;

  if (previous !== status) {
    await publishOrderEvent(deps.database, {
      type: "order.status",
      orderId: row.id,
      orderNumber: row.orderNumber,
    }).catch(() => {});
    if (status === "ready" && row.customerEmail) {
      await deps.mailer.send({
        to: row.customerEmail,
        subject: `Your order ${row.orderNumber} is ready for collection - Hyderabad House`,
        text: [
          `Hello ${row.customerName},`,
          "",
          `Good news: your order ${row.orderNumber} is ready. Please come and collect it (collection time ${row.collectionTime}).`,
          "",
          `Order status: ${getPublicUrl(deps)}/order/${row.orderNumber}`,
          "",
          "Hyderabad House",
        ].join("\n"),
      });
    }
  }
  return toOrder(row);
}
