import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarX, Clock, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { addDays, getLondonMoment, WEEKDAY_NAMES } from "../../../../shared/opening-hours/london-time";
import {
  HHMM,
  type OperatingHours,
  SPECIAL_HOURS_REQUIRED_MESSAGE,
  TIME_FORMAT_MESSAGE,
} from "../../../../shared/opening-hours/opening-hours.schema";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import {
  createSpecialHours,
  createTimePeriod,
  deleteSpecialHours,
  deleteTimePeriod,
  operatingHoursQueryKey,
  operatingHoursQueryOptions,
  specialHoursQueryKey,
  specialHoursQueryOptions,
  timePeriodsQueryKey,
  timePeriodsQueryOptions,
  updateOperatingHours,
  updateTimePeriod,
} from "../api/admin-hours";
import {
  Card,
  ConfirmButton,
  describeError,
  EmptyState,
  FormDialog,
  inputClasses,
  labelClasses,
  Toggle,
} from "./admin-ui";

const HOURS_KEYS: QueryKey[] = [
  operatingHoursQueryKey,
  timePeriodsQueryKey,
  specialHoursQueryKey,
  ["/api/restaurant-status"],
];

function useRefreshHours() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of HOURS_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

function DayRow({ day }: { day: OperatingHours }) {
  const refresh = useRefreshHours();
  const [openTime, setOpen] = useState(day.openTime);
  const [closeTime, setClose] = useState(day.closeTime);
  const [lastOrderTime, setLast] = useState(day.lastOrderTime ?? "");
  const [isClosed, setClosed] = useState(day.isClosed);
  const [isOrderingEnabled, setOrdering] = useState(day.isOrderingEnabled);
  const name = WEEKDAY_NAMES[day.dayOfWeek];
  const save = useMutation({
    mutationFn: () => {
      for (const t of [openTime, closeTime, ...(lastOrderTime ? [lastOrderTime] : [])]) {
        if (!HHMM.test(t)) throw new Error(TIME_FORMAT_MESSAGE);
      }
      return updateOperatingHours(day.dayOfWeek, {
        openTime,
        closeTime,
        lastOrderTime: lastOrderTime || null,
        isClosed,
        isOrderingEnabled,
        notes: day.notes,
      });
    },
    retry: false,
    onSuccess: () => {
      toast.success(`${name} hours updated`);
      refresh();
    },
    onError: (error) =>
      toast.error("Failed to update operating hours", { description: describeError(error) }),
  });

  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className="py-2 pr-3 text-left font-semibold text-stone-900">
        {name}
      </th>
      <td className="p-1">
        <input
          aria-label={`${name} open time`}
          className={inputClasses}
          value={openTime}
          onChange={(e) => setOpen(e.target.value)}
        />
      </td>
      <td className="p-1">
        <input
          aria-label={`${name} close time`}
          className={inputClasses}
          value={closeTime}
          onChange={(e) => setClose(e.target.value)}
        />
      </td>
      <td className="p-1">
        <input
          aria-label={`${name} last order time`}
          className={inputClasses}
          value={lastOrderTime}
          placeholder="close"
          onChange={(e) => setLast(e.target.value)}
        />
      </td>
      <td className="p-1">
        <Toggle label={`${name} closed`} checked={isClosed} onChange={setClosed} />
      </td>
      <td className="p-1">
        <Toggle label={`${name} online ordering`} checked={isOrderingEnabled} onChange={setOrdering} />
      </td>
      <td className="p-1">
        <Button size="sm" onClick={() => save.mutate()} disabled={save.isPending}>
          Save
        </Button>
      </td>
    </tr>
  );
}

function AddPeriodForm({ dayOfWeek, onDone }: { dayOfWeek: number; onDone: () => void }) {
  const refresh = useRefreshHours();
  const [periodName, setName] = useState("");
  const [openTime, setOpen] = useState("");
  const [closeTime, setClose] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => createTimePeriod({ dayOfWeek, periodName: periodName.trim(), openTime, closeTime }),
    retry: false,
    onSuccess: (result) => {
      toast.success(result.message);
      refresh();
      onDone();
    },
    onError: (e) => toast.error(`Failed to add time period: ${describeError(e)}`),
  });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!periodName.trim() || !openTime || !closeTime) {
      setError("Name, open time and close time are required");
      return;
    }
    if (!HHMM.test(openTime) || !HHMM.test(closeTime)) {
      setError(TIME_FORMAT_MESSAGE);
      toast.error(TIME_FORMAT_MESSAGE);
      return;
    }
    setError(null);
    add.mutate();
  }
  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate>
      <label className={labelClasses}>
        Period name (e.g. Lunch, Dinner)
        <input className={inputClasses} value={periodName} onChange={(e) => setName(e.target.value)} />
      </label>
      <div className="grid grid-cols-2 gap-4">
        <label className={labelClasses}>
          Opening time (HH:MM)
          <input
            className={inputClasses}
            value={openTime}
            placeholder="17:00"
            onChange={(e) => setOpen(e.target.value)}
          />
        </label>
        <label className={labelClasses}>
          Closing time (HH:MM)
          <input
            className={inputClasses}
            value={closeTime}
            placeholder="23:00"
            onChange={(e) => setClose(e.target.value)}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          Add period
        </Button>
      </div>
    </form>
  );
}

