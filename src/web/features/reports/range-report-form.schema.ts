import { z } from "zod";
import { getPeriodRange, REPORT_PERIODS } from "@shared/reports/range-report";
import { RangeQuerySchema } from "@shared/reports/range-report.schema";

export const PERIOD_LABELS = {
  day: "Day",
  week: "Week",
  month: "Month",
  custom: "From a date to a date",
} as const;

/**
 * What the report picker holds: a period and a day in it, or two dates; it becomes the server's
 * range query, refused by the same rules (real dates, in order, at most a year).
 */
export const RangeReportFormSchema = z
  .object({
    period: z.enum(REPORT_PERIODS),
    date: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .transform((form) =>
    form.period === "custom" || !/^\d{4}-\d{2}-\d{2}$/.test(form.date)
      ? {
          from: form.period === "custom" ? form.from : form.date,
          to: form.period === "custom" ? form.to : form.date,
        }
      : getPeriodRange(form.period, form.date),
  )
  .pipe(RangeQuerySchema);
export type RangeReportForm = z.input<typeof RangeReportFormSchema>;
