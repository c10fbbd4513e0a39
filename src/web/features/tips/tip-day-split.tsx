/**
 * One day's tips and who gets them (issue 40, decision 0051): the day's online and counter tips,
 * shared by hours worked unless the owner sets shares for that day; "Share by hours" returns to
 * the hours. Shares are whole numbers: 2 and 1 give two thirds and one third.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Employee } from "@shared/employees/employee.schema";
import { formatPence } from "@shared/money";
import { addDays } from "@shared/opening-hours/london-time";
import { type TipDay, TipDaySplitInputSchema } from "@shared/tips/tips.schema";
import { Button } from "../../components/ui/button";
import { DataTable } from "../../components/ui/data-table";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDateInFull } from "../../lib/format";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { employeesQueryOptions } from "../employees/api/get-employees";
import { saveTipDaySplit, tipDayQueryKey, tipDayQueryOptions } from "./api/tips";

const fullName = (e: Employee) => `${e.firstName} ${e.lastName}`;

function SplitForm({ day, employees }: { day: TipDay; employees: Employee[] }) {
  const queryClient = useQueryClient();
  const byOwner = new Map(day.basis === "owner" ? day.shares.map((s) => [s.employeeId, s.weight]) : []);
  const [weights, setWeights] = useState<Record<number, string>>(() =>
    Object.fromEntries(employees.map((e) => [e.id, String(byOwner.get(e.id) ?? 0)])),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation({
    mutationFn: (body: { weights: { employeeId: number; weight: number }[] }) =>
      saveTipDaySplit(day.date, body),
    success: (d) =>
      d.basis === "owner"
        ? `Tips of ${formatCalendarDateInFull(d.date)} shared as you set`
        : `Tips of ${formatCalendarDateInFull(d.date)} shared by hours worked`,
    failure: (m) => `Tip shares not saved: ${m}`,
    onSuccess: (d) => {
      queryClient.setQueryData(tipDayQueryKey(d.date), d);
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/tips/week"),
      });
    },
  });
  const submit = () => {
    if (employees.some((e) => !/^\s*\d+\s*$/.test(weights[e.id] ?? "0"))) {
      setError("Each share is a whole number, 0 or more");
      return;
    }
    // All at 0 is no split of the owner's: the day is shared by hours worked.
    const parsed = TipDaySplitInputSchema.safeParse({
      weights: employees
        .map((e) => ({ employeeId: e.id, weight: Number(weights[e.id] ?? "0") }))
        .filter((w) => w.weight > 0),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the shares");
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };
  return (
    <form
      aria-label={`Shares of the tips of ${formatCalendarDateInFull(day.date)}`}
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {employees.map((e) => (
          <FormField key={e.id} label={`Share for ${fullName(e)}`} hint="0 for none; all 0 shares by hours">
            <input
              inputMode="numeric"
              value={weights[e.id] ?? "0"}
              onChange={(ev) => setWeights({ ...weights, [e.id]: ev.target.value })}
            />
          </FormField>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save shares
        </Button>
        {day.basis === "owner" && (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => save.mutate({ weights: [] })}
          >
            Share by hours
          </Button>
        )}
      </div>
    </form>
  );
}

export function TipDaySplit({ weekStart }: { weekStart: string }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const [date, setDate] = useState(days[0] ?? weekStart);
  const chosen = days.includes(date) ? date : (days[0] ?? weekStart);
  const day = useQuery(tipDayQueryOptions(chosen));
  const employees = useQuery(employeesQueryOptions());
  const active = (employees.data ?? []).filter((e) => e.isActive);
  return (
    <section aria-labelledby="tip-day-heading" className="space-y-3">
      <h4 id="tip-day-heading" className="font-bold text-maroon-800">
        A day's tips
      </h4>
      <FormField label="Day" className="max-w-sm">
        <select value={chosen} onChange={(e) => setDate(e.target.value)}>
          {days.map((d) => (
            <option key={d} value={d}>
              {formatCalendarDateInFull(d)}
            </option>
          ))}
        </select>
      </FormField>
      {day.isPending || employees.isPending ? (
        <Spinner label="Loading the day's tips" />
      ) : day.isError ? (
        <p role="alert">Could not load the day's tips: {describeError(day.error)}</p>
      ) : employees.isError ? (
        <p role="alert">Could not load the employees: {describeError(employees.error)}</p>
      ) : (
        <>
          <p data-testid="tip-day-total">
            Tips: {formatPence(day.data.totalPence)} ({formatPence(day.data.onlineTipsPence)} online,{" "}
            {formatPence(day.data.counterTipsPence)} at the counter), shared{" "}
            {day.data.basis === "owner" ? "as you set" : "by hours worked"}.
            {day.data.unsharedPence > 0 &&
              ` ${formatPence(day.data.unsharedPence)} is not shared: nobody to share it to.`}
          </p>
          {day.data.shares.length > 0 && (
            <DataTable
              caption={`Tips of ${formatCalendarDateInFull(day.data.date)}`}
              rows={day.data.shares}
              rowKey={(s) => s.employeeId}
              columns={[
                { header: "Employee", cell: (s) => s.name, rowHeader: true },
                {
                  header: day.data.basis === "owner" ? "Share" : "Minutes worked",
                  cell: (s) => String(s.weight),
                },
                { header: "Tips", cell: (s) => formatPence(s.sharePence) },
              ]}
            />
          )}
          {active.length === 0 ? (
            <p className="text-stone-700">Add employees to share the tips to them.</p>
          ) : (
            <SplitForm key={`${day.data.date}-${day.data.basis}`} day={day.data} employees={active} />
          )}
        </>
      )}
    </section>
  );
}
