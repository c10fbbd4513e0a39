import { useQueryClient } from "@tanstack/react-query";
import type { TimeEntry } from "@shared/employees/employee.schema";
import { FormCard } from "@web/components/ui/form-card";
import { InputField } from "@web/components/ui/form-field";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { updateTimeEntry } from "../api/change-time-entry";
import { timeEntriesQueryKeyPrefix } from "../api/get-time-entries";
import { TimeEntryEditFormSchema, type TimeEntryEditFormValues } from "../employee-forms.schema";
import { SaveOrCancel } from "./employee-fields";

const Field = InputField<TimeEntryEditFormValues>;

/** An owner corrects a shift; the server prices the week again and audits before and after. */
export function TimeEntryEditForm({
  entry,
  name,
  onDone,
}: {
  entry: TimeEntry;
  name: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(TimeEntryEditFormSchema, {
    date: entry.date,
    clockInTime: entry.clockInTime,
    clockOutTime: entry.clockOutTime ?? "",
    breakDuration: String(entry.breakDuration),
  });
  const save = useAdminMutation({
    mutationFn: (body: Parameters<typeof updateTimeEntry>[0]) => updateTimeEntry(body),
    success: "Time entry corrected",
    failure: "Time entry not corrected",
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(timeEntriesQueryKeyPrefix),
      });
      onDone();
    },
  });
  return (
    <FormCard
      label={`Correct ${name}'s shift`}
      className="sm:grid-cols-3 lg:grid-cols-5 lg:items-end"
      form={form}
      save={{ mutate: (body) => save.mutate({ id: entry.id, ...body }) }}
    >
      <Field name="date" label="Date" required type="date" />
      <Field name="clockInTime" label="Clock in" required type="time" />
      <Field name="clockOutTime" label="Clock out" optional type="time" />
      <Field name="breakDuration" label="Break (minutes)" type="number" min={0} max={600} />
      <SaveOrCancel label="Save shift" pending={save.isPending} onCancel={onDone} />
    </FormCard>
  );
}
