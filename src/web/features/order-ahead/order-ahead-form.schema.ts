import { z } from "zod";
import { OrderAheadSettingsSchema } from "@shared/order-ahead/order-ahead-days";

/** A whole number typed as text: digits only, so "", "1.5" and "2e3" are refused, not coerced. */
const whole = (message: string) => z.string().trim().regex(/^\d+$/, message).transform(Number);
const shape = OrderAheadSettingsSchema.shape;

/** The owner's order-ahead card: the three numbers as typed, into the shared schema's input. */
export const OrderAheadFormSchema = z.object({
  daysAhead: whole("Days ahead must be a whole number").pipe(shape.daysAhead),
  printMinutesBefore: whole("Print minutes must be a whole number").pipe(shape.printMinutesBefore),
  cancelCutoffMinutes: whole("The cut-off must be a whole number").pipe(shape.cancelCutoffMinutes),
});
export type OrderAheadFormValues = z.input<typeof OrderAheadFormSchema>;
