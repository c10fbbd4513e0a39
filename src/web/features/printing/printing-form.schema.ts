import { z } from "zod";
import { PrinterSettingsInputSchema } from "@shared/printing/printing.schema";
import { into } from "@web/lib/form-schema";

/**
 * The kitchen printer form (the owner's): the address as typed (empty removes the printer),
 * auto-print, and whether orders to be paid online print before their payment.
 */
export const PrinterSettingsFormSchema = z
  .object({ address: z.string(), autoPrint: z.boolean(), printBeforePayment: z.boolean() })
  .transform(into(PrinterSettingsInputSchema));
export type PrinterSettingsFormValues = z.input<typeof PrinterSettingsFormSchema>;
