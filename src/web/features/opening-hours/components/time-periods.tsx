import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import { TIME_FORMAT_MESSAGE } from "@shared/opening-hours/opening-hours.schema";
import { Button } from "@web/components/ui/button";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { EditorDialog } from "@web/components/ui/editor-dialog";
import { FormActions } from "@web/components/ui/form-actions";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createTimePeriod } from "../api/create-time-period";
import { deleteTimePeriod } from "../api/delete-time-period";
import { timePeriodsQueryOptions } from "../api/get-time-periods";
import { HOURS_QUERY_KEYS } from "../api/hours-query-keys";
import { updateTimePeriod } from "../api/update-time-period";
import { TimePeriodFormSchema } from "../hours-form.schema";

const Field = InputField<z.input<typeof TimePeriodFormSchema>>;

/** Monday first, as the week reads on the restaurant's wall. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function AddPeriodForm({ dayOfWeek, onDone }: { dayOfWeek: number; onDone: () => void }) {
  const form = useSchemaForm(TimePeriodFormSchema, {
    periodName: "",
    openTime: "",
    closeTime: "",
  });
  const add = useAdminMutation({
    mutationFn: (period: z.output<typeof TimePeriodFormSchema>) => createTimePeriod({ dayOfWeek, ...period }),
    success: (result) => result.message,
    failure: (message) => `Failed to add time period: ${message}`,
    invalidate: HOURS_QUERY_KEYS,
    onSuccess: onDone,
  });
  return (
    <HookForm
      form={form}
      className="space-y-4"
      onValid={(period) => add.mutate(period)}
      onInvalid={(errors) => {
        // The spec announces a badly written time in a toast as well.
        if (Object.values(errors).some((e) => e?.message === TIME_FORMAT_MESSAGE))
          toast.error(TIME_FORMAT_MESSAGE);
      }}
    >
      <Field name="periodName" label="Period name (e.g. Lunch, Dinner)" required />
      <div className="grid grid-cols-2 gap-4">
        <Field name="openTime" label="Opening time (HH:MM)" required placeholder="17:00" />
        <Field name="closeTime" label="Closing time (HH:MM)" required placeholder="23:00" />
      </div>
      <FormActions onCancel={onDone} submitLabel={"Add period"} disabled={add.isPending} />
    </HookForm>
  );
}

export function TimePeriods() {
  const periods = useQuery({ ...timePeriodsQueryOptions(), staleTime: 0 });
  const [addingFor, setAddingFor] = useState<number | null>(null);
  const toggle = useAdminMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateTimePeriod(id, { isActive }),
    success: (result) => result.message,
    failure: (message) => `Failed to update time period: ${message}`,
    invalidate: HOURS_QUERY_KEYS,
  });
  const remove = useAdminMutation({
    mutationFn: deleteTimePeriod,
    success: (result) => result.message,
    failure: (message) => `Failed to delete time period: ${message}`,
    invalidate: HOURS_QUERY_KEYS,
  });

  return (
    <Loaded query={periods} what="shifts">
      {({ data }) => (
        <div className="grid gap-3 md:grid-cols-2">
          {WEEK.map((dow) => {
            const day = WEEKDAY_NAMES[dow];
            const list = data.filter((p) => p.dayOfWeek === dow);
            return (
              <div key={dow} className="rounded border border-stone-200 p-3">
                <div className="flex items-center justify-between">
                  <h3 className="font-semibold text-stone-900">{day}</h3>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setAddingFor(dow)}
                    aria-label={`Add shift on ${day}`}
                  >
                    <Plus size={16} aria-hidden="true" /> Add shift
                  </Button>
                </div>
                {list.length === 0 ? (
                  <p className="text-sm text-stone-700">No shifts: the day's operating hours apply.</p>
                ) : (
                  <ul className="mt-1 space-y-1 text-sm">
                    {list.map((p) => (
                      <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                        <span>
                          {p.periodName}: {p.openTime}–{p.closeTime} (last order{" "}
                          {p.lastOrderTime ?? p.closeTime})
                        </span>
                        <span className="flex items-center gap-1">
                          <Switch
                            label={`${p.periodName} on ${day} active`}
                            checked={p.isActive}
                            onCheckedChange={(isActive) => toggle.mutate({ id: p.id, isActive })}
                          />
                          <EditDeleteButtons
                            name={`${p.periodName} on ${day}`}
                            deleteTitle="Delete time period?"
                            deleteDescription={`Are you sure you want to delete ${p.periodName} (${p.openTime}–${p.closeTime})?`}
                            onDelete={() => remove.mutate(p.id)}
                          />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
          <EditorDialog
            value={addingFor}
            onClose={() => setAddingFor(null)}
            title={`Add shift on ${addingFor === null ? "" : WEEKDAY_NAMES[addingFor]}`}
          >
            {(day) => <AddPeriodForm dayOfWeek={day} onDone={() => setAddingFor(null)} />}
          </EditorDialog>
        </div>
      )}
    </Loaded>
  );
}
