import { z } from "zod";

export const TIME_FORMAT_MESSAGE = "Invalid Time Format: Please use HH:MM format (e.g., 09:30, 17:00)";
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TimeSchema = z.string().regex(HHMM, TIME_FORMAT_MESSAGE);
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD");

export const OperatingHoursSchema = z.object({
  id: z.number().int(),
  dayOfWeek: z.number().int().min(0).max(6),
  openTime: TimeSchema,
  closeTime: TimeSchema,
  isClosed: z.boolean(),
  isOrderingEnabled: z.boolean(),
  lastOrderTime: TimeSchema.nullable(),
  notes: z.string().nullable(),
});
export type OperatingHours = z.infer<typeof OperatingHoursSchema>;

export const TimePeriodSchema = z.object({
  id: z.number().int(),
  dayOfWeek: z.number().int().min(0).max(6),
  periodName: z.string(),
  openTime: TimeSchema,
  closeTime: TimeSchema,
  lastOrderTime: TimeSchema.nullable(),
  isOrderingEnabled: z.boolean(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});
export type TimePeriod = z.infer<typeof TimePeriodSchema>;

export const SpecialHoursSchema = z.object({
  id: z.number().int(),
  date: IsoDateSchema,
  openTime: TimeSchema.nullable(),
  closeTime: TimeSchema.nullable(),
  lastOrderTime: TimeSchema.nullable(),
  isClosed: z.boolean(),
  isOrderingEnabled: z.boolean(),
  reason: z.string(),
  notes: z.string().nullable(),
});
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;

export const RestaurantStatusSchema = z.object({
  isOpen: z.boolean(),
  message: z.string(),
  /** "HH:MM" today, or "Tuesday 11:00" on a later day; null when nothing is scheduled in the next week. */
  nextOpenTime: z.string().nullable(),
  nextCloseTime: z.string().nullable(),
});
export type RestaurantStatus = z.infer<typeof RestaurantStatusSchema>;

/** Everything the schedule rules need to know about the restaurant's hours. */
export interface HoursData {
  hours: Pick<
    OperatingHours,
    "dayOfWeek" | "openTime" | "closeTime" | "isClosed" | "isOrderingEnabled" | "lastOrderTime"
  >[];
  periods: Pick<
    TimePeriod,
    "dayOfWeek" | "periodName" | "openTime" | "closeTime" | "lastOrderTime" | "isOrderingEnabled" | "isActive"
  >[];
  specialHours: Pick<
    SpecialHours,
    "date" | "openTime" | "closeTime" | "lastOrderTime" | "isClosed" | "isOrderingEnabled" | "reason"
  >[];
}
