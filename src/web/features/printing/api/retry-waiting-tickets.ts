import type { PrinterStatus } from "@shared/printing/printing.schema";
import { apiRequest } from "@web/lib/api-client";

/** "Retry now": the tickets waiting for the kitchen printer are tried at once, oldest first. */
export function retryWaitingTickets() {
  return apiRequest<{ message: string; status: PrinterStatus }>("POST", "/api/admin/printer/retry");
}
