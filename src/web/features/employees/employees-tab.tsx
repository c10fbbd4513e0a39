import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Employee } from "../../../shared/employees/employee.schema";
import { formatPence } from "../../../shared/money";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { employeesQueryOptions } from "./api/get-employees";
import { timeEntriesQueryOptions } from "./api/get-time-entries";
import { EmployeeForm } from "./components/employee-form";
import { TimeEntryForm } from "./components/time-entry-form";

const fullName = (e: Employee | undefined) => (e ? `${e.firstName} ${e.lastName}` : "Unknown");

/** The admin panel's Employees tab (owners): people, their shifts, hours, overtime and pay. */
export function EmployeesTab() {
  const today = getLondonMoment(new Date()).date;
  const [week, setWeek] = useState(today);
  const employees = useQuery(employeesQueryOptions());
  const entries = useQuery(timeEntriesQueryOptions(week));

  if (employees.isPending) return <Spinner label="Loading employees" />;
  if (employees.isError)
    return <p role="alert">Could not load employees: {describeError(employees.error)}</p>;
  const byId = new Map(employees.data.map((e) => [e.id, e]));

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-maroon-800">Employees</h2>
      <EmployeeForm today={today} />
      {employees.data.length === 0 ? (
        <p className="text-stone-700">No employees yet.</p>
      ) : (
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th className="p-2">Name</th>
              <th className="p-2">Position</th>
              <th className="p-2">Hourly rate</th>
              <th className="p-2">Started</th>
              <th className="p-2">NI number</th>
              <th className="p-2">Status</th>
            </tr>
          </thead>
          <tbody>
            {employees.data.map((e) => (
              <tr key={e.id} className="border-b border-stone-200">
                <td className="p-2 font-semibold">{fullName(e)}</td>
                <td className="p-2 capitalize">{e.position}</td>
                <td className="p-2">{formatPence(e.hourlyRatePence)}</td>
                <td className="p-2">{formatCalendarDate(e.startDate)}</td>
                <td className="p-2 font-mono">{e.nationalInsuranceNumberMasked ?? "–"}</td>
                <td className="p-2">{e.isActive ? "Active" : "Left"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <section aria-labelledby="hours-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="hours-heading" className="text-lg font-bold text-maroon-800">
            Hours and pay
            {entries.data && ` – week of ${formatCalendarDate(entries.data.weekStart)}`}
          </h3>
          <FormField label="Show the week of">
            <input type="date" value={week} onChange={(e) => e.target.value && setWeek(e.target.value)} />
          </FormField>
        </div>
        <TimeEntryForm employees={employees.data} date={today} />
        {entries.isPending ? (
          <Spinner label="Loading time entries" />
        ) : entries.isError ? (
          <p role="alert">Could not load time entries: {describeError(entries.error)}</p>
        ) : entries.data.entries.length === 0 ? (
          <p className="text-stone-700">No time entries this week.</p>
        ) : (
          <table className="w-full border-collapse bg-white text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th className="p-2">Employee</th>
                <th className="p-2">Date</th>
                <th className="p-2">In</th>
                <th className="p-2">Out</th>
                <th className="p-2">Break</th>
                <th className="p-2">Hours</th>
                <th className="p-2">Overtime</th>
                <th className="p-2">Pay</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.entries.map((t) => (
                <tr key={t.id} className="border-b border-stone-200">
                  <td className="p-2">{fullName(byId.get(t.employeeId))}</td>
                  <td className="p-2">{formatCalendarDate(t.date)}</td>
                  <td className="p-2">{t.clockInTime}</td>
                  <td className="p-2">{t.clockOutTime ?? "Still in"}</td>
                  <td className="p-2">{t.breakDuration} min</td>
                  <td className="p-2">{t.hoursWorked ?? "–"}</td>
                  <td className="p-2">{t.overtimeHours ?? "–"}</td>
                  <td className="p-2">{t.totalPayPence === null ? "–" : formatPence(t.totalPayPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
