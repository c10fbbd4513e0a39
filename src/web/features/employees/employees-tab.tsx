import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Employee, TimeEntry } from "@shared/employees/employee.schema";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { Button } from "../../components/ui/button";
import { type DataColumn, DataTable } from "../../components/ui/data-table";
import { EditDeleteButtons } from "../../components/ui/edit-delete-buttons";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { TipsPanel } from "../tips/tips-panel";
import { deleteTimeEntry } from "./api/change-time-entry";
import { employeesQueryOptions } from "./api/get-employees";
import { timeEntriesQueryKeyPrefix, timeEntriesQueryOptions } from "./api/get-time-entries";
import { EmployeeEditForm } from "./components/employee-edit-form";
import { EmployeeForm } from "./components/employee-form";
import { TimeEntryEditForm } from "./components/time-entry-edit-form";
import { TimeEntryForm } from "./components/time-entry-form";

const fullName = (e: Employee | undefined) => (e ? `${e.firstName} ${e.lastName}` : "Unknown");

function employeeColumns(onEdit: (e: Employee) => void): DataColumn<Employee>[] {
  return [
    { header: "Name", cell: fullName, className: "font-semibold", rowHeader: true },
    { header: "Position", cell: (e) => e.position, className: "capitalize" },
    { header: "Hourly rate", cell: (e) => formatPence(e.hourlyRatePence) },
    { header: "Started", cell: (e) => formatCalendarDate(e.startDate) },
    { header: "NI number", cell: (e) => e.nationalInsuranceNumberMasked ?? "–", className: "font-mono" },
    {
      header: "Status",
      cell: (e) => (e.isActive ? "Active" : `Left${e.endDate ? ` ${formatCalendarDate(e.endDate)}` : ""}`),
    },
    {
      header: <span className="sr-only">Edit</span>,
      cell: (e) => (
        <Button variant="secondary" size="sm" onClick={() => onEdit(e)}>
          Edit<span className="sr-only"> {fullName(e)}</span>
        </Button>
      ),
    },
  ];
}

function timeEntryColumns(
  employees: Employee[],
  onEdit: (t: TimeEntry) => void,
  onDelete: (t: TimeEntry) => void,
): DataColumn<TimeEntry>[] {
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
    {
      header: <span className="sr-only">Correct or delete</span>,
      cell: (t) => {
        const what = `${fullName(byId.get(t.employeeId))}'s shift on ${formatCalendarDate(t.date)}`;
        return (
          <EditDeleteButtons
            name={what}
            onEdit={() => onEdit(t)}
            deleteTitle={`Delete ${what}?`}
            deleteDescription="The week's hours, overtime and pay are worked out again; the audit log keeps what it said."
            onDelete={() => onDelete(t)}
          />
        );
      },
    },
  ];
}

/** The admin panel's Employees tab (owners): people, their shifts, hours, overtime and pay. */
export function EmployeesTab() {
  const today = getLondonMoment(new Date()).date;
  const [week, setWeek] = useState(today);
  const employees = useQuery(employeesQueryOptions());
  const entries = useQuery(timeEntriesQueryOptions(week));
  const queryClient = useQueryClient();
  const [editingEmployee, setEditingEmployee] = useState<Employee | null>(null);
  const [editingEntry, setEditingEntry] = useState<TimeEntry | null>(null);
  const remove = useAdminMutation({
    mutationFn: (t: TimeEntry) => deleteTimeEntry(t.id),
    success: "Time entry deleted",
    failure: "Time entry not deleted",
    onSuccess: () =>
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(timeEntriesQueryKeyPrefix),
      }),
  });

  if (employees.isPending) return <Spinner label="Loading employees" />;
  if (employees.isError)
    return <p role="alert">Could not load employees: {describeError(employees.error)}</p>;

  // Leavers (no longer active, or an end date that has passed) drop off the active list.
  const isCurrent = (e: Employee) => e.isActive && (!e.endDate || e.endDate >= today);
  const current = employees.data.filter(isCurrent);
  const former = employees.data.filter((e) => !isCurrent(e));

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-maroon-800">Employees</h2>
      <EmployeeForm today={today} />
      {editingEmployee && (
        <EmployeeEditForm
          key={editingEmployee.id}
          employee={editingEmployee}
          onDone={() => setEditingEmployee(null)}
        />
      )}
      {current.length === 0 ? (
        <p className="text-stone-700">No employees yet.</p>
      ) : (
        <DataTable
          caption="Current staff"
          rows={current}
          rowKey={(e) => e.id}
          columns={employeeColumns(setEditingEmployee)}
        />
      )}
      {former.length > 0 && (
        <DataTable
          caption="Former staff (their hours and pay stay in the reports)"
          rows={former}
          rowKey={(e) => e.id}
          columns={employeeColumns(setEditingEmployee)}
        />
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
        <TimeEntryForm employees={current} date={today} />
        {editingEntry && (
          <TimeEntryEditForm
            key={editingEntry.id}
            entry={editingEntry}
            name={fullName(employees.data.find((e) => e.id === editingEntry.employeeId))}
            onDone={() => setEditingEntry(null)}
          />
        )}
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
            columns={timeEntryColumns(employees.data, setEditingEntry, (t) => remove.mutate(t))}
          />
        )}
      </section>
      <TipsPanel week={week} />
    </div>
  );
}
