/**
 * A paid order's VAT receipt (issue 40): the diner saves it from the order's page (offered by a
 * VAT-registered restaurant); staff open it from the order's card to print or send.
 */
import { useMutation } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import type { PaymentStatus } from "@shared/orders/order.schema";
import { vatReceiptRefusal } from "@shared/vat/vat-receipt";
import { Button } from "@web/components/ui/button";
import { describeError } from "@web/lib/api-client";
import { useVatRegistered } from "@web/lib/restaurant";
import { downloadVatReceipt, staffVatReceiptUrl } from "./api/vat-receipt";

export function DinerVatReceipt({
  order,
}: {
  order: { id: number; orderNumber: string; accessToken: string; paymentStatus: PaymentStatus };
}) {
  const vatRegistered = useVatRegistered();
  const download = useMutation({ mutationFn: () => downloadVatReceipt(order) });
  // Offered only when the server will give it (registered, the order paid), as staff's link is.
  if (vatReceiptRefusal(vatRegistered, order.paymentStatus)) return null;
  return (
    <div className="space-y-1">
      <Button variant="secondary" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
        <FileText className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? "Preparing your VAT receipt..." : "Download VAT receipt (PDF)"}
      </Button>
      {download.isError && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(download.error)}
        </p>
      )}
    </div>
  );
}

/** Staff's link, shown only when the server gives the receipt (VAT registered, the order paid). */
export function StaffVatReceiptLink({
  order,
  vatRegistered,
}: {
  order: { id: number; paymentStatus: PaymentStatus };
  vatRegistered: boolean;
}) {
  if (vatReceiptRefusal(vatRegistered, order.paymentStatus)) return null;
  return (
    <a
      href={staffVatReceiptUrl(order.id)}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-maroon-800 underline"
    >
      <FileText className="h-4 w-4" aria-hidden="true" /> VAT receipt (PDF)
    </a>
  );
}
