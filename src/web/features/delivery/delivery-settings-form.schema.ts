/**
 * The owner's delivery settings form (drivers per slot, cash on delivery, the delivery hours) and
 * how it becomes the server's UpdateDeliverySettingsSchema. The hours are seven rows kept Sunday
 * first, as the server stores them (the screen lists Monday first); "Same as collection hours"
 * sends null.
 */
import { z } from "zod";
import type { DeliverySettings } from "@shared/delivery/delivery.schema";
import { UpdateDeliverySettingsSchema } from "@shared/delivery/delivery.schema";
import { into } from "@web/lib/form-schema";

/** A new day's starting window when the owner first unticks "Same as collection hours". */
const FIRST_WINDOW = { start: "", end: "" };

export const DeliverySettingsFormSchema = z
  .object({
    deliveriesPerSlot: z.string().trim().regex(/^\d+$/, "Give a whole number").transform(Number),
    cashOnDelivery: z.boolean(),
    sameAsCollection: z.boolean(),
    days: z.array(z.object({ delivers: z.boolean(), start: z.string(), end: z.string() })).length(7),
  })
  .transform(({ sameAsCollection, days, ...rest }) => ({
    ...rest,
    hours: sameAsCollection
      ? null
      : days.map((d) => (d.delivers ? { start: d.start.trim(), end: d.end.trim() } : null)),
  }))
  .transform(into(UpdateDeliverySettingsSchema, { hours: "days" }));
export type DeliverySettingsFormValues = z.input<typeof DeliverySettingsFormSchema>;

export function deliverySettingsFormValues(settings: DeliverySettings): DeliverySettingsFormValues {
  return {
    deliveriesPerSlot: String(settings.deliveriesPerSlot),
    cashOnDelivery: settings.cashOnDelivery,
    sameAsCollection: settings.hours === null,
    days: Array.from({ length: 7 }, (_, day) => {
      const window = settings.hours?.[day] ?? null;
      return window
        ? { delivers: true, start: window.start, end: window.end }
        : { delivers: settings.hours === null, ...FIRST_WINDOW };
    }),
  };
}
