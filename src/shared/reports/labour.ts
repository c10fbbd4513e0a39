/**
 * The weekly report's labour figures: hours, overtime and cost per role. Hours and pay themselves
 * come from src/shared/employees/pay.ts, the rule the time entries are priced with.
 */
import {
  getWeekStart,
  type PayRate,
  type PayRules,
  type PricedShift,
  priceWeekShifts,
  rateOnDate,
} from "../employees/pay";
import { calculateRatio, dividePence } from "./percentages";

export const LABOUR_ROLES = ["chef", "waiter", "manager", "other"] as const;
export type LabourRole = (typeof LABOUR_ROLES)[number];
export const LABOUR_ROLE_LABELS: Record<LabourRole, string> = {
  chef: "Chefs",
  waiter: "Waiting staff",
  manager: "Managers",
  other: "Other",
};

/** The spec's report groups roles into chef, waiter, manager and other; positions are free text. */
export function classifyPosition(position: string): LabourRole {
  const p = position.toLowerCase();
  if (/manager|supervisor/.test(p)) return "manager";
  if (/chef|cook|kitchen|tandoor/.test(p)) return "chef";
  if (/waiter|waitress|server|front of house|host|bar/.test(p)) return "waiter";
  return "other";
}

export interface LabourEmployee {
  id: number;
  position: string;
  hourlyRatePence: number;
  /** The rate's history: each shift is priced at the rate in force on its date (else the rate above). */
  rates?: readonly PayRate[];
}

export interface LabourShift {
  id: number;
  employeeId: number;
  date: string;
  clockInTime: string;
  clockOutTime: string | null;
  breakDuration: number;
}

export interface EmployeeWeek {
  employeeId: number;
  role: LabourRole;
  minutes: number;
  overtimeMinutes: number;
  costPence: number;
}

/**
 * Minutes, overtime and pay of each shift, keyed by shift id, priced per employee and London week
 * with the employees feature's rule (overtime is weekly, so give whole weeks). The weekly report
 * and the time-entry CSV both use it, so the file's pay column adds up to the report's cost.
 */
export function priceShifts(
  employees: readonly LabourEmployee[],
  shifts: readonly LabourShift[],
  rules: PayRules,
): Map<number, PricedShift & { employeeId: number; hourlyRatePence: number }> {
  const groups = new Map<string, LabourShift[]>();
  for (const s of shifts) {
    const key = `${s.employeeId}|${getWeekStart(s.date)}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const byId = new Map(employees.map((e) => [e.id, e]));
  const priced = new Map<number, PricedShift & { employeeId: number; hourlyRatePence: number }>();
  for (const group of groups.values()) {
    const employeeId = group[0]?.employeeId ?? 0;
    const employee = byId.get(employeeId);
    if (employee === undefined) continue;
    const rateOn = (date: string) => rateOnDate(employee.rates ?? [], date, employee.hourlyRatePence);
    const dates = new Map(group.map((s) => [s.id, s.date]));
    for (const [id, p] of priceWeekShifts(group, rateOn, rules)) {
      priced.set(id, { ...p, employeeId, hourlyRatePence: rateOn(dates.get(id) ?? "") });
    }
  }
  return priced;
}

/**
 * Each employee's week from their shifts of one London week (shifts of unknown employees are
 * ignored), priced shift by shift with the employees feature's rule: the cost is the sum of the
 * pay the time entries store.
 */
export function calculateEmployeeWeeks(
  employees: readonly LabourEmployee[],
  shifts: readonly LabourShift[],
  rules: PayRules,
): EmployeeWeek[] {
  const priced = priceShifts(employees, shifts, rules);
  const weeks: EmployeeWeek[] = [];
  for (const employee of employees) {
    if (!shifts.some((s) => s.employeeId === employee.id)) continue;
    const week = { minutes: 0, overtimeMinutes: 0, costPence: 0 };
    for (const p of priced.values()) {
      if (p.employeeId !== employee.id) continue;
      week.minutes += p.workedMinutes;
      week.overtimeMinutes += p.overtimeMinutes;
      week.costPence += p.payPence;
    }
    weeks.push({ employeeId: employee.id, role: classifyPosition(employee.position), ...week });
  }
  return weeks.sort((a, b) => a.employeeId - b.employeeId);
}

export interface LabourReport {
  totalMinutes: number;
  totalOvertimeMinutes: number;
  totalCostPence: number;
  /** Cost per hour worked, in pence. */
  averageHourlyRatePence: number;
  byRole: Record<LabourRole, { minutes: number; costPence: number }>;
  /** Labour cost as a share of the week's sales in basis points; null with no sales. */
  labourCostShare: number | null;
  averageDailyCostPence: number;
  employeeCount: number;
}

export function buildLabourReport(weeks: EmployeeWeek[], revenuePence: number): LabourReport {
  const byRole = Object.fromEntries(
    LABOUR_ROLES.map((r) => [r, { minutes: 0, costPence: 0 }]),
  ) as LabourReport["byRole"];
  let totalMinutes = 0;
  let totalOvertimeMinutes = 0;
  let totalCostPence = 0;
  for (const w of weeks) {
    byRole[w.role].minutes += w.minutes;
    byRole[w.role].costPence += w.costPence;
    totalMinutes += w.minutes;
    totalOvertimeMinutes += w.overtimeMinutes;
    totalCostPence += w.costPence;
  }
  return {
    totalMinutes,
    totalOvertimeMinutes,
    totalCostPence,
    averageHourlyRatePence: totalMinutes > 0 ? Math.round((totalCostPence * 60) / totalMinutes) : 0,
    byRole,
    labourCostShare: calculateRatio(totalCostPence, revenuePence),
    averageDailyCostPence: dividePence(totalCostPence, 7),
    employeeCount: weeks.length,
  };
}
