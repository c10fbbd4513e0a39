import { useQueryClient } from "@tanstack/react-query";
import type { Employee } from "../../../../shared/employees/employee.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { createTimeEntry } from "../api/create-time-entry";
import { timeEntriesQueryKeyPrefix } from "../api/get-time-entries";
import { TimeEntryFormSchema, type TimeEntryFormValues } from "../employee-forms.schema";

function empty(date: string): TimeEntryFormValues {
  return { employeeId: "", date, clockInTime: "", clockOutTime: "", breakDuration: "0" };
}

export function TimeEntryForm({ employees, date }: { employees: Employee[]; date: string }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useSchemaForm(TimeEntryFormSchema, empty(date));
  const errors = formState.errors;
  const create = useAdminMutation({
    mutationFn: createTimeEntry,
    success: "Time entry added",
    failure: "Time entry not added",
    onSuccess: () => {
      reset(empty(date));
      // The whole week's overtime may have moved, whichever week is on screen.
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(timeEntriesQueryKeyPrefix),
      });
    },
  });
  return (
    <form
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      noValidate
      aria-label="Add a time entry"
      onSubmit={handleSubmit((input) => create.mutate(input))}
    >
      <FormField label="Employee" required error={errors.employeeId?.message}>
        <select {...register("employeeId")}>
          <option value="">Choose…</option>
          {employees
            .filter((e) => e.isActive)
            .map((e) => (
              <option key={e.id} value={e.id}>
                {e.firstName} {e.lastName}
              </option>
            ))}
        </select>
      </FormField>
      <FormField label="Date" required error={errors.date?.message}>
        <input type="date" {...register("date")} />
      </FormField>
      <FormField label="Clock in" required error={errors.clockInTime?.message}>
        <input type="time" {...register("clockInTime")} />
      </FormField>
      <FormField label="Clock out" optional error={errors.clockOutTime?.message}>
        <input type="time" {...register("clockOutTime")} />
      </FormField>
      <FormField label="Break (minutes)" error={errors.breakDuration?.message}>
        <input type="number" min={0} max={600} {...register("breakDuration")} />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        Add time entry
      </Button>
    </form>
  );
}
