/**
 * The board's printer banner: "Printer offline - 3 tickets waiting" while the kitchen printer does
 * not answer its status (its tickets are kept and print, oldest first, when it is back), with the
 * waiting order numbers and Retry now; nothing while all is well.
 */
import { useQuery } from "@tanstack/react-query";
import { PrinterX, RotateCw } from "lucide-react";
import { describePrinterTrouble } from "@shared/printing/printing.schema";
import { Button } from "@web/components/ui/button";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { printerStatusQueryKey, printerStatusQueryOptions } from "./api/get-printer-status";
import { retryWaitingTickets } from "./api/retry-waiting-tickets";

export function PrinterStatusIndicator() {
  const status = useQuery(printerStatusQueryOptions());
  const retry = useAdminMutation({
    mutationFn: retryWaitingTickets,
    success: (result) => result.message,
    failure: "Failed to retry the kitchen printer",
    invalidate: [printerStatusQueryKey],
  });
  const data = status.data;
  const trouble = data ? describePrinterTrouble(data) : null;
  return (
    <div role="status" aria-live="polite" data-testid="printer-status">
      {trouble && data && (
        <div
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 ${
            data.state === "offline" ? "bg-red-100 text-red-900" : "bg-saffron-50 text-stone-900"
          }`}
        >
          <PrinterX size={20} aria-hidden="true" />
          <span className="font-semibold">{trouble}</span>
          {data.state === "offline" && data.lastError && <span>({data.lastError})</span>}
          {data.waitingOrders.length > 0 && (
            <span data-testid="waiting-orders">
              Waiting, oldest first: <span className="font-semibold">{data.waitingOrders.join(", ")}</span>
            </span>
          )}
          {data.waiting > 0 && (
            <Button size="sm" variant="secondary" onClick={() => retry.mutate()} disabled={retry.isPending}>
              <RotateCw size={16} aria-hidden="true" /> Retry now
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
