/**
 * Vouchers paying for orders: online (the diner, with the order's token), at the counter and on
 * phone orders (staff). The order's row and then the voucher's are locked in one transaction; an
 * order the vouchers cover in full is paid ("gift_voucher") as any verified payment is.
 */

import { eq } from "drizzle-orm";
import { amountDuePence } from "@shared/payments/amount-due";
import type { AppDeps } from "../../app-deps";
import type { DbTransaction } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { announceOrderEvent } from "../../lib/order-events";
import { recordPaidOrder } from "../accounts/loyalty.service";
import { queueTicketOnPayment } from "../printing/printing.service";
import { returnVoucherSpends, spendVoucher } from "./gift-vouchers.service";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;
type OrderRow = typeof onlineOrders.$inferSelect;

export async function applyVoucherToOrder(deps: Deps, orderId: number, code: string) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, orderId)).for("update");
    if (!order) throw new HttpError(404, "Order not found");
    if (order.orderStatus === "cancelled")
      throw new HttpError(409, "This order is cancelled: there is nothing to pay.");
    if (order.paymentStatus !== "pending") throw new HttpError(409, "This order is already paid.");
    const due = amountDuePence(order);
    const spend = await spendVoucher(tx, { code, orderId, maxPence: due, now });
    const paidInFull = spend.spentPence === due;
    const [row] = await tx
      .update(onlineOrders)
      .set({
        giftVoucherPence: order.giftVoucherPence + spend.spentPence,
        updatedAt: now,
        ...(paidInFull
          ? {
              paymentStatus: "completed" as const,
              paymentMethod: "gift_voucher" as const,
              paymentId: `gift_voucher_${spend.voucherId}`,
              paidAt: now,
            }
          : {}),
      })
      .where(eq(onlineOrders.id, orderId))
      .returning();
    const updated = row as OrderRow;
    if (paidInFull) await markPaidByVouchers(tx, deps, updated, now);
    return { order: updated, spend, paidInFull };
  });
  if (result.paidInFull) await announceOrderEvent(deps.database, "order.payment", result.order);
  return {
    order: result.order,
    spentPence: result.spend.spentPence,
    balancePence: result.spend.balancePence,
    amountDuePence: amountDuePence(result.order),
  };
}

async function markPaidByVouchers(tx: DbTransaction, deps: Deps, order: OrderRow, now: Date) {
  await recordPaidOrder(tx, order.id, now);
  await queueTicketOnPayment(tx, deps.env.KITCHEN_PRINTER, order.id);
}

/**
 * How a refund of `amountPence` on an order (its total's part and any tip's) splits: the
 * provider's (or the counter's) payment is given back first, up to what it took, tip included;
 * the rest goes back on the vouchers that paid.
 */
export function splitOrderRefund(
  order: Pick<
    OrderRow,
    "totalPence" | "giftVoucherPence" | "refundedPence" | "tipPence" | "tipRefundedPence"
  >,
  amountPence: number,
): { providerPence: number; voucherPence: number } {
  const providerPaid = amountDuePence(order);
  const refundedSoFar = order.refundedPence + order.tipRefundedPence;
  const providerLeft = Math.max(0, providerPaid - Math.min(refundedSoFar, providerPaid));
  const providerPence = Math.min(amountPence, providerLeft);
  return { providerPence, voucherPence: amountPence - providerPence };
}

/** In the refund's transaction: the vouchers' part goes back on them (gift-vouchers.service). */
export function returnRefundToVouchers(tx: DbTransaction, orderId: number, voucherPence: number, now: Date) {
  if (voucherPence <= 0) return Promise.resolve(0);
  return returnVoucherSpends(tx, { orderId, amountPence: voucherPence, now });
}
