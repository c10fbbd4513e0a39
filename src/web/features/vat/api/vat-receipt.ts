/** A paid order's VAT receipt as a PDF (issue 40): the diner's, with the order's secret. */
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { downloadFile } from "@web/lib/download";

export function downloadVatReceipt(order: { id: number; orderNumber: string; accessToken: string }) {
  return downloadFile(
    `/api/orders/${order.id}/vat-receipt`,
    { headers: { [ORDER_TOKEN_HEADER]: order.accessToken } },
    `vat-receipt-${order.orderNumber}.pdf`,
  );
}

/** Staff open it in the browser (their session's cookie goes with a plain link). */
export const staffVatReceiptUrl = (orderId: number) => `/api/admin/vat/receipts/${orderId}`;
