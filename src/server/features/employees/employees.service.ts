import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { z } from "zod";
import {
  type Employee,
  type EmployeeInputSchema,
  type EmployeePatchSchema,
  maskNiNumber,
  NI_KEY_MISSING_MESSAGE,
  type TimeEntriesWeek,
  type TimeEntry,
  type TimeEntryInputSchema,
  type TimeEntryPatchSchema,
} from "../../../shared/employees/employee.schema";
import {
  DEFAULT_PAY_RULES,
  formatHours,
  getWeekStart,
  getWorkedMinutes,
  priceWeekShifts,
} from "../../../shared/employees/pay";
import { addDays } from "../../../shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { employees, employeeTimeEntries, restaurantSettings } from "../../db/schema";
import { decryptField, encryptField } from "../../lib/field-encryption";
import { HttpError } from "../../lib/http-error";

type EmployeeRow = typeof employees.$inferSelect;
type EntryRow = typeof employeeTimeEntries.$inferSelect;
type EmployeeInput = z.output<typeof EmployeeInputSchema>;
type EmployeePatch = z.output<typeof EmployeePatchSchema>;

function toEmployee(row: EmployeeRow, key: Buffer | null): Employee {
  const { nationalInsuranceNumberEncrypted: stored, createdAt: _createdAt, ...fields } = row;
  let masked: string | null = null;
  if (stored) {
    const plain = key ? decryptField(stored, key) : null;
    masked = plain ? maskNiNumber(plain) : "Stored (key unavailable)";
  }
  return {
    ...fields,
    position: fields.position as Employee["position"],
    nationalInsuranceNumberMasked: masked,
  };
}

/** The NI number as stored: encrypted, or refused when the server has no key to encrypt it with. */
function encryptNiNumber(value: string | null | undefined, key: Buffer | null): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (!key) throw new HttpError(400, NI_KEY_MISSING_MESSAGE);
  return encryptField(value, key);
}

export async function listEmployees(db: Db, key: Buffer | null): Promise<Employee[]> {
  const rows = await db.select().from(employees).orderBy(asc(employees.lastName), asc(employees.firstName));
  return rows.map((r) => toEmployee(r, key));
}

async function getEmployeeRow(db: Db, id: number): Promise<EmployeeRow> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw new HttpError(404, "Employee not found");
  return row;
}

export async function createEmployee(db: Db, input: EmployeeInput, key: Buffer | null): Promise<Employee> {
  const { nationalInsuranceNumber, ...fields } = input;
  const [row] = await db
    .insert(employees)
    .values({ ...fields, nationalInsuranceNumberEncrypted: encryptNiNumber(nationalInsuranceNumber, key) })
    .returning();
  return toEmployee(row as EmployeeRow, key);
}

/** A changed hourly rate re-prices the employee's shifts of the current week onwards. */
export async function updateEmployee(
  db: Db,
  input: { id: number; patch: EmployeePatch; key: Buffer | null; today: string },
): Promise<{ before: Employee; after: Employee }> {
  const beforeRow = await getEmployeeRow(db, input.id);
  const { nationalInsuranceNumber, ...fields } = input.patch;
  const merged = { startDate: beforeRow.startDate, endDate: beforeRow.endDate, ...fields };
  if (merged.endDate && merged.endDate < merged.startDate) {
    throw new HttpError(400, "The end date cannot be before the start date");
  }
  const [row] = await db
    .update(employees)
    .set({
      ...fields,
      ...(nationalInsuranceNumber !== undefined
        ? { nationalInsuranceNumberEncrypted: encryptNiNumber(nationalInsuranceNumber, input.key) }
        : {}),
    })
    .where(eq(employees.id, input.id))
    .returning();
  if (fields.hourlyRatePence !== undefined && fields.hourlyRatePence !== beforeRow.hourlyRatePence) {
    await recomputeWeek(db, input.id, getWeekStart(input.today));
  }
  return { before: toEmployee(beforeRow, input.key), after: toEmployee(row as EmployeeRow, input.key) };
}

function toTimeEntry(row: EntryRow): TimeEntry {
  const { createdAt: _createdAt, ...fields } = row;
  return fields;
}

/**
 * Hours, overtime and pay of every closed shift in one employee's London week, recomputed together
 * (a change to Monday's shift moves the overtime line for Friday's).
 */
