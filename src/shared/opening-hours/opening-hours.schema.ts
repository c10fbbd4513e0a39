import { z } from "zod";
import { boundedInt, calendarDate, multiLineText, nonEmptyPatch, singleLineText } from "../text.schema";

export const TIME_FORMAT_MESSAGE = "Invalid Time Format: Please use HH:MM format (e.g., 09:30, 17:00)";
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TimeSchema = z.string().regex(HHMM, TIME_FORMAT_MESSAGE);
export const IsoDateSchema = calendarDate("Use a date as YYYY-MM-DD");

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

export const SPECIAL_HOURS_REQUIRED_MESSAGE = "Date and reason are required";
export const SPECIAL_HOURS_PAST_MESSAGE = "The date must be today or later";

const notesText = multiLineText().max(500);

export const OperatingHoursUpdateSchema = z.object({
  openTime: TimeSchema,
  closeTime: TimeSchema,
  isClosed: z.boolean(),
  isOrderingEnabled: z.boolean(),
  lastOrderTime: TimeSchema.nullable(),
  notes: notesText.nullable().default(null),
});

export const TimePeriodInputSchema = z.object({
  dayOfWeek: boundedInt(0, 6),
  periodName: singleLineText().min(1, "Name is required").max(50),
  openTime: TimeSchema,
  closeTime: TimeSchema,
  /** A new period's last order time defaults to its closing time (spec section 5). */
  lastOrderTime: TimeSchema.nullable().optional(),
  isOrderingEnabled: z.boolean().default(true),
  notes: notesText.nullable().default(null),
  isActive: z.boolean().default(true),
});
export const TimePeriodPatchSchema = nonEmptyPatch(
  z
    .object({
      periodName: singleLineText().min(1, "Name is required").max(50),
      openTime: TimeSchema,
      closeTime: TimeSchema,
      lastOrderTime: TimeSchema.nullable(),
      isOrderingEnabled: z.boolean(),
      notes: notesText.nullable(),
      isActive: z.boolean(),
    })
    .partial(),
);

export const SpecialHoursInputSchema = z
  .object({
    date: calendarDate(SPECIAL_HOURS_REQUIRED_MESSAGE),
    reason: singleLineText({ error: SPECIAL_HOURS_REQUIRED_MESSAGE })
      .min(1, SPECIAL_HOURS_REQUIRED_MESSAGE)
      .max(200),
    isClosed: z.boolean().default(false),
    openTime: TimeSchema.nullable().default(null),
    closeTime: TimeSchema.nullable().default(null),
    lastOrderTime: TimeSchema.nullable().default(null),
    isOrderingEnabled: z.boolean().default(true),
    notes: notesText.nullable().default(null),
  })
  .refine((s) => s.isClosed || (s.openTime !== null && s.closeTime !== null), {
    message: "Open and close times are required unless closed all day",
    path: ["openTime"],
  });
export type SpecialHoursInput = z.input<typeof SpecialHoursInputSchema>;
