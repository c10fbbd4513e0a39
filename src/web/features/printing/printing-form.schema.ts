import { z } from "zod";
import { PrinterSettingsInputSchema } from "@shared/printing/printing.schema";
import { into } from "@web/lib/form-schema";

/** The kitchen printer form: the address as typed (empty removes the printer) and auto-print. */
export const PrinterSettingsFormSchema = z
  .object({ address: z.string(), autoPrint: z.boolean() })
  .transform(into(PrinterSettingsInputSchema));
export type PrinterSettingsFormValues = z.input<typeof PrinterSettingsFormSchema>;
