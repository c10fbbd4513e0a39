import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PauseCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { settingsQueryKey, settingsQueryOptions } from "./api/get-settings";
import { updateSettings } from "./api/update-settings";

const PAUSE_OPTIONS = [
  [15, "15 minutes"],
  [30, "30 minutes"],
  [60, "1 hour"],
  [120, "2 hours"],
  [240, "4 hours"],
] as const;

/** 'Pause online ordering' with an automatic resume: the order page offers no slots until then. */
export function BusyNightControls() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const [minutes, setMinutes] = useState<number>(30);
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
        <>
          <FormField label="Pause online ordering for">
            <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {PAUSE_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </FormField>
          <Button
            variant="secondary"
            disabled={save.isPending || settings.isPending}
            onClick={() =>
              save.mutate({ orderingPausedUntil: new Date(Date.now() + minutes * 60_000).toISOString() })
            }
          >
            Pause online ordering
          </Button>
        </>
      )}
    </div>
  );
}
