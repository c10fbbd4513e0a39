/**
 * How every provider starts paying a guest's order (a Stripe PaymentIntent, a PayPal order): the
 * order is found and refused before money moves, and the provider's object is kept on it.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { findOrderForGuest } from "../orders/order-access.service";
import { requirePayableOrder } from "./late-payment.service";
import type { OrderRow } from "./payment-recording.service";

/** The guest's order, refused (409 with the reason) when it cannot be paid online any more. */
export async function findPayableOrder(
  db: Db,
  orderId: number,
  orderToken: string | undefined,
  now: Date,
): Promise<OrderRow> {
  const order = await findOrderForGuest(db, orderId, orderToken);
  requirePayableOrder(order, now);
  return order;
}

/** Keeps the provider's object on the order while it is unpaid: a paid order keeps the one that paid. */
export async function rememberProviderRef(db: Db, orderId: number, providerRef: string): Promise<void> {
  await db
    .update(onlineOrders)
    .set({ paymentProviderRef: providerRef })
    .where(and(eq(onlineOrders.id, orderId), eq(onlineOrders.paymentStatus, "pending")));
}
