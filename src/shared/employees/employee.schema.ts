/**
 * Employees and their time entries. Hours, overtime and pay are computed by the server (pay.ts),
 * never typed; the National Insurance number is written once, stored encrypted and shown masked.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { TimeSchema } from "../opening-hours/opening-hours.schema";
import { boundedInt, calendarDate, MAX_PRICE_PENCE, multiLineText, singleLineText } from "../text.schema";

/** The weekly labour report's roles. */
export const EMPLOYEE_POSITIONS = ["chef", "waiter", "manager", "other"] as const;
export type EmployeePosition = (typeof EMPLOYEE_POSITIONS)[number];

export const NI_NUMBER_MESSAGE = "Enter a National Insurance number like AB 12 34 56 C";
export const NI_KEY_MISSING_MESSAGE =
  "National Insurance numbers cannot be stored: the server has no BACK_OFFICE_ENCRYPTION_KEY. Leave the field blank or ask whoever runs the server to set one.";
const END_BEFORE_START_MESSAGE = "The end date cannot be before the start date";

/**
 * HMRC's format: two prefix letters (neither D, F, I, Q, U or V, the second not O, and not one of the
 * prefixes never issued), six digits, and A, B, C or D.
 */
const NI_PATTERN = /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;

/** "ab 12 34 56 c" -> "AB123456C"; null when it is not a National Insurance number. */
function normaliseNiNumber(text: string): string | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  return NI_PATTERN.test(compact) ? compact : null;
}

/** "AB123456C" -> "AB •• •• •• C": enough to tell two people apart, not enough to use. */
export function maskNiNumber(niNumber: string): string {
  return `${niNumber.slice(0, 2)} •• •• •• ${niNumber.slice(-1)}`;
}

const NiNumberSchema = z.string().transform((v, ctx) => {
  const normalised = normaliseNiNumber(v);
  if (normalised === null) {
    ctx.addIssue({ code: "custom", message: NI_NUMBER_MESSAGE });
    return z.NEVER;
  }
  return normalised;
});

const optionalLine = (max: number) =>
  singleLineText()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();

const EmployeeFields = z.object({
  firstName: singleLineText({ error: "First name is required" }).min(1, "First name is required").max(50),
  lastName: singleLineText({ error: "Last name is required" }).min(1, "Last name is required").max(50),
  position: z.enum(EMPLOYEE_POSITIONS, { error: "Choose a position" }),
  hourlyRatePence: boundedInt(1, MAX_PRICE_PENCE, {
    min: "Hourly rate must be more than zero",
    max: "Hourly rate is too large",
  }),
  isActive: z.boolean(),
  startDate: calendarDate("Enter the start date"),
  endDate: calendarDate("Enter a valid end date").nullable().optional(),
  phoneNumber: optionalLine(20),
  email: z
    .email("Enter a valid email address")
    .max(255)
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  /** Sent only to set or replace it; the server never sends it back in clear. */
  nationalInsuranceNumber: NiNumberSchema.nullable().optional(),
  /** The owner saw that the hourly rate is below the National Living Wage and keeps it. */
  confirmBelowMinimumWage: z.literal(true).optional(),
});

export const BELOW_MINIMUM_WAGE_CODE = "BELOW_MINIMUM_WAGE";
/** "£5.00 an hour is below the National Living Wage of £12.71 an hour." */
export function belowMinimumWageMessage(ratePence: number, livingWagePence: number): string {
  return `${formatPence(ratePence)} an hour is below the National Living Wage of ${formatPence(livingWagePence)} an hour. Confirm to save it anyway.`;
}

const endAfterStart = (v: { startDate?: string; endDate?: string | null }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;

export const EmployeeInputSchema = EmployeeFields.extend({ isActive: z.boolean().default(true) }).refine(
  endAfterStart,
  {
    message: END_BEFORE_START_MESSAGE,
    path: ["endDate"],
  },
);
export type EmployeeInput = z.input<typeof EmployeeInputSchema>;

/** An edit changes only the fields sent (no defaults, so nothing unsent is reset). */
export const EmployeePatchSchema = EmployeeFields.partial()
  .extend({
    /** The day a changed hourly rate is in force from (this week's Monday when not sent); shifts before keep theirs. */
    rateFromDate: calendarDate("Enter the date the new rate is paid from").optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one field to change")
  .refine((v) => v.rateFromDate === undefined || v.hourlyRatePence !== undefined, {
    message: "Send the new hourly rate with the date it is paid from",
    path: ["hourlyRatePence"],
  })
  .refine(endAfterStart, { message: END_BEFORE_START_MESSAGE, path: ["endDate"] });

export const EmployeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.enum(EMPLOYEE_POSITIONS),
  hourlyRatePence: z.number().int(),
  isActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** "AB •• •• •• C", "Stored (key unavailable)" or null when none is on file. */
  nationalInsuranceNumberMasked: z.string().nullable(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** One step of an employee's rate history: the rate in force from `fromDate`. */
const PayRateSchema = z.object({ fromDate: z.string(), hourlyRatePence: z.number().int() });
export const PayRatesSchema = z.array(PayRateSchema);

const TimeEntryFields = z.object({
  employeeId: boundedInt(1, 2_147_483_647, { min: "Choose an employee", max: "Choose an employee" }),
  date: calendarDate("Enter the date of the shift"),
  clockInTime: TimeSchema,
  clockOutTime: TimeSchema.nullable().optional(),
  breakDuration: boundedInt(0, 600, {
    min: "The break cannot be negative",
    max: "The break cannot be longer than 10 hours",
  }),
  notes: multiLineText()
    .max(500)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
/** Clock-out earlier than clock-in means the shift ended after midnight. */
export const TimeEntryInputSchema = TimeEntryFields.extend({
  breakDuration: TimeEntryFields.shape.breakDuration.default(0),
});
export type TimeEntryInput = z.input<typeof TimeEntryInputSchema>;

/** An edit changes only the fields sent (no defaults, so nothing unsent is reset). */
export const TimeEntryPatchSchema = TimeEntryFields.omit({ employeeId: true })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one field to change");

export const TimeEntrySchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  date: z.string(),
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  breakDuration: z.number().int(),
  /** "7.50": hours to 2 decimals; null while the shift is open. */
  hoursWorked: z.string().nullable(),
  overtimeHours: z.string().nullable(),
  totalPayPence: z.number().int().nullable(),
  notes: z.string().nullable(),
  enteredBy: z.string().nullable(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

export const TimeEntriesWeekQuerySchema = z.object({
  /** Any date in the week wanted; the week is Monday to Sunday in London. */
  date: calendarDate("Enter a valid date"),
});

export const TimeEntriesWeekSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  entries: z.array(TimeEntrySchema),
});
export type TimeEntriesWeek = z.infer<typeof TimeEntriesWeekSchema>;
