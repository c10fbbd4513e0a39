import { z } from "zod";
import { boundedInt, calendarDate, multiLineText, singleLineText } from "../text.schema";
import { RESERVATION_SOURCES, RESERVATION_STATUSES } from "./reservation-status";

/**
 * Tables are booked on the half hour. Which half hours a date offers follows that day's opening
 * hours (reservation-availability.ts); the spec's fixed 12:00-14:30 and 18:00-21:00 offered none of
 * a Saturday's 11:00-23:00 beyond them (issue 33).
 */
const RESERVATION_INTERVAL_MINUTES = 30;

/** Every half hour of a day, "00:00" to "23:30": what staff may book by phone. */
export const RESERVATION_GRID_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / RESERVATION_INTERVAL_MINUTES },
  (_, i) => {
    const minutes = i * RESERVATION_INTERVAL_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  },
);

/** Guests 1 to 6, and '7+' stored as 7. */
export const GUEST_OPTIONS = [
  { value: 1, label: "1 Guest" },
  { value: 2, label: "2 Guests" },
  { value: 3, label: "3 Guests" },
  { value: 4, label: "4 Guests" },
  { value: 5, label: "5 Guests" },
  { value: 6, label: "6 Guests" },
  { value: 7, label: "7+ Guests" },
] as const;
export const DEFAULT_GUESTS = 2;
const MAX_GUESTS = 7;

const isoDate = calendarDate("Please choose a date");

/** An empty email field means 'no email'. */
const optionalEmail = z
  .union([
    z.literal(""),
    z.email("Please enter a valid email address").max(255, "Email must be at most 255 characters"),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

const optionalText = (max: number) =>
  multiLineText()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const CHOOSE_TIME_MESSAGE = "Please choose a time";
const ReservationTimeSchema = z
  .string(CHOOSE_TIME_MESSAGE)
  .refine((time) => RESERVATION_GRID_TIMES.includes(time), CHOOSE_TIME_MESSAGE);

/** Messages name their field, so the booking form shows the server's own words beside it. */
export const ReservationRequestSchema = z.object({
  name: singleLineText().min(1, "Full name is required").max(100, "Full name must be at most 100 characters"),
  phone: singleLineText()
    .min(1, "Phone number is required")
    .max(20, "Phone number must be at most 20 characters")
    .regex(/^[0-9+()\-\s]+$/, "Please enter a phone number"),
  email: optionalEmail,
  date: isoDate,
  time: ReservationTimeSchema,
  guests: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_GUESTS, `must be at most ${MAX_GUESTS}`),
  notes: optionalText(1000),
});
export type ReservationRequest = z.input<typeof ReservationRequestSchema>;

export const PAST_DATE_MESSAGE = "The date cannot be earlier than today.";

/**
 * The booking form: the request's schema, with the time select starting empty and today's date
 * (the restaurant's, London) as the earliest, so the browser refuses what the server refuses with
 * the same messages, and sends its output as it is (issue 26).
 */
export function reservationFormSchema(londonToday: string) {
  return ReservationRequestSchema.extend({
    date: isoDate.refine((d) => isReservationDateAllowed(d, londonToday), PAST_DATE_MESSAGE),
    // A disabled select (no times that day) sends nothing: that is a missing time too.
    time: z
      .string()
      .optional()
      .transform((v) => v ?? "")
      .pipe(ReservationTimeSchema),
  });
}
export type ReservationForm = z.input<ReturnType<typeof reservationFormSchema>>;

const ReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** What staff see: where the booking came from, what they told the diner, the diner's no-shows. */
export const AdminReservationSchema = ReservationSchema.extend({
  source: z.enum(RESERVATION_SOURCES),
  staffMessage: z.string().nullable(),
  /** Earlier bookings by the same email or phone that ended as no-shows. */
  noShows: z.number().int(),
});
export type AdminReservation = z.infer<typeof AdminReservationSchema>;

/** A booking taken by phone: the same fields, any open time on any date the restaurant sets. */
export const PhoneReservationSchema = ReservationRequestSchema.extend({
  /** Staff may take larger parties than the form offers. */
  guests: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(500),
});
export type PhoneReservation = z.input<typeof PhoneReservationSchema>;

const RESERVATION_ACTIONS = ["confirmed", "declined", "cancelled", "seated", "no_show", "completed"] as const;
export const ReservationStatusChangeSchema = z.object({
  status: z.enum(RESERVATION_ACTIONS, "must be a reservation status staff can set"),
  /** Sent to the diner with a confirmation or a refusal. */
  message: multiLineText().max(1000, "must be at most 1000 characters").optional(),
});
export type ReservationStatusChange = z.input<typeof ReservationStatusChangeSchema>;

const SlotCoversSchema = z.object({
  time: z.string(),
  /** Guests booked at this time (bookings that hold a table). */
  covers: z.number().int(),
  capacity: z.number().int(),
});
export const AdminReservationDaySchema = z.object({
  date: z.string(),
  reservations: z.array(AdminReservationSchema),
  slots: z.array(SlotCoversSchema),
});
export type AdminReservationDay = z.infer<typeof AdminReservationDaySchema>;

/** The public booking window and which of its dates have no table time at all. */
export const BookingCalendarSchema = z.object({
  firstDate: z.string(),
  lastDate: z.string(),
  unavailableDates: z.array(z.string()),
  /** Parties larger than this are requests staff must confirm. */
  maxOnlineParty: z.number().int(),
});
export type BookingCalendar = z.infer<typeof BookingCalendarSchema>;

export const AvailableTimesSchema = z.object({
  date: z.string(),
  times: z.array(z.object({ time: z.string(), remainingCovers: z.number().int() })),
});
export type AvailableTimes = z.infer<typeof AvailableTimesSchema>;

export const AvailabilityQuerySchema = z.object({ date: calendarDate("must be a date (YYYY-MM-DD)") });

/** The answer to a booking: `confirmed` when the table is held, `pending` when it is a request. */
export const CreatedReservationSchema = ReservationSchema;

/** What the diner's private link shows. */
export const ManagedReservationSchema = z.object({
  name: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  staffMessage: z.string().nullable(),
  /** Whether the diner may still cancel here (before the cut-off, and not yet final). */
  canCancel: z.boolean(),
  cancelCutoffHours: z.number().int(),
});
export type ManagedReservation = z.infer<typeof ManagedReservationSchema>;
export const ManageTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "must be a booking link token"),
});

