import { useQueryClient } from "@tanstack/react-query";
import type { Employee } from "@shared/employees/employee.schema";
import { Button } from "@web/components/ui/button";
import { FormCard } from "@web/components/ui/form-card";
import { BoundField, InputField } from "@web/components/ui/form-field";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createTimeEntry } from "../api/create-time-entry";
import { timeEntriesQueryKeyPrefix } from "../api/get-time-entries";
import { TimeEntryFormSchema, type TimeEntryFormValues } from "../employee-forms.schema";

const Field = InputField<TimeEntryFormValues>;
const Bound = BoundField<TimeEntryFormValues>;

function empty(date: string): TimeEntryFormValues {
  return { employeeId: "", date, clockInTime: "", clockOutTime: "", breakDuration: "0" };
}

export function TimeEntryForm({ employees, date }: { employees: Employee[]; date: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(TimeEntryFormSchema, empty(date));
  const { reset } = form;
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
    <FormCard
      label="Add a time entry"
      className="sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      form={form}
      save={create}
    >
      <Bound name="employeeId" label="Employee" required>
        <select>
          <option value="">Choose…</option>
          {employees
            .filter((e) => e.isActive)
            .map((e) => (
              <option key={e.id} value={e.id}>
                {e.firstName} {e.lastName}
              </option>
            ))}
        </select>
      </Bound>
      <Field name="date" label="Date" required type="date" />
      <Field name="clockInTime" label="Clock in" required type="time" />
      <Field name="clockOutTime" label="Clock out" optional type="time" />
      <Field name="breakDuration" label="Break (minutes)" type="number" min={0} max={600} />
      <Button type="submit" disabled={create.isPending}>
        Add time entry
      </Button>
    </FormCard>
  );
}
