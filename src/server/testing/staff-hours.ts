/**
 * Employees and their clocked hours inserted straight into the database, for the report tests:
 * the weekly report and its CSVs each inserted a chef and a waiter and the chef's week by hand.
 */
import type { Db } from "../db/client";
import { employees, employeeTimeEntries } from "../db/schema";

export type TestEmployee = Pick<
  typeof employees.$inferInsert,
  "firstName" | "lastName" | "position" | "hourlyRatePence"
>;

/**
 * Inserts the employees, each started on 1 January 2025; answers their rows in the same order, one
 * for each person passed, so that callers destructure them without checking each for undefined.
 */
export async function insertEmployees<const People extends readonly TestEmployee[]>(
  db: Db,
  people: People,
): Promise<{ [K in keyof People]: typeof employees.$inferSelect }> {
  const rows = await db
    .insert(employees)
    .values(people.map((person) => ({ ...person, startDate: "2025-01-01" })))
    .returning();
  if (rows.length !== people.length) throw new Error("not every employee was inserted");
  return rows as { [K in keyof People]: typeof employees.$inferSelect };
}

/** One clocked shift as the time-entries table holds it; `clockOutTime` null while it is still open. */
export function shift(
  employeeId: number,
  date: string,
  clockInTime: string,
  clockOutTime: string | null,
  breakDuration = 0,
) {
  return { employeeId, date, clockInTime, clockOutTime, breakDuration };
}

/** Inserts clocked shifts (built by `shift` and `weekdayShifts`). */
export async function insertShifts(db: Db, shifts: ReturnType<typeof shift>[]): Promise<void> {
  await db.insert(employeeTimeEntries).values(shifts);
}

/** Monday 16 to Friday 20 November 2026, 08:00 to `clockOutTime` each day with a 30-minute break. */
export function weekdayShifts(employeeId: number, clockOutTime: string) {
  return ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"].map((date) =>
    shift(employeeId, date, "08:00", clockOutTime, 30),
  );
}
