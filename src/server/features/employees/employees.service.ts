import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { z } from "zod";
import { REDACTED, REDACTED_REPLACED } from "@shared/audit-log/audit-log.schema";
import {
  BELOW_MINIMUM_WAGE_CODE,
  belowMinimumWageMessage,
  type Employee,
  type EmployeeInputSchema,
  type EmployeePatchSchema,
  maskNiNumber,
  NI_KEY_MISSING_MESSAGE,
  type TimeEntriesWeek,
  type TimeEntry,
  type TimeEntryInputSchema,
  type TimeEntryPatchSchema,
} from "@shared/employees/employee.schema";
import {
  DEFAULT_PAY_RULES,
  formatHours,
  getWeekStart,
  getWorkedMinutes,
  type PayRate,
  priceWeekShifts,
  rateOnDate,
} from "@shared/employees/pay";
import { addDays } from "@shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { employeePayRates, employees, employeeTimeEntries, restaurantSettings } from "../../db/schema";
import { decryptField, encryptField } from "../../lib/field-encryption";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

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

const fullName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`;

/**
 * An employee as the audit log keeps them: the National Insurance number only as "on file" (or
 * replaced by this change), never its value or its mask.
 */
function toEmployeeRecord(employee: Employee, niReplaced = false) {
  const { nationalInsuranceNumberMasked: masked, ...fields } = employee;
  const onFile = masked === null ? null : REDACTED;
  return { ...fields, nationalInsuranceNumber: niReplaced && onFile ? REDACTED_REPLACED : onFile };
}

/**
 * A rate below the National Living Wage (a setting) is saved only with the owner's confirmation:
 * without it the server answers 400 with BELOW_MINIMUM_WAGE, and the form asks.
 */
async function assertLivingWage(db: Db, ratePence: number | undefined, confirmed: boolean | undefined) {
  if (ratePence === undefined || confirmed) return;
  const [settings] = await db
    .select({ nationalLivingWagePence: restaurantSettings.nationalLivingWagePence })
    .from(restaurantSettings)
    .where(eq(restaurantSettings.id, 1));
  const livingWage = settings?.nationalLivingWagePence ?? DEFAULT_NATIONAL_LIVING_WAGE_PENCE;
  if (ratePence < livingWage) {
    throw new HttpError(400, belowMinimumWageMessage(ratePence, livingWage), {
      code: BELOW_MINIMUM_WAGE_CODE,
    });
  }
}

/** The settings table's own default (£12.71 an hour from April 2026). */
const DEFAULT_NATIONAL_LIVING_WAGE_PENCE = 1271;

export async function createEmployee(
  db: Db,
  input: EmployeeInput,
  key: Buffer | null,
  actor: AuditActor,
): Promise<Employee> {
  const { nationalInsuranceNumber, confirmBelowMinimumWage, ...fields } = input;
  const encrypted = encryptNiNumber(nationalInsuranceNumber, key);
  await assertLivingWage(db, fields.hourlyRatePence, confirmBelowMinimumWage);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(employees)
      .values({ ...fields, nationalInsuranceNumberEncrypted: encrypted })
      .returning();
    const employee = toEmployee(row as EmployeeRow, key);
    // The first step of the rate's history: from the day they start.
    await tx.insert(employeePayRates).values({
      employeeId: employee.id,
      fromDate: employee.startDate,
      hourlyRatePence: employee.hourlyRatePence,
      enteredBy: actor.username,
    });
    await writeAudit(tx, {
      actor,
      kind: "employee.added",
      subject: fullName(employee),
      entityId: employee.id,
      after: toEmployeeRecord(employee),
    });
    return employee;
  });
}

/**
 * A changed hourly rate is a new step in the rate's history, in force from `rateFromDate` (the
 * Monday of this week when not sent, as before there was a history): the shifts from that date on
 * are re-priced, the ones before keep their pay. The employee's own rate is the one in force today.
 */
export async function updateEmployee(
  db: Db,
  input: { id: number; patch: EmployeePatch; key: Buffer | null; today: string },
  actor: AuditActor,
): Promise<Employee> {
  const { nationalInsuranceNumber, confirmBelowMinimumWage, rateFromDate, ...fields } = input.patch;
  const encrypted =
    nationalInsuranceNumber !== undefined ? encryptNiNumber(nationalInsuranceNumber, input.key) : undefined;
  return db.transaction(async (tx) => {
    const [beforeRow] = await tx.select().from(employees).where(eq(employees.id, input.id)).for("update");
    if (!beforeRow) throw new HttpError(404, "Employee not found");
    // Only a changed rate asks again: editing the position of someone on an old rate does not.
    if (fields.hourlyRatePence !== beforeRow.hourlyRatePence) {
      await assertLivingWage(tx, fields.hourlyRatePence, confirmBelowMinimumWage);
    }
    // A leaver (an end date today or before) drops off the active list; their shifts stay.
    if (fields.endDate && fields.endDate <= input.today && fields.isActive === undefined) {
      fields.isActive = false;
    }
    const merged = { startDate: beforeRow.startDate, endDate: beforeRow.endDate, ...fields };
    if (merged.endDate && merged.endDate < merged.startDate) {
      throw new HttpError(400, "The end date cannot be before the start date");
    }
    const newRate = fields.hourlyRatePence;
    const rateChanged =
      newRate !== undefined && (newRate !== beforeRow.hourlyRatePence || rateFromDate !== undefined);
    if (rateChanged) {
      fields.hourlyRatePence = await addRateStep(tx, {
        employeeId: input.id,
        fromDate: rateFromDate ?? getWeekStart(input.today),
        hourlyRatePence: newRate,
        today: input.today,
        enteredBy: actor.username,
      });
    }
    const [row] = await tx
      .update(employees)
      .set({ ...fields, ...(encrypted !== undefined ? { nationalInsuranceNumberEncrypted: encrypted } : {}) })
      .where(eq(employees.id, input.id))
      .returning();
    const before = toEmployee(beforeRow, input.key);
    const after = toEmployee(row as EmployeeRow, input.key);
    await writeAudit(tx, {
      actor,
      kind: "employee.changed",
      subject: fullName(before),
      entityId: input.id,
      before: toEmployeeRecord(before),
      after: toEmployeeRecord(after, typeof nationalInsuranceNumber === "string"),
    });
    return after;
  });
}

/** The employee's rate history, oldest first. */
export async function listPayRates(db: Db, employeeId: number): Promise<PayRate[]> {
  return db
    .select({ fromDate: employeePayRates.fromDate, hourlyRatePence: employeePayRates.hourlyRatePence })
    .from(employeePayRates)
    .where(eq(employeePayRates.employeeId, employeeId))
    .orderBy(asc(employeePayRates.fromDate));
}

/**
 * Records the rate from `fromDate` (replacing a step of the same date), re-prices every week from
 * that date's week on, and answers the rate in force today.
 */
async function addRateStep(
  db: Db,
  step: { employeeId: number; fromDate: string; hourlyRatePence: number; today: string; enteredBy: string },
): Promise<number> {
  await db
    .insert(employeePayRates)
    .values({
      employeeId: step.employeeId,
      fromDate: step.fromDate,
      hourlyRatePence: step.hourlyRatePence,
      enteredBy: step.enteredBy,
    })
    .onConflictDoUpdate({
      target: [employeePayRates.employeeId, employeePayRates.fromDate],
      set: { hourlyRatePence: step.hourlyRatePence, enteredBy: step.enteredBy },
    });
  const weeks = await db
    .selectDistinct({ date: employeeTimeEntries.date })
    .from(employeeTimeEntries)
    .where(
      and(
        eq(employeeTimeEntries.employeeId, step.employeeId),
        gte(employeeTimeEntries.date, getWeekStart(step.fromDate)),
      ),
    );
  for (const week of new Set(weeks.map((w) => getWeekStart(w.date)))) {
    await recomputeWeek(db, step.employeeId, week);
  }
  return rateOnDate(await listPayRates(db, step.employeeId), step.today, step.hourlyRatePence);
}

function toTimeEntry(row: EntryRow): TimeEntry {
  const { createdAt: _createdAt, ...fields } = row;
  return fields;
}

/** The shifts dated in the week that starts on `weekStart` (a Monday), to its Sunday. */
function shiftsInWeek(weekStart: string) {
  return and(gte(employeeTimeEntries.date, weekStart), lte(employeeTimeEntries.date, addDays(weekStart, 6)));
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
    .where(and(eq(employeeTimeEntries.employeeId, employeeId), shiftsInWeek(weekStart)));
  const rates = await listPayRates(db, employeeId);
  const rateOn = (date: string) => rateOnDate(rates, date, employee.hourlyRatePence);
  const priced = priceWeekShifts(rows, rateOn, settings ?? DEFAULT_PAY_RULES);
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

/** The name the log gives a shift: its employee's. */
async function employeeName(db: Db, employeeId: number): Promise<string> {
  return fullName(await getEmployeeRow(db, employeeId));
}

export async function createTimeEntry(
  db: Db,
  input: z.output<typeof TimeEntryInputSchema>,
  actor: AuditActor,
): Promise<TimeEntry> {
  return db.transaction(async (tx) => {
    const name = await employeeName(tx, input.employeeId);
    assertPossibleShift(input);
    const [row] = await tx
      .insert(employeeTimeEntries)
      .values({ ...input, enteredBy: actor.username })
      .returning();
    const created = row as EntryRow;
    await recomputeWeek(tx, created.employeeId, getWeekStart(created.date));
    const entry = toTimeEntry(await getEntryRow(tx, created.id));
    await writeAudit(tx, {
      actor,
      kind: "time-entry.added",
      subject: name,
      entityId: entry.id,
      after: entry,
    });
    return entry;
  });
}

export async function updateTimeEntry(
  db: Db,
  input: { id: number; patch: z.output<typeof TimeEntryPatchSchema> },
  actor: AuditActor,
): Promise<TimeEntry> {
  return db.transaction(async (tx) => {
    const [beforeRow] = await tx
      .select()
      .from(employeeTimeEntries)
      .where(eq(employeeTimeEntries.id, input.id))
      .for("update");
    if (!beforeRow) throw new HttpError(404, "Time entry not found");
    assertPossibleShift({ ...beforeRow, ...input.patch });
    await tx
      .update(employeeTimeEntries)
      .set({ ...input.patch, enteredBy: actor.username })
      .where(eq(employeeTimeEntries.id, input.id));
    const weeks = new Set([getWeekStart(beforeRow.date), getWeekStart(input.patch.date ?? beforeRow.date)]);
    for (const week of weeks) await recomputeWeek(tx, beforeRow.employeeId, week);
    const before = toTimeEntry(beforeRow);
    const after = toTimeEntry(await getEntryRow(tx, input.id));
    await writeAudit(tx, {
      actor,
      kind: "time-entry.changed",
      subject: await employeeName(tx, before.employeeId),
      entityId: input.id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteTimeEntry(db: Db, id: number, actor: AuditActor): Promise<TimeEntry> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(employeeTimeEntries).where(eq(employeeTimeEntries.id, id)).returning();
    if (!removed) throw new HttpError(404, "Time entry not found");
    await recomputeWeek(tx, removed.employeeId, getWeekStart(removed.date));
    const before = toTimeEntry(removed);
    await writeAudit(tx, {
      actor,
      kind: "time-entry.removed",
      subject: await employeeName(tx, before.employeeId),
      entityId: id,
      before,
    });
    return before;
  });
}

export async function listWeekTimeEntries(
  db: Db,
  date: string,
  employeeIds?: number[],
): Promise<TimeEntriesWeek> {
  const weekStart = getWeekStart(date);
  const rows = await db
    .select()
    .from(employeeTimeEntries)
    .where(
      and(
        shiftsInWeek(weekStart),
        employeeIds ? inArray(employeeTimeEntries.employeeId, employeeIds) : undefined,
      ),
    )
    .orderBy(
      asc(employeeTimeEntries.date),
      asc(employeeTimeEntries.clockInTime),
      asc(employeeTimeEntries.id),
    );
  return { weekStart, weekEnd: addDays(weekStart, 6), entries: rows.map(toTimeEntry) };
}
