import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PauseCircle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { HookForm, SelectField } from "@web/components/ui/form-field";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { settingsQueryKey, settingsQueryOptions } from "./api/get-settings";
import { updateSettings } from "./api/update-settings";
import { PAUSE_LABELS, PauseOrderingFormSchema, type PauseOrderingFormValues } from "./settings-form.schema";

const PauseSelect = SelectField<PauseOrderingFormValues>;

/** 'Pause online ordering' with an automatic resume: the order page offers no slots until then. */
export function BusyNightControls() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const form = useSchemaForm(PauseOrderingFormSchema, { minutes: "30" });
  const save = useAdminMutation({
    mutationFn: updateSettings,
    success: (data) => (data.orderingPausedUntil ? "Online ordering paused" : "Online ordering resumed"),
    failure: "Failed to update ordering",
    onSuccess: (data) => queryClient.setQueryData(settingsQueryKey, data),
  });

  const pausedUntil = settings.data?.orderingPausedUntil;
  const paused = pausedUntil ? Date.parse(pausedUntil) > Date.now() : false;

  return (
    <div className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-saffron-400 bg-saffron-50 p-4">
      <div className="flex items-center gap-2">
        <PauseCircle className="text-maroon-800" aria-hidden="true" />
        <h2 className="font-semibold text-stone-900">Busy night</h2>
      </div>
      {paused && pausedUntil ? (
        <>
          <p className="font-medium text-stone-900" role="status">
            Online ordering is paused until {formatInstant(pausedUntil, "weekdayTime")}
          </p>
          <Button onClick={() => save.mutate({ orderingPausedUntil: null })} disabled={save.isPending}>
            Resume online ordering now
          </Button>
        </>
      ) : (
        <HookForm
          form={form}
          onValid={(change) => save.mutate(change)}
          className="flex flex-wrap items-end gap-4"
        >
          <PauseSelect
            name="minutes"
            label="Pause online ordering for"
            values={Object.keys(PAUSE_LABELS)}
            labels={PAUSE_LABELS}
          />
          <Button type="submit" variant="secondary" disabled={save.isPending || settings.isPending}>
            Pause online ordering
          </Button>
        </HookForm>
      )}
    </div>
  );
}
