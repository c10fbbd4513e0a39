import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { getLondonMoment } from "../../../../shared/opening-hours/london-time";
import {
  DEFAULT_GUESTS,
  GUEST_OPTIONS,
  isReservationDateAllowed,
  RESERVATION_TIMES,
} from "../../../../shared/reservations/reservation.schema";
import { PageSection } from "../../../components/layout/page-section";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Options } from "../../../components/ui/options";
import { formatCalendarDate } from "../../../lib/format";
import { RESTAURANT } from "../../../lib/restaurant";
import { createReservation } from "../api/create-reservation";

const REQUIRED = "This field is required.";
export const PAST_DATE_MESSAGE = "The date cannot be earlier than today.";

const ReservationFormSchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED).max(100, "Please use at most 100 characters."),
    phone: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .max(20, "Please use at most 20 characters.")
      .regex(/^[0-9+()\-\s]*$/, "Please enter a phone number."),
    email: z.union([z.literal(""), z.email("Please enter a valid email address.")]),
    date: z.string().min(1, REQUIRED),
    time: z.string().min(1, REQUIRED),
    guests: z.string().min(1, REQUIRED),
    notes: z.string().max(1000, "Please use at most 1000 characters."),
  })
  .refine((v) => !v.date || isReservationDateAllowed(v.date, getLondonMoment(new Date()).date), {
    path: ["date"],
    message: PAST_DATE_MESSAGE,
  });
type ReservationForm = z.infer<typeof ReservationFormSchema>;

const EMPTY: ReservationForm = {
  name: "",
  phone: "",
  email: "",
  date: "",
  time: "",
  guests: String(DEFAULT_GUESTS),
  notes: "",
};

export function ReservationSection() {
  const form = useForm<ReservationForm>({
    resolver: zodResolver(ReservationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const reservation = useMutation({
    mutationFn: createReservation,
    // A repeated POST could book the table twice; the guest can try again instead.
    onSuccess: (saved) => {
      const guests = GUEST_OPTIONS.find((g) => g.value === saved.guests)?.label ?? `${saved.guests} Guests`;
      toast.success("Reservation Confirmed!", {
        description: `Thank you, ${saved.name}! Your table for ${guests.toLowerCase()} on ${formatCalendarDate(saved.date)} at ${saved.time} is requested. We'll call you to confirm.`,
      });
      form.reset(EMPTY);
    },
    onError: () => {
      toast.error("Reservation Failed", {
        description: "Sorry, we couldn't process your reservation. Please try again or call us directly.",
      });
    },
  });

  const onInvalid = (fieldErrors: FieldErrors<ReservationForm>) => {
    const missing = Object.values(fieldErrors).some((e) => e?.message === REQUIRED);
    if (missing) {
      toast.error("Missing Information", { description: "Please fill in all required fields." });
    } else if (fieldErrors.date?.message === PAST_DATE_MESSAGE) {
      toast.error("Invalid Date", { description: PAST_DATE_MESSAGE });
    }
  };

  const today = getLondonMoment(new Date()).date;
  return (
    <PageSection id="reservation" title="Book a Table" className="bg-white" width="max-w-3xl">
      <p className="mt-3 text-center text-stone-700">
        Reserve online and we'll call to confirm. For parties over 7, please call{" "}
        <a href={RESTAURANT.phoneHref} className="font-semibold text-maroon-800 underline">
          {RESTAURANT.phone}
        </a>
        .
      </p>
      <form
        noValidate
        aria-label="Table reservation"
        onSubmit={form.handleSubmit(
          (v) =>
            reservation.mutate({
              name: v.name,
              phone: v.phone,
              email: v.email,
              date: v.date,
              time: v.time as (typeof RESERVATION_TIMES)[number],
              guests: Number(v.guests),
              notes: v.notes,
            }),
          onInvalid,
        )}
        className="mt-8 grid gap-4 rounded-2xl bg-cream p-6 ring-1 ring-stone-200 sm:grid-cols-2"
      >
        <FormField label="Full Name" required error={errors.name?.message}>
          <input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Phone Number" required error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        <FormField label="Email" optional error={errors.email?.message} className="sm:col-span-2">
          <input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField label="Date" required error={errors.date?.message}>
          <input type="date" min={today} {...form.register("date")} />
        </FormField>
        <FormField label="Time" required error={errors.time?.message}>
          <select {...form.register("time")}>
            <option value="">Select time</option>
            <Options values={RESERVATION_TIMES} label={(t) => t} />
          </select>
        </FormField>
        <FormField label="Guests" required error={errors.guests?.message}>
          <select {...form.register("guests")}>
            {GUEST_OPTIONS.map((g) => (
              <option key={g.value} value={String(g.value)}>
                {g.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Special Requests" optional error={errors.notes?.message} className="sm:col-span-2">
          <textarea rows={3} {...form.register("notes")} />
        </FormField>
        <Button type="submit" size="lg" disabled={reservation.isPending} className="sm:col-span-2">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {reservation.isPending ? "Booking..." : "Reserve Table"}
        </Button>
      </form>
    </PageSection>
  );
}
