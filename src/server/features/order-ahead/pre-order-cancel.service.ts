/**
 * A diner cancels their own pre-order (issue 39 item 4) up to the owner's cut-off before its
 * collection. A paid one is refunded in full first, by the staff's refund (refundOrder: the same
 * reservation, provider call, vouchers and points), then cancelled as staff cancel (the slot and
 * points given back). After the cut-off, or for today's order, the answer says to call, with the
 * restaurant's own phone number. Changing the day or time (pre-order-change.service.ts) asks the
 * same rule.
 */
import { canDinerCancel, isPreOrder } from "@shared/order-ahead/order-ahead-days";
import type { AppDeps } from "../../app-deps";
import type { DbOrTx } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import type { AuditActor } from "../audit-log/audit-writer.service";
import { findOrderForGuest } from "../orders/order-access.service";
import { changeOrderStatus } from "../orders/order-status.service";
import { findOrderById, toOrder } from "../orders/orders.queries";
import { refundOrder } from "../payments/refunds.service";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { loadOrderAheadSettings } from "./order-ahead.queries";

const STATUSES_A_DINER_MAY_CANCEL = new Set(["received"]);
const PAID = new Set(["completed", "partially_refunded"]);

/** A refusal that says to call, with the restaurant's phone from its confirmed details. */
export async function callUsMessage(db: DbOrTx, why: string): Promise<string> {
  const details = await loadConfirmedDetails(db);
  return details?.phone ? `${why} Please call us on ${details.phone}.` : `${why} Please call the restaurant.`;
}

/** What a diner may do to their own pre-order online, up to the same cut-off. */
type DinerAmendment = "cancel" | "change";

const PAST_PARTICIPLE: Record<DinerAmendment, string> = { cancel: "cancelled", change: "changed" };

/**
 * Whether a diner may still cancel or change this order online (409 otherwise): a pre-order not yet
 * started, before the owner's cut-off. Past it, the answer says to call, with the restaurant's
 * phone from its confirmed details. `db` is the caller's transaction when it holds the order's lock.
 */
export async function requireDinerMayStillAmend(
  db: DbOrTx,
  order: { orderStatus: string; collectionDate: string; collectionTime: string; createdAt: Date },
  now: Date,
  amendment: DinerAmendment,
): Promise<void> {
  const { cancelCutoffMinutes } = await loadOrderAheadSettings(db);
  if (order.orderStatus === "cancelled") {
    throw new HttpError(
      409,
      amendment === "cancel" ? "This order is already cancelled." : "This order is cancelled.",
    );
  }
  if (
    !isPreOrder(order.collectionDate, order.createdAt) ||
    !STATUSES_A_DINER_MAY_CANCEL.has(order.orderStatus)
  ) {
    throw new HttpError(
      409,
      await callUsMessage(db, `This order can no longer be ${PAST_PARTICIPLE[amendment]} online.`),
    );
  }
  if (!canDinerCancel(order, now, cancelCutoffMinutes)) {
    throw new HttpError(409, await callUsMessage(db, `It is too late to ${amendment} this order online.`));
  }
}

export async function cancelPreOrderByDiner(deps: AppDeps, orderId: number, token: string | undefined) {
  const order = await findOrderForGuest(deps.db, orderId, token);
  const now = deps.now();
  await requireDinerMayStillAmend(deps.db, order, now, "cancel");
  const actor: AuditActor = {
    userId: null,
    username: "the diner",
    via: "POST /api/order-ahead/orders/:id/cancel",
    at: now,
  };
  if (PAID.has(order.paymentStatus)) {
    await refundOrder(deps, order.id, { reason: "Pre-order cancelled by the diner" }, actor);
  }
  await changeOrderStatus(deps, order.id, "cancelled", actor);
  const row = await findOrderById(deps.db, order.id);
  if (!row) throw new HttpError(404, "Order not found");
  return toOrder(row);
}
