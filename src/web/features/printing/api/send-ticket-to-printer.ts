import type { PrinterStatus } from "@shared/printing/printing.schema";
import { apiRequest } from "@web/lib/api-client";

export function sendTicketToPrinter(orderId: number) {
  return apiRequest<{ message: string; status: PrinterStatus }>("POST", "/api/admin/printer/reprints", {
    orderId,
  });
}
