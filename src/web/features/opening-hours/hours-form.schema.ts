/** What the hours forms hold (times as typed) and how they become the shared input schemas' values. */
import { z } from "zod";
import {
  OperatingHoursUpdateSchema,
  SPECIAL_HOURS_PAST_MESSAGE,
  SpecialHoursInputSchema,
  TimePeriodInputSchema,
} from "@shared/opening-hours/opening-hours.schema";
import { into, OptionalTimeField, requiredField } from "@web/lib/form-schema";

export const OperatingHoursFormSchema = OperatingHoursUpdateSchema.extend({
  lastOrderTime: OptionalTimeField,
});

const period = TimePeriodInputSchema.shape;
export const TimePeriodFormSchema = z.object({
  periodName: period.periodName,
  openTime: requiredField("Opening time is required").pipe(period.openTime),
  closeTime: requiredField("Closing time is required").pipe(period.closeTime),
});

/** Special hours on or after `today` (London); times only count when the day is not closed. */
export function specialHoursFormSchema(today: string) {
  return z
    .object({
      date: z.string(),
      reason: z.string(),
      isClosed: z.boolean(),
      openTime: z.string(),
      closeTime: z.string(),
      lastOrderTime: z.string(),
    })
    .transform(({ openTime, closeTime, lastOrderTime, ...day }) => {
      const time = (t: string) => (day.isClosed ? null : t.trim() || null);
      return {
        ...day,
        openTime: time(openTime),
        closeTime: time(closeTime),
        lastOrderTime: time(lastOrderTime),
      };
    })
    .transform(into(SpecialHoursInputSchema))
    .refine((s) => s.date >= today, { message: SPECIAL_HOURS_PAST_MESSAGE, path: ["date"] });
}
export type SpecialHoursFormValues = z.input<ReturnType<typeof specialHoursFormSchema>>;
