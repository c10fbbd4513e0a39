/**
 * "Refunds to approve" (issue 32, item 10): the refund a no-show is owed when staff may not make it
 * themselves. An owner's approval makes the real refund through refundOrder (the provider, the
 * diner's email, the points, the takings), and the request is closed in the transaction that
 * records that refund. Claiming a request is one conditional UPDATE (pending -> in_progress), so
 * two approvals at once make one refund and the other is refused.
 */
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { formatPence } from "@shared/money";
import type { OrderPaymentMethod } from "@shared/orders/order.schema";
import {
  describeNoShowMoney,
  NO_SHOW_REASON,
  type PendingRefund,
  type PendingRefundList,
  type RefundRequestStatus,
} from "@shared/payments/no-show.schema";
import { noShowRefundParts } from "@shared/payments/refunds";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { onlineOrders, refundRequests } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { publishOrderEvent } from "../../lib/order-events";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findOrder, type OrderRow } from "./payment-recording.service";
import { refundOrder } from "./refunds.service";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;
type RequestRow = typeof refundRequests.$inferSelect;

type NoShowMoney = Parameters<typeof describeNoShowMoney>[0];

/** The order's note on the board while its no-show refund waits, and once it is settled. */
const noShowNotes = {
  waiting: (money: NoShowMoney) =>
    `No-show: refund of ${describeNoShowMoney(money)} waits for an owner's approval`,
  refunded: (money: NoShowMoney) => `No-show: ${describeNoShowMoney(money)} refunded`,
  declined: (pence: number) =>
    `No-show: the owner declined the refund of ${formatPence(pence)}; the payment is kept`,
};

const REFUSED_BECAUSE: Record<Exclude<RefundRequestStatus, "pending">, string> = {
  in_progress: "This refund is being made right now",
  refunded: "This refund has already been approved and made",
  declined: "This refund was declined",
  withdrawn: "This refund was withdrawn: the order was restored or refunded another way",
};

/**
 * Opens the order's refund request, pending (the caller decides whether it is made at once). It
 * keeps the total's part; the tip left goes back with it when it is made (noShowRefundParts).
 */
export async function openRefundRequest(
  tx: DbTransaction,
  order: OrderRow,
  money: NoShowMoney,
  actor: AuditActor,
): Promise<number> {
  const [row] = await tx
    .insert(refundRequests)
    .values({
      orderId: order.id,
      amountPence: money.refundPence,
      reason: NO_SHOW_REASON,
      requestedByUserId: actor.userId,
      requestedBy: actor.username,
      requestedAt: actor.at,
    })
    .returning({ id: refundRequests.id });
  if (!row) throw new Error("insert returned nothing");
  await tx
    .update(onlineOrders)
    .set({ paymentNote: noShowNotes.waiting(money) })
    .where(eq(onlineOrders.id, order.id));
  return row.id;
}

/**
 * The diner came after all and the order is restored: its waiting refund is withdrawn (and its
 * note cleared). One being made right now cannot be: 409.
 */
export async function withdrawOpenRefundRequest(
  tx: DbTransaction,
  orderId: number,
  actor: AuditActor,
): Promise<void> {
  const open = await tx
    .select()
    .from(refundRequests)
    .where(
      and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, ["pending", "in_progress"])),
    )
    .for("update");
  if (open.length === 0) return;
  if (open.some((r) => r.status === "in_progress")) {
    throw new HttpError(409, "This order's refund is being made right now, so it cannot be restored.");
  }
  await tx
    .update(refundRequests)
    .set({ status: "withdrawn", decidedBy: actor.username, decidedAt: actor.at })
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, "pending")));
  await tx.update(onlineOrders).set({ paymentNote: null }).where(eq(onlineOrders.id, orderId));
}

/**
 * Takes the request for this caller (pending -> in_progress), or says why it cannot be: 404 for
 * none, 409 when it was approved, declined or withdrawn already, or is being made now.
 */
async function claimRequest(db: Db, id: number): Promise<RequestRow> {
  const [claimed] = await db
    .update(refundRequests)
    .set({ status: "in_progress", lastError: null })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "pending")))
    .returning();
  if (claimed) return claimed;
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  if (!row) throw new HttpError(404, "Refund request not found");
  throw new HttpError(409, REFUSED_BECAUSE[row.status as Exclude<RefundRequestStatus, "pending">]);
}

/**
 * Makes the request's refund: by an owner approving it (`approval` audited as refund.approved), or
 * at once for staff within their limit (the refund's own entry says it). The amount is what is
 * still refundable, up to the request's, and the diner's tip left goes back with it, alone when
 * nothing of the total is left (noShowRefundParts). A provider that refuses leaves the request
 * pending with its reason (lastError) and the error is thrown on.
 */
