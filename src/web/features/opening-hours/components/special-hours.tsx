import { useQuery } from "@tanstack/react-query";
import { CalendarX, Clock } from "lucide-react";
import { Controller } from "react-hook-form";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import type { SpecialHoursInput } from "@shared/opening-hours/opening-hours.schema";
import { Button } from "@web/components/ui/button";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { FormField } from "@web/components/ui/form-field";
import { EmptyState, Loaded } from "@web/components/ui/loaded";
import { Switch } from "@web/components/ui/switch";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createSpecialHours } from "../api/create-special-hours";
import { deleteSpecialHours } from "../api/delete-special-hours";
import { specialHoursQueryOptions } from "../api/get-special-hours";
import { HOURS_QUERY_KEYS } from "../api/hours-query-keys";
import { type SpecialHoursFormValues, specialHoursFormSchema } from "../hours-form.schema";

function londonToday(): string {
  return getLondonMoment(new Date()).date;
}

// The form's starting times: the owner edits them before saving; what diners see is what is saved.
const EMPTY: SpecialHoursFormValues = {
  date: "",
  reason: "",
  isClosed: false,
  openTime: "12:00",
  closeTime: "22:00",
  lastOrderTime: "",
};

const TIME_FIELDS = [
  ["openTime", "Open"],
  ["closeTime", "Close"],
  ["lastOrderTime", "Last order"],
] as const;

function SpecialHoursForm() {
  const today = londonToday();
  const { register, control, handleSubmit, formState, reset, setValue, getValues, watch, trigger } =
    useSchemaForm(specialHoursFormSchema(today), EMPTY);
  const add = useAdminMutation({
    mutationFn: (body: SpecialHoursInput) => createSpecialHours(body),
    success: "Special hours added successfully",
    failure: "Failed to add special hours",
    invalidate: HOURS_QUERY_KEYS,
    onSuccess: () => reset(EMPTY),
  });

  // A one-tap preset that fills the form (the button says which times); nothing is saved until the
  // owner presses Add, and the server checks the times.
  function eveningOnly() {
    const fill = { isClosed: false, openTime: "17:00", closeTime: "21:00", lastOrderTime: "20:30" } as const;
    for (const [field, value] of Object.entries(fill)) setValue(field as keyof typeof fill, value);
    if (!getValues("date")) setValue("date", addDays(today, 1));
    if (!getValues("reason")) setValue("reason", "Special hours");
    if (formState.isSubmitted) void trigger();
  }

  const errors = formState.errors;
  // Date and reason share one message ('Date and reason are required'): it is said once, for both.
  const messages = [...new Set(Object.values(errors).map((e) => e?.message))].filter(Boolean);
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => add.mutate({ date: addDays(today, 1), reason: "Holiday", isClosed: true })}
          disabled={add.isPending}
        >
          <CalendarX size={18} aria-hidden="true" /> Close tomorrow for holiday
        </Button>
        <Button variant="secondary" onClick={eveningOnly}>
          <Clock size={18} aria-hidden="true" /> Special hours 17:00-21:00 (last order 20:30)
        </Button>
      </div>
      <form
        className="grid gap-4 rounded border border-stone-200 p-3 md:grid-cols-3"
        onSubmit={handleSubmit((body) => add.mutate(body))}
        noValidate
      >
        <FormField label="Date" required error={!!errors.date}>
          <input type="date" min={today} {...register("date")} />
        </FormField>
        <FormField label="Reason" required error={!!errors.reason} className="md:col-span-2">
          <input {...register("reason")} />
        </FormField>
        <div className="md:col-span-3">
          <Controller
            control={control}
            name="isClosed"
            render={({ field }) => (
              <Switch label="Closed all day" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        {!watch("isClosed") &&
          TIME_FIELDS.map(([field, label]) => (
            <FormField key={field} label={label} error={!!errors[field]}>
              <input placeholder={field === "lastOrderTime" ? "close" : undefined} {...register(field)} />
            </FormField>
          ))}
        {messages.length > 0 && (
          <div role="alert" className="text-sm font-medium text-red-700 md:col-span-3">
            {messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        )}
        <div className="md:col-span-3">
          <Button type="submit" disabled={add.isPending}>
            Add special hours
          </Button>
        </div>
      </form>
    </>
  );
}

export function SpecialHoursSection() {
  const special = useQuery({ ...specialHoursQueryOptions(), staleTime: 0 });
  const remove = useAdminMutation({
    mutationFn: deleteSpecialHours,
    success: "Special hours removed successfully",
    failure: "Failed to remove special hours",
    invalidate: HOURS_QUERY_KEYS,
  });
  return (
    <div>
      <SpecialHoursForm />
      <div className="mt-4">
        <Loaded query={special} what="special hours">
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState>No special hours set.</EmptyState>
            ) : (
              <ul
                className="divide-y divide-stone-200 rounded border border-stone-200"
                aria-label="Special hours"
              >
                {data.map((s) => (
                  <li key={s.id} className="flex items-center justify-between gap-2 p-2 text-sm">
                    <span>
                      <strong>{s.date}</strong> – {s.reason}:{" "}
                      {s.isClosed
                        ? "Closed all day"
                        : `${s.openTime}–${s.closeTime} (last order ${s.lastOrderTime ?? s.closeTime})`}
                    </span>
                    <EditDeleteButtons
                      name={`special hours on ${s.date}`}
                      deleteVerb="Remove"
                      deleteTitle="Remove special hours?"
                      deleteDescription={`The special hours on ${s.date} (${s.reason}) will be removed.`}
                      onDelete={() => remove.mutate(s.id)}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </div>
  );
}
