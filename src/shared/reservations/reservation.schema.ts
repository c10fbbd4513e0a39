import { z } from "zod";
import { calendarDate, multiLineText, singleLineText } from "../text.schema";

/** Spec section 5: the times a table can be booked for. */
export const RESERVATION_TIMES = [
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "18:00",
  "18:30",
  "19:00",
  "19:30",
  "20:00",
  "20:30",
  "21:00",
] as const;

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
export const MAX_GUESTS = 7;

const isoDate = calendarDate("must be a date (YYYY-MM-DD)");

/** An empty email field means 'no email'. */
const optionalEmail = z
  .union([z.literal(""), z.email("must be a valid email address").max(255)])
  .nullish()
  .transform((v) => (v ? v : null));

const optionalText = (max: number) =>
  multiLineText()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const ReservationRequestSchema = z.object({
  name: singleLineText().min(1, "is required").max(100, "must be at most 100 characters"),
  phone: singleLineText()
    .min(1, "is required")
    .max(20, "must be at most 20 characters")
    .regex(/^[0-9+()\-\s]+$/, "must be a phone number"),
  email: optionalEmail,
  date: isoDate,
  time: z.enum(RESERVATION_TIMES, "must be one of the offered times"),
  guests: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_GUESTS, `must be at most ${MAX_GUESTS}`),
  notes: optionalText(1000),
});
export type ReservationRequest = z.input<typeof ReservationRequestSchema>;

export const ReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  notes: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** A booking date may be today or later, 'today' being the restaurant's (Europe/London). */
export function isReservationDateAllowed(date: string, londonToday: string): boolean {
  return date >= londonToday;
}
