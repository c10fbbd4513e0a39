/**
 * One line on a board card: whether its ticket has printed, when and by what (the kitchen printer
 * or a tablet's browser), or why not yet (waiting for the printer, or for the online payment).
 */
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import type { Order } from "@shared/orders/order.schema";
import { formatInstant } from "@web/lib/format";
import { printerStatusQueryOptions } from "./api/get-printer-status";

const BY = { network: "kitchen printer", browser: "browser" } as const;

export function TicketPrintedState({ order }: { order: Order }) {
  const printer = useQuery(printerStatusQueryOptions());
  let text: string;
  let tone = "text-stone-700";
  if (order.printedAt) {
    text = `Ticket printed ${formatInstant(order.printedAt)} (${BY[order.printedVia ?? "browser"]})`;
  } else if (printer.data?.waitingOrders.includes(order.orderNumber)) {
    text = "Ticket waiting for the printer";
    tone = "font-semibold text-red-800";
  } else if (order.paysOnline && order.paymentStatus === "pending" && printer.data?.address) {
    text = "Ticket prints when paid online";
  } else {
    text = "Ticket not printed";
  }
  return (
    <p className={`flex items-center gap-1 text-sm ${tone}`} data-testid="ticket-printed-state">
      <Printer size={14} aria-hidden="true" />
      {text}
    </p>
  );
}
