import { z } from "zod";
import { IsoDateSchema } from "../opening-hours/opening-hours.schema";
import { TIP_MAX_CHOICES, TIP_MAX_PERCENT } from "./tips";

const PercentSchema = z
  .number({ error: "A tip percentage is a whole number" })
  .int("A tip percentage is a whole number")
  .min(1, "A tip percentage is at least 1%")
  .max(TIP_MAX_PERCENT, `A tip percentage is at most ${TIP_MAX_PERCENT}%`);

/** The owner's tips at checkout: off by default; the percentages offered, distinct, in order. */
export const TipSettingsSchema = z.object({
  enabled: z.boolean(),
  percentages: z
    .array(PercentSchema)
    .min(1, "Offer at least one tip percentage")
    .max(TIP_MAX_CHOICES, `Offer at most ${TIP_MAX_CHOICES} tip percentages`)
    .refine((p) => new Set(p).size === p.length, "Each tip percentage once"),
});
export type TipSettings = z.infer<typeof TipSettingsSchema>;

/** What checkout reads: the percentages on offer (none when tips are off). */
export const TipOptionsSchema = z.object({ percentages: z.array(z.number().int()) });
export type TipOptions = z.infer<typeof TipOptionsSchema>;

/** The diner's choice at checkout, on the order: a percentage offered (0 or absent: no tip). */
export const TipPercentSchema = z
  .number({ error: "Tip must be a whole percentage" })
  .int("Tip must be a whole percentage")
  .min(0, "Tip cannot be negative")
  .max(TIP_MAX_PERCENT, `Tip must be at most ${TIP_MAX_PERCENT}%`)
  .nullish()
  .transform((v) => v ?? 0);

export const TipDayParamsSchema = z.object({ date: IsoDateSchema });

/** The owner's own split of one day; an empty list goes back to sharing by hours. */
export const TipDaySplitInputSchema = z.object({
  weights: z
    .array(
      z.object({
        employeeId: z.number().int().positive(),
        weight: z.number().int("A share is a whole number").min(0, "A share cannot be negative").max(1000),
      }),
    )
    .max(200)
    .refine((w) => new Set(w.map((x) => x.employeeId)).size === w.length, "Each employee once"),
});
export type TipDaySplitInput = z.infer<typeof TipDaySplitInputSchema>;

export const TipDaySchema = z.object({
  date: z.string(),
  onlineTipsPence: z.number().int(),
  counterTipsPence: z.number().int(),
  totalPence: z.number().int(),
  basis: z.enum(["hours", "owner"]),
  /** Nobody to share to (no one worked, or the split gives everyone 0): the tips wait. */
  unsharedPence: z.number().int(),
  shares: z.array(
    z.object({
      employeeId: z.number().int(),
      name: z.string(),
      /** Minutes worked (by hours) or the owner's weight. */
      weight: z.number().int(),
      sharePence: z.number().int(),
    }),
  ),
});
export type TipDay = z.infer<typeof TipDaySchema>;

export const TipWeekQuerySchema = z.object({ date: IsoDateSchema });

/** Each employee's week: pay for hours and tips, beside each other. */
export const TipWeekSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  employees: z.array(
    z.object({
      employeeId: z.number().int(),
      name: z.string(),
      payPence: z.number().int(),
      tipsPence: z.number().int(),
    }),
  ),
  tipsPence: z.number().int(),
  unsharedPence: z.number().int(),
});
export type TipWeek = z.infer<typeof TipWeekSchema>;
