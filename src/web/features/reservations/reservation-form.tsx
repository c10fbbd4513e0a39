import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { useEffect, useMemo } from "react";
import type { FieldErrors } from "react-hook-form";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import {
  DEFAULT_GUESTS,
  formatGuestsLabel,
  GUEST_OPTIONS,
  PAST_DATE_MESSAGE,
  type Reservation,
  type ReservationForm as ReservationFormValues,
  reservationFormSchema,
} from "@shared/reservations/reservation.schema";
import { toast } from "@web/lib/toast";
import { PhoneLink } from "../../components/layout/contact-links";
import { Button } from "../../components/ui/button";
import { FormField, HookForm, InputField } from "../../components/ui/form-field";
import { LabelledOptions, Options } from "../../components/ui/options";
import { ApiError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { useSchemaForm } from "../../lib/use-schema-form";
import { createReservation } from "./api/create-reservation";
import { availableTimesQueryKey, availableTimesQueryOptions } from "./api/get-available-times";
import { bookingCalendarQueryOptions } from "./api/get-booking-calendar";

const FAILURE_TEXT = "Sorry, we couldn't process your reservation. Please try again or call us directly.";
const Field = InputField<ReservationFormValues>;

/** The fields left empty that the spec's 'Missing Information' covers, as the shared schema words them. */
const MISSING = [
  "Full name is required",
  "Phone number is required",
  "Please choose a date",
  "Please choose a time",
];

const EMPTY: ReservationFormValues = {
  name: "",
  phone: "",
  email: "",
  date: "",
  time: "",
  guests: String(DEFAULT_GUESTS),
  notes: "",
};

/** The success toast says what the server decided: a held table, or a request staff will answer. */
function announce(saved: Reservation): void {
  const what = `${formatGuestsLabel(saved.guests).toLowerCase()} on ${formatCalendarDate(saved.date)} at ${saved.time}`;
  if (saved.status === "confirmed") {
    toast.success("Reservation Confirmed!", {
      description: `Thank you, ${saved.name}! Your table for ${what} is confirmed.${saved.email ? " We've emailed you the details." : ""}`,
    });
  } else {
    toast.success("Reservation Requested!", {
      description: `Thank you, ${saved.name}! Your table for ${what} is requested, not yet confirmed. We'll confirm it ${saved.email ? "by email" : "by phone"} shortly.`,
    });
  }
}

/**
 * The booking form with the line above it (react-hook-form and zod), loaded after the first paint:
 * reservation-section.tsx holds the section around it.
 */
export function ReservationForm() {
  const queryClient = useQueryClient();
  // The server's own schema, with today's London date as the earliest (issue 26).
  const schema = useMemo(() => reservationFormSchema(getLondonMoment(new Date()).date), []);
  const form = useSchemaForm(schema, EMPTY);
  const { errors } = form.formState;
  const [date, time, guestsText] = form.watch(["date", "time", "guests"]);
  const guests = Number(guestsText) || DEFAULT_GUESTS;

  const calendar = useQuery(bookingCalendarQueryOptions());
  const dateInWindow =
    calendar.data !== undefined && date >= calendar.data.firstDate && date <= calendar.data.lastDate;
  const availability = useQuery({ ...availableTimesQueryOptions(date), enabled: dateInWindow });
  const times = (availability.data?.times ?? [])
    .filter((t) => t.remainingCovers >= guests)
    .map((t) => t.time);
  const maxOnlineParty = calendar.data?.maxOnlineParty;

  // A time that stopped fitting (another date, more guests) is cleared rather than sent.
  const timeStillOffered = times.includes(time ?? "");
  useEffect(() => {
    if (time && availability.isSuccess && !timeStillOffered) form.setValue("time", "");
  }, [time, availability.isSuccess, timeStillOffered, form]);

  let timeHint: string | undefined;
  // (A past date is said under the date field itself.)
  if (date && calendar.data && date > calendar.data.lastDate) {
    timeHint = `Tables can be booked up to ${formatCalendarDate(calendar.data.lastDate)}.`;
  } else if (date && calendar.data?.unavailableDates.includes(date)) {
    timeHint = "We're closed on that date, or no times are left. Please choose another day.";
  } else if (date && availability.isSuccess && times.length === 0) {
    timeHint = `No table for ${formatGuestsLabel(guests).toLowerCase()} is free that day. Please choose another day or call us.`;
  }

  const reservation = useMutation({
    mutationFn: createReservation,
    // A repeated POST could book the table twice; the guest can try again instead.
    onSuccess: (saved) => {
      announce(saved);
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: availableTimesQueryKey });
    },
    onError: (error) => {
      // The server's reason (closed, passed, full, too many guests) tells the guest what to change.
      const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
      toast.error("Reservation Failed", { description: reason ?? FAILURE_TEXT });
      void queryClient.invalidateQueries({ queryKey: availableTimesQueryKey });
    },
  });

  const onInvalid = (fieldErrors: FieldErrors<ReservationFormValues>) => {
    const missing = Object.values(fieldErrors).some((e) => MISSING.includes(e?.message ?? ""));
    if (missing) {
      toast.error("Missing Information", { description: "Please fill in all required fields." });
    } else if (fieldErrors.date?.message === PAST_DATE_MESSAGE) {
      toast.error("Invalid Date", { description: PAST_DATE_MESSAGE });
    }
  };

  const timesDisabled = date === "" || times.length === 0;
  return (
    <>
      <p className="mt-3 text-center text-stone-700">
        Choose a day and time when we're open.
        {maxOnlineParty !== undefined &&
          ` Bookings for more than ${formatGuestsLabel(maxOnlineParty).toLowerCase()} are requests we confirm with you.`}{" "}
        For larger parties, please call <PhoneLink className="font-semibold text-maroon-800 underline" />.
      </p>
      <HookForm
        form={form}
        aria-label="Table reservation"
        onValid={(booking) => reservation.mutate(booking)}
        onInvalid={onInvalid}
        className="mt-8 grid gap-4 rounded-2xl bg-cream p-6 ring-1 ring-stone-200 sm:grid-cols-2"
      >
        <Field name="name" label="Full Name" required autoComplete="name" />
        <Field name="phone" label="Phone Number" required type="tel" autoComplete="tel" />
        <Field
          name="email"
          label="Email"
          optional
          className="sm:col-span-2"
          type="email"
          autoComplete="email"
        />
        <Field
          name="date"
          label="Date"
          required
          type="date"
          // The server's first date, once known: a date from this machine's clock would be drawn
          // by the server with its own, and a hydrating page keeps the server's attribute.
          min={calendar.data?.firstDate}
          max={calendar.data?.lastDate}
        />
        <FormField label="Time" required error={errors.time?.message} hint={timeHint}>
          <select disabled={timesDisabled} {...form.register("time")}>
            <option value="">
              {date === ""
                ? "Choose a date first"
                : times.length === 0
                  ? "No times available"
                  : "Select time"}
            </option>
            <Options values={times} label={(t) => t} />
          </select>
        </FormField>
        <FormField
          label="Guests"
          required
          error={errors.guests?.message}
          hint={
            maxOnlineParty !== undefined && guests > maxOnlineParty
              ? "A booking this size is a request: we'll confirm it with you."
              : undefined
          }
        >
          <select {...form.register("guests")}>
            <LabelledOptions options={GUEST_OPTIONS} />
          </select>
        </FormField>
        <FormField label="Special Requests" optional error={errors.notes?.message} className="sm:col-span-2">
          <textarea rows={3} {...form.register("notes")} />
        </FormField>
        <Button type="submit" size="lg" disabled={reservation.isPending} className="sm:col-span-2">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {reservation.isPending ? "Booking..." : "Reserve Table"}
        </Button>
      </HookForm>
    </>
  );
}
