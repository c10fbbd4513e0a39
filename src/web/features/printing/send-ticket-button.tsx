/** Sends an order's ticket to the kitchen's network printer again; shown only when one is set. */
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { printerStatusQueryKey, printerStatusQueryOptions } from "./api/get-printer-status";
import { sendTicketToPrinter } from "./api/send-ticket-to-printer";

export function SendTicketButton({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const status = useQuery(printerStatusQueryOptions());
  const send = useAdminMutation({
    mutationFn: () => sendTicketToPrinter(orderId),
    success: (result) => result.message,
    failure: "Failed to send the ticket to the kitchen printer",
    invalidate: [printerStatusQueryKey],
  });
  if (!status.data?.address) return null;
  return (
    <Button
      variant="ghost"
      onClick={() => send.mutate()}
      disabled={send.isPending}
      aria-label={`Send ticket for order ${orderNumber} to the kitchen printer`}
    >
      <Send size={18} aria-hidden="true" />
      Send to kitchen printer
    </Button>
  );
}