export const ReservationSettingsSchema = z.object({
  reservationCoversPerSlot: boundedInt(1, 1000, { min: "Covers per time must be at least 1" }),
  reservationHorizonDays: boundedInt(1, 365, { min: "Booking horizon must be at least 1 day" }),
  reservationMaxOnlineParty: boundedInt(1, 7, { min: "Largest online party must be at least 1" }),
  reservationAutoConfirm: z.boolean(),
  reservationCancelCutoffHours: boundedInt(0, 168, { min: "Cancellation cut-off cannot be negative" }),
});
export type ReservationSettings = z.infer<typeof ReservationSettingsSchema>;

/** The staff form: numbers typed as text, checked by the very rules the settings route applies. */
const wholeNumber = (message: string) => z.string().trim().regex(/^\d+$/, message).transform(Number);
export const ReservationSettingsFormSchema = z.object({
  reservationCoversPerSlot: wholeNumber("Covers per time must be a whole number").pipe(
    ReservationSettingsSchema.shape.reservationCoversPerSlot,
  ),
  reservationHorizonDays: wholeNumber("Booking horizon must be a whole number").pipe(
    ReservationSettingsSchema.shape.reservationHorizonDays,
  ),
  reservationMaxOnlineParty: wholeNumber("Largest online party must be a whole number").pipe(
    ReservationSettingsSchema.shape.reservationMaxOnlineParty,
  ),
  reservationAutoConfirm: z.boolean(),
  reservationCancelCutoffHours: wholeNumber("Cancellation cut-off must be a whole number").pipe(
    ReservationSettingsSchema.shape.reservationCancelCutoffHours,
  ),
});

/** A booking date may be today or later, 'today' being the restaurant's (Europe/London). */
function isReservationDateAllowed(date: string, londonToday: string): boolean {
  return date >= londonToday;
}

/** "7+ Guests" for the form's largest choice. */
export function formatGuestsLabel(guests: number): string {
  return GUEST_OPTIONS.find((g) => g.value === guests)?.label ?? `${guests} Guests`;
}
