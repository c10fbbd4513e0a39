import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { formatPence } from "@shared/money";
import type { OrderPaymentMethod } from "@shared/orders/order.schema";
import type { RefundRequest } from "@shared/payments/payment.schema";
import { formatPenceAsDecimal } from "@shared/payments/provider-amounts";
import {
  getRefundablePence,
  getRefundableTipPence,
  refundFeePart,
  refundTipPart,
} from "@shared/payments/refunds";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { onlineOrders, orderRefunds } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { publishOrderEvent } from "../../lib/order-events";
import { PaypalApiError } from "../../lib/paypal-client";
import { retryOnConflict } from "../../lib/transactions";
import { reconcileOrderPoints } from "../accounts/points-ledger.service";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { returnRefundToVouchers, splitOrderRefund } from "../gift-vouchers/gift-voucher-orders.service";
import { requirePaypal, requireStripe } from "./payment-providers.service";
import { findOrder, type OrderRow } from "./payment-recording.service";
import { refundIssued } from "./payments.mail";
import { providerError } from "./provider-errors";

const REFUND_CONFLICT_MESSAGE = "The refund could not be recorded because of a conflict. Please try again.";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;

export async function listOrderRefunds(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  return rows.map((r) => ({
    id: r.id,
    amountPence: r.amountPence,
    deliveryFeePence: r.deliveryFeePence,
    tipPence: r.tipPence,
    provider: r.provider as OrderPaymentMethod,
    providerRefundId: r.providerRefundId,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Refunds part or all of a paid order. The amount is reserved first with one conditional UPDATE
 * (so two staff pressing Refund at once can never give back more than was paid), then the provider
 * is asked; if it refuses, the reservation is released. The refund is audited in the transaction
 * that records it ("sara refunded £3.95 on HH-ZXVG8A").
 */
export async function refundOrder(
  deps: Deps,
  orderId: number,
  request: RefundRequest,
  actor: AuditActor,
  /** Run in the transaction that records the refund (a no-show's request is closed with it). */
  onRecorded?: (tx: DbTransaction, refund: { id: number; order: OrderRow }) => Promise<void>,
): Promise<OrderRow> {
  const order = await findOrder(deps.db, orderId);
  const refundable = getRefundablePence(order);
  const tipLeft = getRefundableTipPence(order);
  if (order.paymentStatus === "pending") throw new HttpError(400, "This order has not been paid online");
  if (refundable === 0 && !(request.refundTip && tipLeft > 0))
    throw new HttpError(400, "This order has been refunded in full");
  const amount = request.amountPence ?? refundable;
  if (amount > refundable) {
    throw new HttpError(
      400,
      `The refund of ${formatPence(amount)} is more than the ${formatPence(refundable)} that remains`,
    );
  }
  const fee = refundFeePart({
    amountPence: amount,
    deliveryFeePence: request.deliveryFeePence,
    refundablePence: refundable,
    feeLeftPence: order.deliveryFeePence - (await feeRefundedPence(deps.db, orderId)),
  });
  if ("error" in fee) throw new HttpError(400, fee.error);
  const tip = refundTipPart({
    amountPence: amount,
    refundablePence: refundable,
    tipLeftPence: tipLeft,
    refundTip: request.refundTip,
  });
  if ("error" in tip) throw new HttpError(400, tip.error);
  const tipPence = tip.tipPence;

  const [reserved] = await deps.db
    .update(onlineOrders)
    .set({
      refundedPence: sql`${onlineOrders.refundedPence} + ${amount}`,
      tipRefundedPence: sql`${onlineOrders.tipRefundedPence} + ${tipPence}`,
    })
    .where(
      and(
        eq(onlineOrders.id, orderId),
        inArray(onlineOrders.paymentStatus, ["completed", "partially_refunded", "refunded"]),
        sql`${onlineOrders.refundedPence} + ${amount} <= ${onlineOrders.totalPence}`,
        sql`${onlineOrders.tipRefundedPence} + ${tipPence} <= ${onlineOrders.tipPence}`,
      ),
    )
    .returning({ id: onlineOrders.id });
  if (!reserved) {
    throw new HttpError(409, "The refund is more than what remains to be refunded");
  }

  // What gift vouchers paid goes back on them (issue 38); the provider gives back only its part.
  const split = splitOrderRefund(order, amount + tipPence);
  let providerRefundId: string | null;
  try {
    providerRefundId =
      split.providerPence > 0
        ? await sendRefundToProvider(deps, order, split.providerPence, request.reason)
        : `gift_voucher_refund_${randomUUID()}`;
  } catch (error) {
    await deps.db
      .update(onlineOrders)
      .set({
        refundedPence: sql`${onlineOrders.refundedPence} - ${amount}`,
        tipRefundedPence: sql`${onlineOrders.tipRefundedPence} - ${tipPence}`,
      })
      .where(eq(onlineOrders.id, orderId));
    throw error;
  }

  const now = deps.now();
  const updated = await retryOnConflict(REFUND_CONFLICT_MESSAGE, () =>
    deps.db.transaction(async (tx) => {
      // The order row is locked first, so refunds of one order are recorded one after another:
      // each statement below then sees every refund committed before it, and the status and the
      // points taken back follow all of them, not a snapshot that misses a concurrent one.
      await tx.execute(sql`select id from online_orders where id = ${orderId} for update`);
      // Read again under the lock: a refund committed meanwhile may have given the fee back.
      const feePence = Math.min(
        fee.feePence,
        Math.max(0, order.deliveryFeePence - (await feeRefundedPence(tx, orderId))),
      );
      const [inserted] = await tx
        .insert(orderRefunds)
        .values({
          orderId,
          amountPence: amount,
          deliveryFeePence: feePence,
          tipPence,
          provider: order.paymentMethod as string,
          providerRefundId,
          reason: request.reason || null,
          createdAt: now,
        })
        .returning({ id: orderRefunds.id });
      // The status follows the refunds the providers confirmed, not reservations still in flight.
      const [row] = await tx
        .update(onlineOrders)
        .set({
          paymentStatus: sql`case when (select coalesce(sum(${orderRefunds.amountPence}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orderId}) >= ${onlineOrders.totalPence} then 'refunded' else 'partially_refunded' end`,
          updatedAt: now,
        })
        .where(eq(onlineOrders.id, orderId))
        .returning();
      await returnRefundToVouchers(tx, orderId, split.voucherPence, now);
      // The points it earned and spent, settled together against all its refunds so far.
      await reconcileOrderPoints(tx, orderId, now);
      const refunded = row as OrderRow;
      await writeAudit(tx, {
        actor,
        kind: "order.refunded",
        subject: refunded.orderNumber,
        entityId: refunded.id,
        after: {
          amountPence: amount,
          ...(feePence > 0 ? { deliveryFeePence: feePence } : {}),
          ...(tipPence > 0 ? { tipPence } : {}),
          refundedPence: refunded.refundedPence,
          totalPence: refunded.totalPence,
          reason: request.reason || null,
        },
      });
      // The diner hears of it from the same transaction: no refund without its email, and no
      // email for a refund that was not recorded (the outbox sends it after the commit).
      if (refunded.customerEmail && inserted) {
        await queueMail(
          tx,
          {
            to: refunded.customerEmail,
            ...refundIssued(refunded, {
              amountPence: amount,
              tipPence,
              provider: order.paymentMethod as OrderPaymentMethod,
            }),
          },
          `refund:${inserted.id}`,
        );
      }
      if (onRecorded && inserted) await onRecorded(tx, { id: inserted.id, order: refunded });
      return refunded;
    }),
  );
  await publishOrderEvent(deps.database, {
    type: "order.payment",
    orderId: updated.id,
    orderNumber: updated.orderNumber,
  });
  return updated;
}

/** How much of an order's delivery fee its refunds have given back so far. */
async function feeRefundedPence(db: Db | DbTransaction, orderId: number): Promise<number> {
  const [row] = await db
    .select({ pence: sql<string>`coalesce(sum(${orderRefunds.deliveryFeePence}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.pence ?? 0);
}

async function sendRefundToProvider(
  deps: Deps,
  order: OrderRow,
  amount: number,
  reason: string | undefined,
): Promise<string | null> {
  if (order.paymentMethod === "card" || order.paymentMethod === "cash") {
    // Paid at the counter (a phone order): the money goes back there, by the card machine or from
    // the till; the refund is recorded here so the order's status and the reports follow.
    return `counter_refund_${randomUUID()}`;
  }
  if (!order.paymentId) throw new HttpError(400, "This order has no payment to refund");
  if (order.paymentMethod === "stripe") {
    const stripe = requireStripe(deps.env);
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: order.paymentId,
          amount,
          reason: "requested_by_customer",
          metadata: { order_id: String(order.id), ...(reason ? { reason: reason.slice(0, 490) } : {}) },
        },
        { idempotencyKey: `refund-${randomUUID()}` },
      );
      if (refund.status === "failed" || refund.status === "canceled") {
        throw new HttpError(502, `Stripe did not make the refund (status: ${refund.status})`);
      }
      return refund.id;
    } catch (error) {
      throw providerError(error, "Stripe refused the refund");
    }
  }
  if (order.paymentMethod === "paypal") {
    const paypal = requirePaypal(deps.env);
    try {
      const refund = await paypal.refundCapture(order.paymentId, {
        amount: { currency_code: "GBP", value: formatPenceAsDecimal(amount) },
        note: reason,
        requestId: `refund-${randomUUID()}`,
      });
      if (refund.status === "FAILED" || refund.status === "CANCELLED") {
        throw new HttpError(502, `PayPal did not make the refund (status: ${refund.status})`);
      }
      return refund.id;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof PaypalApiError)
        throw new HttpError(502, `PayPal refused the refund: ${error.message}`);
      throw new HttpError(502, "PayPal could not be reached. Please try again.");
    }
  }
  if (order.paymentMethod === "test") {
    // A test-mode payment moved no money, so its refund moves none either.
    return `test_refund_${randomUUID()}`;
  }
  throw new HttpError(400, "This order's payment cannot be refunded online");
}
