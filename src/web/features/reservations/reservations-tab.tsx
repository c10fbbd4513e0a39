import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import {
  type AdminReservation,
  type AdminReservationDay,
  formatGuestsLabel,
  GUEST_OPTIONS,
  PhoneReservationSchema,
  RESERVATION_GRID_TIMES,
  ReservationStatusChangeSchema,
} from "@shared/reservations/reservation.schema";
import {
  nextReservationStatuses,
  RESERVATION_STATUS_LABELS,
  type ReservationStatus,
} from "@shared/reservations/reservation-status";
import { Button } from "@web/components/ui/button";
import { ConfirmButton } from "@web/components/ui/edit-delete-buttons";
import { FormDialog } from "@web/components/ui/form-dialog";
import { BoundField, FormField, HookForm, InputField } from "@web/components/ui/form-field";
import { EmptyState, Loaded } from "@web/components/ui/loaded";
import { Options } from "@web/components/ui/options";
import { formatCalendarDate } from "@web/lib/format";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { changeReservationStatus } from "./api/change-reservation-status";
import { createPhoneReservation } from "./api/create-phone-reservation";
import { reservationDayQueryKey, reservationDayQueryOptions } from "./api/get-reservation-day";

type Action = Exclude<ReservationStatus, "pending">;

const ACTION_LABELS: Record<Action, string> = {
  confirmed: "Confirm",
  declined: "Decline",
  seated: "Mark seated",
  no_show: "Mark no-show",
  completed: "Mark completed",
  cancelled: "Cancel booking",
};

const STATUS_BADGE: Record<ReservationStatus, string> = {
  pending: "bg-saffron-100 text-stone-900",
  confirmed: "bg-green-100 text-green-900",
  declined: "bg-stone-200 text-stone-900",
  cancelled: "bg-stone-200 text-stone-900",
  seated: "bg-blue-100 text-blue-900",
  no_show: "bg-red-100 text-red-900",
  completed: "bg-stone-200 text-stone-900",
};

/** Tells staff whether the guest heard of the change, or needs a phone call. */
function emailedNote(emailed: boolean): string {
  return emailed ? "The guest has been emailed." : "No email sent: please phone the guest.";
}

export function ReservationsTab() {
  const [date, setDate] = useState(() => getLondonMoment(new Date()).date);
  const [addingPhoneBooking, setAddingPhoneBooking] = useState(false);
  const day = useQuery(reservationDayQueryOptions(date));

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold text-maroon-800">Reservations</h2>
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Date">
            <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          </FormField>
          <Button onClick={() => setAddingPhoneBooking(true)}>Add phone booking</Button>
        </div>
      </div>
      <FormDialog open={addingPhoneBooking} onOpenChange={setAddingPhoneBooking} title="Add phone booking">
        <PhoneBookingForm date={date} onDone={() => setAddingPhoneBooking(false)} />
      </FormDialog>
      <Loaded query={day} what="reservations">
        {(data) => (
          <div className="space-y-4">
            <SlotCovers day={data} />
            {data.reservations.length === 0 ? (
              <EmptyState>No reservations on {formatCalendarDate(date)}.</EmptyState>
            ) : (
              <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
                {data.reservations.map((r) => (
                  <ReservationRow key={r.id} reservation={r} />
                ))}
              </ul>
            )}
          </div>
        )}
      </Loaded>
    </div>
  );
}

