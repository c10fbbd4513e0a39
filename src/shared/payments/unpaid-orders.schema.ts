/**
 * The day's orders nobody has paid for yet (decision 0035): listed at close, on Today, in the
 * cash-up and on the Z-report, so a collected order whose payment was never recorded is resolved
 * (paid at the counter, or cancelled) rather than silently missing from the takings.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { OrderChannelSchema, OrderStatusSchema } from "../orders/order.schema";

const UnpaidOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  channel: OrderChannelSchema,
  orderStatus: OrderStatusSchema,
  collectionTime: z.string(),
  totalPence: z.number().int(),
});

export const UnpaidOrdersSchema = z.object({
  /** Collected orders first (the diner has gone: the money is missing), then by collection time. */
  orders: z.array(UnpaidOrderSchema),
  totalPence: z.number().int(),
  /** How many of them were collected. */
  collected: z.number().int(),
});
export type UnpaidOrders = z.infer<typeof UnpaidOrdersSchema>;

/** "3 unpaid orders (£53.05), 2 of them collected": the line Today, the cash-up and the Z-report say. */
export function describeUnpaidOrders(unpaid: UnpaidOrders): string {
  const n = unpaid.orders.length;
  if (n === 0) return "Every order of the day is paid or cancelled.";
  const orders = `${n} unpaid ${n === 1 ? "order" : "orders"} (${formatPence(unpaid.totalPence)})`;
  if (unpaid.collected === 0) return `${orders}, none collected yet.`;
  const collected =
    unpaid.collected === n
      ? n === 1
        ? "collected"
        : "all collected"
      : `${unpaid.collected} of them collected`;
  return `${orders}, ${collected}: take the payment at the counter or cancel the order.`;
}
