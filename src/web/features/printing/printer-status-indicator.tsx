/**
 * The board's printer line: "Printer offline - 3 tickets waiting" while the kitchen printer does
 * not answer (its tickets are kept and print when it is back), nothing while all is well.
 */
import { useQuery } from "@tanstack/react-query";
import { PrinterX } from "lucide-react";
import { describePrinterTrouble } from "@shared/printing/printing.schema";
import { printerStatusQueryOptions } from "./api/get-printer-status";

export function PrinterStatusIndicator() {
  const status = useQuery(printerStatusQueryOptions());
  const trouble = status.data ? describePrinterTrouble(status.data) : null;
  return (
    <div role="status" aria-live="polite" data-testid="printer-status">
      {trouble && status.data && (
        <p
          className={`flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 font-semibold ${
            status.data.state === "offline" ? "bg-red-100 text-red-900" : "bg-saffron-50 text-stone-900"
          }`}
        >
          <PrinterX size={20} aria-hidden="true" />
          <span>{trouble}</span>
          {status.data.state === "offline" && status.data.lastError && (
            <span className="font-normal">({status.data.lastError})</span>
          )}
        </p>
      )}
    </div>
  );
}