/** Guests booked per time against the capacity set in Settings; only times with bookings or open. */
function SlotCovers({ day }: { day: AdminReservationDay }) {
  return (
    <section aria-label={`Covers per time on ${formatCalendarDate(day.date)}`}>
      <h3 className="mb-2 font-semibold text-stone-900">Covers per time</h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
        {day.slots.map((s) => (
          <li
            key={s.time}
            className={`rounded border px-2 py-1 text-sm ${
              s.covers >= s.capacity
                ? "border-red-700 bg-red-50 text-red-900"
                : "border-stone-300 bg-white text-stone-900"
            }`}
          >
            <span className="font-semibold">{s.time}</span> {s.covers}/{s.capacity}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReservationRow({ reservation: r }: { reservation: AdminReservation }) {
  const [deciding, setDeciding] = useState<"confirmed" | "declined" | null>(null);
  const change = useAdminMutation({
    mutationFn: ({ status }: { status: Action }) => changeReservationStatus(r.id, { status }),
    success: null,
    onSuccess: (result, vars) =>
      toast.success(`Reservation ${RESERVATION_STATUS_LABELS[vars.status].toLowerCase()}`, {
        description: vars.status === "cancelled" ? emailedNote(result.emailed) : undefined,
      }),
    failure: "Failed to update reservation",
    invalidate: [reservationDayQueryKey],
  });
  const actions = nextReservationStatuses(r.status as ReservationStatus) as Action[];

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {r.time} · {formatGuestsLabel(r.guests)} · {r.name}
          {r.source === "phone" && <span className="font-normal text-stone-700"> (by phone)</span>}
        </p>
        <p className="text-sm text-stone-700">
          {r.phone}
          {r.email ? ` · ${r.email}` : ""}
          {r.notes ? ` · ${r.notes}` : ""}
        </p>
        {r.noShows > 0 && (
          <p className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
            {r.noShows} earlier no-show{r.noShows === 1 ? "" : "s"}
          </p>
        )}
        {r.staffMessage && <p className="mt-1 text-sm text-stone-700">Our message: {r.staffMessage}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_BADGE[r.status]}`}>
          {RESERVATION_STATUS_LABELS[r.status]}
        </span>
        {actions.map((action) =>
          action === "confirmed" || action === "declined" ? (
            <Button
              key={action}
              size="sm"
              variant={action === "declined" ? "danger" : "primary"}
              onClick={() => setDeciding(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ) : action === "cancelled" ? (
            <ConfirmButton
              key={action}
              title="Cancel this booking?"
              description={`${r.name}, ${formatGuestsLabel(r.guests).toLowerCase()} at ${r.time}. The guest is emailed if we have an address.`}
              confirmLabel="Cancel booking"
              triggerLabel={`Cancel booking for ${r.name}`}
              onConfirm={() => change.mutate({ status: "cancelled" })}
            >
              Cancel
            </ConfirmButton>
          ) : (
            <Button
              key={action}
              size="sm"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => change.mutate({ status: action })}
            >
              {ACTION_LABELS[action]}
            </Button>
          ),
        )}
      </div>
      <FormDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={`${deciding === "declined" ? "Decline" : "Confirm"} booking for ${r.name}`}
      >
        {deciding && <DecisionForm reservation={r} decision={deciding} onDone={() => setDeciding(null)} />}
      </FormDialog>
    </li>
  );
}

/** The guest's message, by the status route's own rule (blank sends none). */
const DecisionFormSchema = ReservationStatusChangeSchema.pick({ message: true });

/** Confirm or decline, with an optional message that goes to the guest in the mail. */
function DecisionForm({
  reservation,
  decision,
  onDone,
}: {
  reservation: AdminReservation;
  decision: "confirmed" | "declined";
  onDone: () => void;
}) {
  const form = useSchemaForm(DecisionFormSchema, { message: "" });
  const decide = useAdminMutation({
    mutationFn: ({ message }: { message?: string }) =>
      changeReservationStatus(reservation.id, { status: decision, message: message || undefined }),
    success: null,
    onSuccess: (result) => {
      toast.success(`Reservation ${decision}`, { description: emailedNote(result.emailed) });
      onDone();
    },
    failure: "Failed to update reservation",
    invalidate: [reservationDayQueryKey],
  });
  return (
    <HookForm form={form} className="space-y-4" onValid={(values) => decide.mutate(values)}>
      <p className="text-stone-800">
        {formatCalendarDate(reservation.date)} at {reservation.time},{" "}
        {formatGuestsLabel(reservation.guests).toLowerCase()}.
      </p>
      <BoundField<z.input<typeof DecisionFormSchema>> name="message" label="Message to the guest" optional>
        <textarea rows={3} />
      </BoundField>
      <Button
        type="submit"
        variant={decision === "declined" ? "danger" : "primary"}
        disabled={decide.isPending}
      >
        {decision === "declined" ? "Decline booking" : "Confirm booking"}
      </Button>
    </HookForm>
  );
}

const Field = InputField<z.input<typeof PhoneReservationSchema>>;

/** A booking taken on the phone: confirmed at once, within the slot's capacity. */
function PhoneBookingForm({ date, onDone }: { date: string; onDone: () => void }) {
  const form = useSchemaForm(PhoneReservationSchema, {
    name: "",
    phone: "",
    email: "",
    date,
    // A starting value staff change on the call, not a fact shown to diners (the slots are checked
    // against the day's hours and capacity by the server).
    time: "19:00",
    guests: "2",
    notes: "",
  });
  const add = useAdminMutation({
    mutationFn: createPhoneReservation,
    success: null,
    onSuccess: (result) => {
      toast.success("Phone booking added", {
        description: result.emailed ? "The guest has been emailed a confirmation." : undefined,
      });
      onDone();
    },
    failure: "Failed to add booking",
    invalidate: [reservationDayQueryKey],
  });
  return (
    <HookForm form={form} className="grid gap-4 sm:grid-cols-2" onValid={(values) => add.mutate(values)}>
      <Field name="name" label="Full Name" required />
      <Field name="phone" label="Phone Number" required type="tel" />
      <Field name="email" label="Email" optional className="sm:col-span-2" type="email" />
      <Field name="date" label="Date" required type="date" />
      <FormField label="Time" required error={form.formState.errors.time?.message}>
        <select {...form.register("time")}>
          <Options values={RESERVATION_GRID_TIMES} label={(t) => t} />
        </select>
      </FormField>
      <Field
        name="guests"
        label="Guests"
        required
        hint={`Any number; the form online offers up to ${GUEST_OPTIONS.at(-1)?.label}.`}
        inputMode="numeric"
      />
      <Field name="notes" label="Notes" optional />
      <Button type="submit" disabled={add.isPending} className="sm:col-span-2">
        Add booking
      </Button>
    </HookForm>
  );
}
