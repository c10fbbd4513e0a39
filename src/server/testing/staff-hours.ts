/**
 * Employees and their clocked hours inserted straight into the database, for the report tests:
 * the weekly report and its CSVs each inserted a chef and a waiter and the chef's week by hand.
 */
import type { Db } from "../db/client";
import { employees } from "../db/schema";

export type TestEmployee = Pick<
  typeof employees.$inferInsert,
  "firstName" | "lastName" | "position" | "hourlyRatePence"
>;

/** Inserts the employees, each started on 1 January 2025; answers their rows in the same order. */
export async function insertEmployees(
  db: Db,
  people: TestEmployee[],
): Promise<(typeof employees.$inferSelect)[]> {
  return db
    .insert(employees)
    .values(people.map((person) => ({ ...person, startDate: "2025-01-01" })))
    .returning();
}

/** Monday 16 to Friday 20 November 2026, 08:00 to `clockOutTime` each day with a 30-minute break. */
export function weekdayShifts(employeeId: number, clockOutTime: string) {
  return ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"].map((date) => ({
    employeeId,
    date,
    clockInTime: "08:00",
    clockOutTime,
    breakDuration: 30,
  }));
}
