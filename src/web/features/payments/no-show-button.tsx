/**
 * "No-show" on a kitchen board card (issue 32, item 10): staff cancel an order whose diner never
 * came. The dialog first asks the server what happens to the money for this person (refunded at
 * once within the owner's staff limit, or waiting for an owner's approval) and says it in words;
 * the amount confirmed is sent back, so a refund that changed meanwhile is refused, not guessed.
 */
import { useQuery } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useState } from "react";
import { formatPence } from "@shared/money";
import type { Order } from "@shared/orders/order.schema";
import { describeNoShowMoney, type NoShowPreview } from "@shared/payments/no-show.schema";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { adminOrdersQueryKey } from "@web/features/kitchen-board/api/get-board-orders";
import { todayReportQueryKey } from "@web/features/reports/api/get-today-report";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { cancelNoShow, noShowPreviewQueryOptions } from "./api/no-show";
import { refundRequestsQueryKey } from "./api/refund-requests";

function describePreview(p: NoShowPreview): string {
  if (p.outcome === "nothing_to_refund") return "It is not paid, so there is nothing to refund.";
  const money = describeNoShowMoney(p);
  if (p.outcome === "refund_now")
    return `${money.charAt(0).toUpperCase()}${money.slice(1)} is refunded to the diner now.`;
  return (
    `The refund of ${money} waits for an owner to approve it` +
    (p.staffRefundLimitPence > 0
      ? ` (staff may refund up to ${formatPence(p.staffRefundLimitPence)}).`
      : " (staff refunds are not allowed).") +
    " Until then the payment stays in the takings."
  );
}

export function NoShowButton({ order }: { order: Pick<Order, "id" | "orderNumber" | "orderStatus"> }) {
  const [open, setOpen] = useState(false);
  const preview = useQuery({ ...noShowPreviewQueryOptions(order.id), enabled: open });
  const clear = useAdminMutation({
    mutationFn: (refundPence: number) => cancelNoShow(order.id, refundPence),
    success: (result) => result.message,
    failure: "Could not cancel the no-show",
    invalidate: [adminOrdersQueryKey, adminStatsQueryKey, todayReportQueryKey, refundRequestsQueryKey],
  });
  if (order.orderStatus === "cancelled" || order.orderStatus === "collected") return null;
  return (
    <>
      <Button size="sm" variant="ghost" disabled={clear.isPending} onClick={() => setOpen(true)}>
        <UserX size={16} aria-hidden="true" /> No-show
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Cancel order ${order.orderNumber} as a no-show?`}
        description={
          preview.isPending
            ? "Checking the payment..."
            : preview.isError
              ? `Could not check the payment: ${preview.error.message}`
              : `The order is cancelled and its collection time freed. ${describePreview(preview.data)}`
        }
        cancelLabel="Keep the order"
        confirmLabel="Cancel as no-show"
        onConfirm={() => {
          if (!preview.data) {
            toast.error("The payment is still being checked. Try again in a moment.");
            return;
          }
          clear.mutate(preview.data.refundPence);
        }}
      />
    </>
  );
}
