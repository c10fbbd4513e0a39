import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Employee, TimeEntry } from "../../../shared/employees/employee.schema";
import { formatPence } from "../../../shared/money";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import { type DataColumn, DataTable } from "../../components/ui/data-table";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { employeesQueryOptions } from "./api/get-employees";
import { timeEntriesQueryOptions } from "./api/get-time-entries";
import { EmployeeForm } from "./components/employee-form";
import { TimeEntryForm } from "./components/time-entry-form";

const fullName = (e: Employee | undefined) => (e ? `${e.firstName} ${e.lastName}` : "Unknown");

const EMPLOYEE_COLUMNS: DataColumn<Employee>[] = [
  { header: "Name", cell: fullName, className: "font-semibold" },
  { header: "Position", cell: (e) => e.position, className: "capitalize" },
  { header: "Hourly rate", cell: (e) => formatPence(e.hourlyRatePence) },
  { header: "Started", cell: (e) => formatCalendarDate(e.startDate) },
  { header: "NI number", cell: (e) => e.nationalInsuranceNumberMasked ?? "–", className: "font-mono" },
  { header: "Status", cell: (e) => (e.isActive ? "Active" : "Left") },
];

function timeEntryColumns(employees: Employee[]): DataColumn<TimeEntry>[] {
  const byId = new Map(employees.map((e) => [e.id, e]));
  return [
    { header: "Employee", cell: (t) => fullName(byId.get(t.employeeId)) },
    { header: "Date", cell: (t) => formatCalendarDate(t.date) },
    { header: "In", cell: (t) => t.clockInTime },
    { header: "Out", cell: (t) => t.clockOutTime ?? "Still in" },
    { header: "Break", cell: (t) => `${t.breakDuration} min` },
    { header: "Hours", cell: (t) => t.hoursWorked ?? "–" },
    { header: "Overtime", cell: (t) => t.overtimeHours ?? "–" },
    { header: "Pay", cell: (t) => (t.totalPayPence === null ? "–" : formatPence(t.totalPayPence)) },
  ];
}

/** The admin panel's Employees tab (owners): people, their shifts, hours, overtime and pay. */
export function EmployeesTab() {
  const today = getLondonMoment(new Date()).date;
  const [week, setWeek] = useState(today);
  const employees = useQuery(employeesQueryOptions());
  const entries = useQuery(timeEntriesQueryOptions(week));

  if (employees.isPending) return <Spinner label="Loading employees" />;
  if (employees.isError)
    return <p role="alert">Could not load employees: {describeError(employees.error)}</p>;

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-maroon-800">Employees</h2>
      <EmployeeForm today={today} />
      {employees.data.length === 0 ? (
        <p className="text-stone-700">No employees yet.</p>
      ) : (
        <DataTable rows={employees.data} rowKey={(e) => e.id} columns={EMPLOYEE_COLUMNS} />
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
          <DataTable
            rows={entries.data.entries}
            rowKey={(t) => t.id}
            columns={timeEntryColumns(employees.data)}
          />
        )}
      </section>
    </div>
  );
}
