/**
 * The owner's "Refunds to approve" (issue 32, item 10): no-show refunds staff could not make
 * themselves, oldest first. Approving makes the real refund (through the provider that took the
 * money); declining keeps the payment. Until either, the money stays in the takings.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPence } from "@shared/money";
import type { PendingRefund } from "@shared/payments/no-show.schema";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Loaded } from "@web/components/ui/loaded";
import { adminOrdersQueryKey } from "@web/features/kitchen-board/api/get-board-orders";
import { todayReportQueryKey } from "@web/features/reports/api/get-today-report";
import { formatCalendarDate, formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import {
  approveRefundRequest,
  declineRefundRequest,
  refundRequestsQueryOptions,
} from "./api/refund-requests";

const AFTER_DECISION = [refundRequestsQueryOptions().queryKey, adminOrdersQueryKey, todayReportQueryKey];

const STATUS_WORDS: Record<PendingRefund["status"], string> = {
  pending: "waiting",
  in_progress: "being made",
  refunded: "refunded",
  declined: "declined",
  withdrawn: "withdrawn",
};

function WaitingRefund({ refund }: { refund: PendingRefund }) {
  const [asking, setAsking] = useState<"approve" | "decline" | null>(null);
  const approve = useAdminMutation({
    mutationFn: () => approveRefundRequest(refund.id),
    success: `${formatPence(refund.amountPence)} refunded for order ${refund.orderNumber}`,
    failure: "Refund failed",
    invalidate: AFTER_DECISION,
  });
  const decline = useAdminMutation({
    mutationFn: () => declineRefundRequest(refund.id, {}),
    success: `Refund for order ${refund.orderNumber} declined: the payment is kept`,
    failure: "Could not decline the refund",
    invalidate: AFTER_DECISION,
  });
  const busy = approve.isPending || decline.isPending || refund.status === "in_progress";
  return (
    <li
      className="rounded-lg border border-stone-300 bg-white p-4"
      aria-label={`Refund for order ${refund.orderNumber}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-stone-900">
            {formatPence(refund.amountPence)} to {refund.customerName} · order #{refund.orderNumber}
          </p>
          <p className="text-stone-800">
            {refund.reason}: collection {refund.collectionTime} on {formatCalendarDate(refund.collectionDate)}
            ; paid {formatPence(refund.orderTotalPence)}. Asked for by {refund.requestedBy},{" "}
            {formatInstant(refund.requestedAt)}.
          </p>
          {refund.lastError && (
            <p role="note" className="mt-1 font-semibold text-red-800">
              Last try failed: {refund.lastError}
            </p>
          )}
          {refund.status === "in_progress" && <p className="mt-1 text-stone-800">Being made now...</p>}
        </div>
        <div className="flex gap-2">
          <Button disabled={busy} onClick={() => setAsking("approve")}>
            Approve refund
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setAsking("decline")}>
            Decline
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={
          asking === "approve"
            ? `Refund ${formatPence(refund.amountPence)} to ${refund.customerName}?`
            : `Decline the refund for order ${refund.orderNumber}?`
        }
        description={
          asking === "approve"
            ? `The money goes back the way it was paid, and the diner is emailed. Order #${refund.orderNumber}, asked for by ${refund.requestedBy}.`
            : `The diner is not refunded and the ${formatPence(refund.amountPence)} stays in the takings.`
        }
        cancelLabel="Not now"
        confirmLabel={asking === "approve" ? "Approve refund" : "Decline refund"}
        onConfirm={() => (asking === "approve" ? approve.mutate() : decline.mutate())}
      />
    </li>
  );
}

export function RefundsToApproveTab() {
  const list = useQuery(refundRequestsQueryOptions());
  return (
    <section aria-labelledby="refunds-to-approve-heading" className="space-y-4">
      <h2 id="refunds-to-approve-heading" className="text-2xl font-bold text-stone-900">
        Refunds to approve
      </h2>
      <Loaded query={list} what="refunds to approve">
        {(data) => (
          <>
            {data.pending.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
                No refunds waiting. Staff's no-show refunds over their limit appear here.
              </p>
            ) : (
              <ul className="space-y-3" aria-label="Waiting for approval">
                {data.pending.map((r) => (
                  <WaitingRefund key={r.id} refund={r} />
                ))}
              </ul>
            )}
            {data.decided.length > 0 && (
              <div>
                <h3 className="text-lg font-bold text-stone-900">Decided lately</h3>
                <ul className="mt-2 space-y-1 text-stone-800">
                  {data.decided.map((r) => (
                    <li key={r.id}>
                      #{r.orderNumber}: {formatPence(r.amountPence)} {STATUS_WORDS[r.status]}
                      {r.decidedBy ? ` by ${r.decidedBy}` : ""}
                      {r.decidedAt ? `, ${formatInstant(r.decidedAt)}` : ""}
                      {r.decisionNote ? ` (${r.decisionNote})` : ""}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
