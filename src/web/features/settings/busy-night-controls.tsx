import { useQuery } from "@tanstack/react-query";
import { PauseCircle, PlayCircle } from "lucide-react";
import { useId, useState } from "react";
import { DISPLAY_SETTINGS } from "@shared/settings/restaurant-settings.schema";
import { Button } from "@web/components/ui/button";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import {
  serviceSettingsQueryKey,
  serviceSettingsQueryOptions,
  updateServiceSettings,
} from "./api/service-settings";
import { PAUSE_LABELS, PauseOrderingFormSchema } from "./settings-form.schema";

/**
 * The busy night's switches on the kitchen board, for staff and owners alike (issue 22): pause
 * online ordering (it resumes by itself) or resume it now, and the preparation time, which moves
 * the earliest collection slot and what the order page tells diners. One compact row on a tablet.
 */
export function BusyNightControls() {
  const service = useQuery(serviceSettingsQueryOptions());
  const pauseId = useId();
  const [pauseMinutes, setPauseMinutes] = useState("30");
  const save = useAdminMutation({
    mutationFn: updateServiceSettings,
    success: (data, change) =>
      change.prepTimeMinutes !== undefined
        ? `Preparation time is now ${data.prepTimeMinutes} minutes`
        : data.orderingPausedUntil
          ? "Online ordering paused"
          : "Online ordering resumed",
    failure: "Failed to update ordering",
    replaceData: serviceSettingsQueryKey,
  });

  const pausedUntil = service.data?.orderingPausedUntil;
  const paused = pausedUntil ? Date.parse(pausedUntil) > Date.now() : false;
  const prep = service.data?.prepTimeMinutes;
  const busy = save.isPending || service.isPending;

  function pauseFor(minutes: string) {
    const parsed = PauseOrderingFormSchema.safeParse({ minutes });
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <section aria-label="Busy night" className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
      {paused && pausedUntil ? (
        <>
          <p className="rounded bg-red-100 px-2 py-1 font-semibold text-red-900" role="status">
            <PauseCircle size={16} aria-hidden="true" className="mr-1 inline" />
            Online ordering is paused until {formatInstant(pausedUntil, "weekdayTime")}
          </p>
          <Button size="sm" onClick={() => save.mutate({ orderingPausedUntil: null })} disabled={busy}>
            <PlayCircle size={16} aria-hidden="true" /> Resume online ordering now
          </Button>
        </>
      ) : (
        <div className="flex items-center gap-1.5">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => pauseFor(pauseMinutes)}>
            <PauseCircle size={16} aria-hidden="true" /> Pause online ordering
          </Button>
          {/* The button reads on into the choice: "Pause online ordering for 30 minutes". */}
          <label htmlFor={pauseId} className="font-medium text-stone-900">
            for
          </label>
          <select
            id={pauseId}
            aria-label="Pause online ordering for"
            value={pauseMinutes}
            onChange={(e) => setPauseMinutes(e.target.value)}
            className="rounded border border-stone-400 px-1.5 py-1"
          >
            {Object.entries(PAUSE_LABELS).map(([minutes, label]) => (
              <option key={minutes} value={minutes}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="flex items-center gap-1">
        <legend className="float-left mr-1.5 font-medium text-stone-900">Preparation time</legend>
        {DISPLAY_SETTINGS.prepTimeOptions.map((minutes) => (
          <button
            key={minutes}
            type="button"
            aria-pressed={prep === minutes}
            disabled={busy}
            onClick={() => save.mutate({ prepTimeMinutes: minutes })}
            className="min-h-9 min-w-11 rounded border border-stone-400 px-1.5 font-semibold text-stone-900 aria-pressed:border-maroon-800 aria-pressed:bg-maroon-800 aria-pressed:text-white disabled:opacity-60"
          >
            {minutes}
            <span className="sr-only"> minutes</span>
          </button>
        ))}
      </fieldset>
    </section>
  );
}