function TimePeriods() {
  const refresh = useRefreshHours();
  const periods = useQuery({ ...timePeriodsQueryOptions(), staleTime: 0 });
  const [addingFor, setAddingFor] = useState<number | null>(null);
  const toggle = useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateTimePeriod(id, { isActive }),
    retry: false,
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
    onError: (e) => toast.error(`Failed to update time period: ${describeError(e)}`),
  });
  const remove = useMutation({
    mutationFn: deleteTimePeriod,
    retry: false,
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
    onError: (e) => toast.error(`Failed to delete time period: ${describeError(e)}`),
  });

  if (periods.isPending) return <Spinner label="Loading shifts" />;
  if (periods.isError) return <p role="alert">Could not load shifts: {describeError(periods.error)}</p>;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {[1, 2, 3, 4, 5, 6, 0].map((dow) => {
        const list = periods.data.data.filter((p) => p.dayOfWeek === dow);
        return (
          <div key={dow} className="rounded border border-stone-200 p-3">
            <div className="flex items-center justify-between">
              <h3 className="font-semibold text-stone-900">{WEEKDAY_NAMES[dow]}</h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setAddingFor(dow)}
                aria-label={`Add shift on ${WEEKDAY_NAMES[dow]}`}
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
                      {p.periodName}: {p.openTime}–{p.closeTime} (last order {p.lastOrderTime ?? p.closeTime})
                    </span>
                    <span className="flex items-center gap-1">
                      <Toggle
                        label={`${p.periodName} on ${WEEKDAY_NAMES[dow]} active`}
                        checked={p.isActive}
                        onChange={(isActive) => toggle.mutate({ id: p.id, isActive })}
                      />
                      <ConfirmButton
                        triggerLabel={`Delete ${p.periodName} on ${WEEKDAY_NAMES[dow]}`}
                        title="Delete time period?"
                        description={`Are you sure you want to delete ${p.periodName} (${p.openTime}–${p.closeTime})?`}
                        onConfirm={() => remove.mutate(p.id)}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </ConfirmButton>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <FormDialog
        open={addingFor !== null}
        onOpenChange={(open) => !open && setAddingFor(null)}
        title={`Add shift on ${addingFor === null ? "" : WEEKDAY_NAMES[addingFor]}`}
      >
        {addingFor !== null && <AddPeriodForm dayOfWeek={addingFor} onDone={() => setAddingFor(null)} />}
      </FormDialog>
    </div>
  );
}

function londonToday(): string {
  return getLondonMoment(new Date()).date;
}

function SpecialHoursSection() {
  const refresh = useRefreshHours();
  const special = useQuery({ ...specialHoursQueryOptions(), staleTime: 0 });
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [isClosed, setClosed] = useState(false);
  const [openTime, setOpen] = useState("12:00");
  const [closeTime, setClose] = useState("22:00");
  const [lastOrderTime, setLast] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: createSpecialHours,
    retry: false,
    onSuccess: () => {
      toast.success("Special hours added successfully");
      setDate("");
      setReason("");
      setClosed(false);
      refresh();
    },
    onError: (e) => toast.error("Failed to add special hours", { description: describeError(e) }),
  });
  const remove = useMutation({
    mutationFn: deleteSpecialHours,
    retry: false,
    onSuccess: () => {
      toast.success("Special hours removed successfully");
      refresh();
    },
    onError: (e) => toast.error("Failed to remove special hours", { description: describeError(e) }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!date || !reason.trim()) {
      setError(SPECIAL_HOURS_REQUIRED_MESSAGE);
      toast.error(SPECIAL_HOURS_REQUIRED_MESSAGE);
      return;
    }
    if (date < londonToday()) {
      setError("The date must be today or later");
      return;
    }
    if (!isClosed) {
      for (const t of [openTime, closeTime, ...(lastOrderTime ? [lastOrderTime] : [])]) {
        if (!HHMM.test(t)) {
          setError(TIME_FORMAT_MESSAGE);
          return;
        }
      }
    }
    setError(null);
    add.mutate(
      isClosed
        ? { date, reason: reason.trim(), isClosed: true }
        : {
            date,
            reason: reason.trim(),
            isClosed: false,
            openTime,
            closeTime,
            lastOrderTime: lastOrderTime || null,
          },
    );
  }

  function closeTomorrow() {
    add.mutate({ date: addDays(londonToday(), 1), reason: "Holiday", isClosed: true });
  }

  function eveningOnly() {
    setClosed(false);
    setOpen("17:00");
    setClose("21:00");
    setLast("20:30");
    if (!date) setDate(addDays(londonToday(), 1));
    if (!reason) setReason("Special hours");
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={closeTomorrow} disabled={add.isPending}>
          <CalendarX size={18} aria-hidden="true" /> Close tomorrow for holiday
        </Button>
        <Button variant="secondary" onClick={eveningOnly}>
          <Clock size={18} aria-hidden="true" /> Special hours 17:00-21:00 (last order 20:30)
        </Button>
      </div>
      <form
        className="grid gap-4 rounded border border-stone-200 p-3 md:grid-cols-3"
        onSubmit={handleSubmit}
        noValidate
      >
        <label className={labelClasses}>
          Date
          <input
            className={inputClasses}
            type="date"
            min={londonToday()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className={`${labelClasses} md:col-span-2`}>
          Reason
          <input className={inputClasses} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <div className="md:col-span-3">
          <Toggle label="Closed all day" checked={isClosed} onChange={setClosed} />
        </div>
        {!isClosed && (
          <>
            <label className={labelClasses}>
              Open
              <input className={inputClasses} value={openTime} onChange={(e) => setOpen(e.target.value)} />
            </label>
            <label className={labelClasses}>
              Close
              <input className={inputClasses} value={closeTime} onChange={(e) => setClose(e.target.value)} />
            </label>
            <label className={labelClasses}>
              Last order
              <input
                className={inputClasses}
                value={lastOrderTime}
                placeholder="close"
                onChange={(e) => setLast(e.target.value)}
              />
            </label>
          </>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700 md:col-span-3">
            {error}
          </p>
        )}
        <div className="md:col-span-3">
          <Button type="submit" disabled={add.isPending}>
            Add special hours
          </Button>
        </div>
      </form>
      <div className="mt-4">
        {special.isPending ? (
          <Spinner label="Loading special hours" />
        ) : special.isError ? (
          <p role="alert">Could not load special hours: {describeError(special.error)}</p>
        ) : special.data.data.length === 0 ? (
          <EmptyState>No special hours set.</EmptyState>
        ) : (
          <ul
            className="divide-y divide-stone-200 rounded border border-stone-200"
            aria-label="Special hours"
          >
            {special.data.data.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 p-2 text-sm">
                <span>
                  <strong>{s.date}</strong> – {s.reason}:{" "}
                  {s.isClosed
                    ? "Closed all day"
                    : `${s.openTime}–${s.closeTime} (last order ${s.lastOrderTime ?? s.closeTime})`}
                </span>
                <ConfirmButton
                  triggerLabel={`Remove special hours on ${s.date}`}
                  title="Remove special hours?"
                  description={`The special hours on ${s.date} (${s.reason}) will be removed.`}
                  confirmLabel="Remove"
                  onConfirm={() => remove.mutate(s.id)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function HoursTab() {
  const hours = useQuery({ ...operatingHoursQueryOptions(), staleTime: 0 });
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-xl font-bold text-maroon-800">Operating hours</h2>
        {hours.isPending ? (
          <Spinner label="Loading hours" />
        ) : hours.isError ? (
          <p role="alert">Could not load hours: {describeError(hours.error)}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[720px] text-sm">
              <thead>
                <tr className="text-left text-stone-800">
                  <th scope="col">Day</th>
                  <th scope="col">Open</th>
                  <th scope="col">Close</th>
                  <th scope="col">Last order</th>
                  <th scope="col">Closed</th>
                  <th scope="col">Online ordering</th>
                  <th scope="col">
                    <span className="sr-only">Save</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {hours.data.data.map((day) => (
                  <DayRow key={`${day.dayOfWeek}-${hours.dataUpdatedAt}`} day={day} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card>
        <h2 className="text-xl font-bold text-maroon-800">Opening shifts</h2>
        <p className="mb-3 text-sm text-stone-700">
          Shifts replace a day's operating hours when any are active.
        </p>
        <TimePeriods />
      </Card>
      <Card>
        <h2 className="text-xl font-bold text-maroon-800">Special hours</h2>
        <p className="mb-3 text-sm text-stone-700">Holidays and one-off changes override the weekly hours.</p>
        <SpecialHoursSection />
      </Card>
    </div>
  );
}
