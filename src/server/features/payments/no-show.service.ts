/**
 * Staff clear a no-show (issue 32, item 10): the order is cancelled with its refund recorded in
 * the same transaction (changeOrderStatus's no-show path), then, when this person may make it
 * (an owner, or staff within the owner's limit), the refund is made at once through the refund
 * path; otherwise it waits in "Refunds to approve". A refund the provider refuses now waits too,
 * with the provider's reason, so nothing is lost. Until a refund is made the payment stays in the
 * takings: the order was paid and the money is still the restaurant's.
 */
import { eq } from "drizzle-orm";
import { formatPence } from "@shared/money";
import {
  decideNoShowRefund,
  describeNoShowResult,
  type NoShowOutcome,
  type NoShowPreview,
  type NoShowResult,
} from "@shared/payments/no-show.schema";
import { noShowRefundParts } from "@shared/payments/refunds";
import type { StaffRole } from "@shared/staff-accounts/staff-account.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { restaurantSettings } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { changeOrderStatus } from "../orders/order-status.service";
import { findOrderById, toOrder } from "../orders/orders.queries";
import { findOrder } from "./payment-recording.service";
import { makeRequestedRefund, openRefundRequest } from "./refund-requests.service";

type Deps = Pick<AppDeps, "db" | "database" | "now" | "env">;

async function loadStaffRefundLimit(db: Db): Promise<number> {
  const [row] = await db
    .select({ limit: restaurantSettings.staffRefundLimitPence })
    .from(restaurantSettings)
    .where(eq(restaurantSettings.id, 1));
  return row?.limit ?? 0;
}

function refuseIfNotANoShow(orderStatus: string): void {
  if (orderStatus === "cancelled") throw new HttpError(409, "This order is already cancelled");
  if (orderStatus === "collected")
    throw new HttpError(409, "This order was collected, so it is not a no-show");
}

/** What cancelling this order as a no-show would do, for this person (the dialog says it first). */
export async function previewNoShow(db: Db, orderId: number, role: StaffRole): Promise<NoShowPreview> {
  const order = await findOrder(db, orderId);
  refuseIfNotANoShow(order.orderStatus);
  const limit = await loadStaffRefundLimit(db);
  const { refundPence, tipPence } = noShowRefundParts(order);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    refundPence,
    tipPence,
    // The staff limit caps what goes back to the diner, the tip with it.
    outcome: decideNoShowRefund(refundPence + tipPence, role, limit),
    staffRefundLimitPence: limit,
  };
}

export async function cancelNoShow(
  deps: Deps,
  orderId: number,
  confirmedRefundPence: number,
  actor: AuditActor,
  role: StaffRole,
): Promise<NoShowResult> {
  const limit = await loadStaffRefundLimit(deps.db);
  let outcome: NoShowOutcome = "nothing_to_refund";
  let refundPence = 0;
  let tipPence = 0;
  let requestId: number | null = null;
  const cancelled = await changeOrderStatus(deps, orderId, "cancelled", actor, {
    record: async (tx, before, row) => {
      refuseIfNotANoShow(before.orderStatus);
      // The order is locked: what it can give back now is what is refunded or asked for.
      ({ refundPence, tipPence } = noShowRefundParts(row));
      if (refundPence !== confirmedRefundPence) {
        throw new HttpError(
          409,
          `This order's refund is now ${formatPence(refundPence)}, not ${formatPence(confirmedRefundPence)}. Look at the order again and confirm.`,
        );
      }
      outcome = decideNoShowRefund(refundPence + tipPence, role, limit);
      if (refundPence + tipPence > 0)
        requestId = await openRefundRequest(tx, row, { refundPence, tipPence }, actor);
      await writeAudit(tx, {
        actor,
        kind: "order.no-show",
        subject: row.orderNumber,
        entityId: row.id,
        before: { status: before.orderStatus },
        after: { refundPence, ...(tipPence > 0 ? { tipPence } : {}), outcome, staffLimitPence: limit },
      });
    },
  });
  // Set inside the transaction's callback, which the compiler does not follow.
  const decided = outcome as NoShowOutcome;
  const request = requestId as number | null;
  if (decided !== "refund_now" || request === null) {
    const done = decided === "nothing_to_refund" ? "nothing_to_refund" : "to_approve";
    return {
      order: await reloadOrder(deps.db, orderId, cancelled),
      outcome: done,
      refundPence,
      tipPence,
      message: describeNoShowResult(cancelled.orderNumber, done, { refundPence, tipPence }),
    };
  }
  try {
    await makeRequestedRefund(deps, request, actor, false);
  } catch (error) {
    // Cancelled and asked for: the refund waits for an owner, with what the provider said.
    const reason = error instanceof HttpError ? error.message : "the payment provider did not answer";
    return {
      order: await reloadOrder(deps.db, orderId, cancelled),
      outcome: "to_approve",
      refundPence,
      tipPence,
      message: describeNoShowResult(cancelled.orderNumber, "to_approve", { refundPence, tipPence }, reason),
    };
  }
  return {
    order: await reloadOrder(deps.db, orderId, cancelled),
    outcome: "refunded",
    refundPence,
    tipPence,
    message: describeNoShowResult(cancelled.orderNumber, "refunded", { refundPence, tipPence }),
  };
}

async function reloadOrder(db: Db, orderId: number, fallback: ReturnType<typeof toOrder>) {
  const row = await findOrderById(db, orderId);
  return row ? toOrder(row) : fallback;
}