export async function makeRequestedRefund(
  deps: Deps,
  id: number,
  actor: AuditActor,
  approval: boolean,
): Promise<OrderRow> {
  const claimed = await claimRequest(deps.db, id);
  let nothingLeft = false;
  try {
    const order = await findOrder(deps.db, claimed.orderId);
    const left = noShowRefundParts(order);
    const amount = Math.min(claimed.amountPence, left.refundPence);
    const tipPence = left.tipPence;
    if (amount === 0 && tipPence === 0) {
      nothingLeft = true;
      throw new HttpError(409, "This order has already been refunded in full");
    }
    return await refundOrder(
      deps,
      claimed.orderId,
      { amountPence: amount, refundTip: tipPence > 0, reason: NO_SHOW_REASON },
      actor,
      async (tx, refund) => {
        await tx
          .update(refundRequests)
          .set({
            status: "refunded",
            amountPence: amount,
            refundId: refund.id,
            decidedBy: actor.username,
            decidedAt: actor.at,
          })
          .where(eq(refundRequests.id, id));
        await tx
          .update(onlineOrders)
          .set({ paymentNote: noShowNotes.refunded({ refundPence: amount, tipPence }) })
          .where(eq(onlineOrders.id, claimed.orderId));
        if (approval) {
          await writeAudit(tx, {
            actor,
            kind: "refund.approved",
            subject: refund.order.orderNumber,
            entityId: id,
            after: {
              amountPence: amount,
              ...(tipPence > 0 ? { tipPence } : {}),
              requestedBy: claimed.requestedBy,
            },
          });
        }
      },
    );
  } catch (error) {
    const message = error instanceof HttpError ? error.message : "The refund could not be made";
    await deps.db
      .update(refundRequests)
      .set(
        nothingLeft
          ? { status: "withdrawn", decidedBy: actor.username, decidedAt: actor.at, lastError: message }
          : { status: "pending", lastError: message },
      )
      .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "in_progress")));
    throw error;
  }
}

/** An owner declines: the order stays cancelled and the payment is kept (and stays in the takings). */
export async function declineRefundRequest(
  deps: Deps,
  id: number,
  note: string | undefined,
  actor: AuditActor,
): Promise<PendingRefund> {
  const declined = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refundRequests)
      .set({ status: "declined", decidedBy: actor.username, decidedAt: actor.at, decisionNote: note || null })
      .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "pending")))
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id));
      if (!existing) throw new HttpError(404, "Refund request not found");
      throw new HttpError(409, REFUSED_BECAUSE[existing.status as Exclude<RefundRequestStatus, "pending">]);
    }
    const [order] = await tx
      .update(onlineOrders)
      .set({ paymentNote: noShowNotes.declined(row.amountPence), updatedAt: actor.at })
      .where(eq(onlineOrders.id, row.orderId))
      .returning();
    if (!order) throw new Error("order missing");
    await writeAudit(tx, {
      actor,
      kind: "refund.declined",
      subject: order.orderNumber,
      entityId: id,
      after: { amountPence: row.amountPence, requestedBy: row.requestedBy, note: note || null },
    });
    return { row, order };
  });
  await publishOrderEvent(deps.database, {
    type: "order.payment",
    orderId: declined.order.id,
    orderNumber: declined.order.orderNumber,
  });
  return toPendingRefund(declined.row, declined.order);
}

function toPendingRefund(row: RequestRow, order: OrderRow): PendingRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    collectionDate: order.collectionDate,
    collectionTime: order.collectionTime,
    orderTotalPence: order.totalPence,
    paymentMethod: (order.paymentMethod as OrderPaymentMethod | null) ?? null,
    amountPence: row.amountPence,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    lastError: row.lastError,
  };
}

/** One request with its order, as the list shows it. */
export async function getRefundRequest(db: Db, id: number): Promise<PendingRefund> {
  const [found] = await db
    .select({ row: refundRequests, order: onlineOrders })
    .from(refundRequests)
    .innerJoin(onlineOrders, eq(onlineOrders.id, refundRequests.orderId))
    .where(eq(refundRequests.id, id));
  if (!found) throw new HttpError(404, "Refund request not found");
  return toPendingRefund(found.row, found.order);
}

const DECIDED_SHOWN = 20;

/** Waiting (oldest first, being made included) and the last ones decided (newest first). */
export async function listRefundRequests(db: Db): Promise<PendingRefundList> {
  const open = await db
    .select({ row: refundRequests, order: onlineOrders })
    .from(refundRequests)
    .innerJoin(onlineOrders, eq(onlineOrders.id, refundRequests.orderId))
    .where(inArray(refundRequests.status, ["pending", "in_progress"]))
    .orderBy(asc(refundRequests.requestedAt), asc(refundRequests.id));
  const decided = await db
    .select({ row: refundRequests, order: onlineOrders })
    .from(refundRequests)
    .innerJoin(onlineOrders, eq(onlineOrders.id, refundRequests.orderId))
    .where(and(ne(refundRequests.status, "pending"), ne(refundRequests.status, "in_progress")))
    .orderBy(desc(refundRequests.decidedAt), desc(refundRequests.id))
    .limit(DECIDED_SHOWN);
  return {
    pending: open.map((r) => toPendingRefund(r.row, r.order)),
    decided: decided.map((r) => toPendingRefund(r.row, r.order)),
  };
}
