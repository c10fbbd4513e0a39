/**
 * What the employee and time-entry forms hold (text, as inputs give it) and how it becomes the
 * shared input schemas, whose rules and messages then apply to the same fields.
 */
import { z } from "zod";
import {
  EMPLOYEE_POSITIONS,
  EmployeeInputSchema,
  EmployeePatchSchema,
  TimeEntryInputSchema,
  TimeEntryPatchSchema,
} from "@shared/employees/employee.schema";
import { parsePounds } from "@shared/money";
import { into } from "@web/lib/form-schema";

const blankToNull = (v: string) => v.trim() || null;

/** The hourly rate typed in pounds, or null with an issue on the field that shows how to write it. */
function parseHourlyRate(hourlyRate: string, ctx: z.RefinementCtx, example: string): number | null {
  const pence = parsePounds(hourlyRate);
  if (pence === null) {
    ctx.addIssue({
      code: "custom",
      path: ["hourlyRate"],
      message: `Enter the hourly rate in pounds, like ${example}`,
    });
  }
  return pence;
}

export const EmployeeFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    position: z.enum(EMPLOYEE_POSITIONS),
    hourlyRate: z.string(),
    startDate: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    nationalInsuranceNumber: z.string(),
  })
  .transform(({ hourlyRate, phoneNumber, email, nationalInsuranceNumber, ...rest }, ctx) => {
    const hourlyRatePence = parseHourlyRate(hourlyRate, ctx, "12.21");
    if (hourlyRatePence === null) return z.NEVER;
    return {
      ...rest,
      hourlyRatePence,
      phoneNumber: blankToNull(phoneNumber),
      email: blankToNull(email),
      nationalInsuranceNumber: blankToNull(nationalInsuranceNumber),
    };
  })
  .transform(into(EmployeeInputSchema));
export type EmployeeFormValues = z.input<typeof EmployeeFormSchema>;

export const TimeEntryFormSchema = z
  .object({
    employeeId: z.string().min(1, "Choose an employee"),
    date: z.string(),
    clockInTime: z.string(),
    clockOutTime: z.string(),
    breakDuration: z.string(),
  })
  .transform(({ employeeId, clockOutTime, breakDuration, ...rest }) => ({
    ...rest,
    employeeId: Number(employeeId),
    clockOutTime: clockOutTime.trim() || null,
    breakDuration: breakDuration.trim() === "" ? 0 : Number(breakDuration),
  }))
  .transform(into(TimeEntryInputSchema));
export type TimeEntryFormValues = z.input<typeof TimeEntryFormSchema>;

/** An owner's edit of an employee: rate, position and end date (blank: still working here). */
export const EmployeeEditFormSchema = z
  .object({
    position: z.enum(EMPLOYEE_POSITIONS),
    hourlyRate: z.string(),
    /** The day a changed rate is paid from; blank is this week's Monday. Shifts before it keep their pay. */
    rateFromDate: z.string(),
    endDate: z.string(),
  })
  .transform(({ hourlyRate, rateFromDate, endDate, position }, ctx) => {
    const hourlyRatePence = parseHourlyRate(hourlyRate, ctx, "12.71");
    if (hourlyRatePence === null) return z.NEVER;
    const from = rateFromDate.trim();
    return {
      position,
      hourlyRatePence,
      endDate: endDate.trim() || null,
      ...(from ? { rateFromDate: from } : {}),
    };
  })
  .transform(into(EmployeePatchSchema));
export type EmployeeEditFormValues = z.input<typeof EmployeeEditFormSchema>;

/** An owner's correction of a shift: its date, times and break. */
export const TimeEntryEditFormSchema = z
  .object({ date: z.string(), clockInTime: z.string(), clockOutTime: z.string(), breakDuration: z.string() })
  .transform(({ clockOutTime, breakDuration, ...rest }) => ({
    ...rest,
    clockOutTime: clockOutTime.trim() || null,
    breakDuration: breakDuration.trim() === "" ? 0 : Number(breakDuration),
  }))
  .transform(into(TimeEntryPatchSchema));
export type TimeEntryEditFormValues = z.input<typeof TimeEntryEditFormSchema>;
