import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import type { OperatingHours } from "@shared/opening-hours/opening-hours.schema";
import { Button } from "@web/components/ui/button";
import { DataTableHead } from "@web/components/ui/data-table";
import { inputClass } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { operatingHoursQueryOptions } from "../api/get-operating-hours";
import { HOURS_QUERY_KEYS } from "../api/hours-query-keys";
import { updateOperatingHours } from "../api/update-operating-hours";
import { OperatingHoursFormSchema } from "../hours-form.schema";

const TIME_FIELDS = [
  ["openTime", "open time", undefined],
  ["closeTime", "close time", undefined],
  ["lastOrderTime", "last order time", "close"],
] as const;

const SWITCH_FIELDS = [
  ["isClosed", "closed"],
  ["isOrderingEnabled", "online ordering"],
] as const;

const HEADERS = [
  ...["Day", "Open", "Close", "Last order", "Closed", "Online ordering"].map((header) => ({ header })),
  { header: <span className="sr-only">Save</span> },
];

function DayRow({ day }: { day: OperatingHours }) {
  const name = WEEKDAY_NAMES[day.dayOfWeek];
  const { register, control, handleSubmit, formState } = useSchemaForm(OperatingHoursFormSchema, {
    openTime: day.openTime,
    closeTime: day.closeTime,
    lastOrderTime: day.lastOrderTime ?? "",
    isClosed: day.isClosed,
    isOrderingEnabled: day.isOrderingEnabled,
    notes: day.notes,
  });
  const save = useAdminMutation({
    mutationFn: (body: z.output<typeof OperatingHoursFormSchema>) =>
      updateOperatingHours(day.dayOfWeek, body),
    success: `${name} hours updated`,
    failure: "Failed to update operating hours",
    invalidate: HOURS_QUERY_KEYS,
  });
  // A table row cannot hold a form, so the row's button submits it and a bad time is told in a toast.
  const submit = handleSubmit(
    (body) => save.mutate(body),
    (errors) => {
      const message = Object.values(errors).find((e) => e?.message)?.message;
      if (message) toast.error("Failed to update operating hours", { description: message });
    },
  );

  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className="py-2 pr-3 text-left font-semibold text-stone-900">
        {name}
      </th>
      {TIME_FIELDS.map(([field, what, placeholder]) => (
        <td key={field} className="p-1">
          <input
            aria-label={`${name} ${what}`}
            aria-invalid={formState.errors[field] ? true : undefined}
            className={inputClass}
            placeholder={placeholder}
            {...register(field)}
          />
        </td>
      ))}
      {SWITCH_FIELDS.map(([field, what]) => (
        <td key={field} className="p-1">
          <Controller
            control={control}
            name={field}
            render={({ field: { value, onChange } }) => (
              <Switch label={`${name} ${what}`} checked={value} onCheckedChange={onChange} />
            )}
          />
        </td>
      ))}
      <td className="p-1">
        <Button size="sm" onClick={() => void submit()} disabled={save.isPending}>
          Save
        </Button>
      </td>
    </tr>
  );
}

export function OperatingHoursTable() {
  const hours = useQuery({ ...operatingHoursQueryOptions(), staleTime: 0 });
  return (
    <Loaded query={hours} what="hours">
      {({ data }) => (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
            <DataTableHead headers={HEADERS} />
            <tbody>
              {data.map((day) => (
                <DayRow key={`${day.dayOfWeek}-${hours.dataUpdatedAt}`} day={day} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Loaded>
  );
}
