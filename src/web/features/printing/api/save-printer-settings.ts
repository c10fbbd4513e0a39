import type { PrinterSettingsInput, PrinterStatus } from "@shared/printing/printing.schema";
import { apiRequest } from "@web/lib/api-client";

export function savePrinterSettings(body: PrinterSettingsInput) {
  return apiRequest<PrinterStatus>("PUT", "/api/admin/printer", body);
}