async function recomputeWeek(db: Db, employeeId: number, weekStart: string): Promise<void> {
  const employee = await getEmployeeRow(db, employeeId);
  const [settings] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  const rows = await db
    .select()
    .from(employeeTimeEntries)
    .where(
      and(
        eq(employeeTimeEntries.employeeId, employeeId),
        gte(employeeTimeEntries.date, weekStart),
        lte(employeeTimeEntries.date, addDays(weekStart, 6)),
      ),
    );
  const priced = priceWeekShifts(rows, employee.hourlyRatePence, settings ?? DEFAULT_PAY_RULES);
  for (const row of rows) {
    const p = priced.get(row.id);
    await db
      .update(employeeTimeEntries)
      .set(
        p
          ? {
              hoursWorked: formatHours(p.workedMinutes),
              overtimeHours: formatHours(p.overtimeMinutes),
              totalPayPence: p.payPence,
            }
          : { hoursWorked: null, overtimeHours: null, totalPayPence: null },
      )
      .where(eq(employeeTimeEntries.id, row.id));
  }
}

function assertPossibleShift(entry: {
  date: string;
  clockInTime: string;
  clockOutTime?: string | null;
  breakDuration: number;
}) {
  if (!entry.clockOutTime) return;
  const worked = getWorkedMinutes({ ...entry, clockOutTime: entry.clockOutTime });
  if ("error" in worked) throw new HttpError(400, worked.error);
}

async function getEntryRow(db: Db, id: number): Promise<EntryRow> {
  const [row] = await db.select().from(employeeTimeEntries).where(eq(employeeTimeEntries.id, id));
  if (!row) throw new HttpError(404, "Time entry not found");
  return row;
}

export async function createTimeEntry(
  db: Db,
  input: { entry: z.output<typeof TimeEntryInputSchema>; enteredBy: string },
): Promise<TimeEntry> {
  await getEmployeeRow(db, input.entry.employeeId);
  assertPossibleShift(input.entry);
  const [row] = await db
    .insert(employeeTimeEntries)
    .values({ ...input.entry, enteredBy: input.enteredBy })
    .returning();
  const created = row as EntryRow;
  await recomputeWeek(db, created.employeeId, getWeekStart(created.date));
  return toTimeEntry(await getEntryRow(db, created.id));
}

export async function updateTimeEntry(
  db: Db,
  input: { id: number; patch: z.output<typeof TimeEntryPatchSchema>; enteredBy: string },
): Promise<{ before: TimeEntry; after: TimeEntry }> {
  const before = await getEntryRow(db, input.id);
  assertPossibleShift({ ...before, ...input.patch });
  await db
    .update(employeeTimeEntries)
    .set({ ...input.patch, enteredBy: input.enteredBy })
    .where(eq(employeeTimeEntries.id, input.id));
  const weeks = new Set([getWeekStart(before.date), getWeekStart(input.patch.date ?? before.date)]);
  for (const week of weeks) await recomputeWeek(db, before.employeeId, week);
  return { before: toTimeEntry(before), after: toTimeEntry(await getEntryRow(db, input.id)) };
}

export async function deleteTimeEntry(db: Db, id: number): Promise<TimeEntry> {
  const before = await getEntryRow(db, id);
  await db.delete(employeeTimeEntries).where(eq(employeeTimeEntries.id, id));
  await recomputeWeek(db, before.employeeId, getWeekStart(before.date));
  return toTimeEntry(before);
}

export async function listWeekTimeEntries(
  db: Db,
  date: string,
  employeeIds?: number[],
): Promise<TimeEntriesWeek> {
  const weekStart = getWeekStart(date);
  const weekEnd = addDays(weekStart, 6);
  const rows = await db
    .select()
    .from(employeeTimeEntries)
    .where(
      and(
        gte(employeeTimeEntries.date, weekStart),
        lte(employeeTimeEntries.date, weekEnd),
        employeeIds ? inArray(employeeTimeEntries.employeeId, employeeIds) : undefined,
      ),
    )
    .orderBy(
      asc(employeeTimeEntries.date),
      asc(employeeTimeEntries.clockInTime),
      asc(employeeTimeEntries.id),
    );
  return { weekStart, weekEnd, entries: rows.map(toTimeEntry) };
}
