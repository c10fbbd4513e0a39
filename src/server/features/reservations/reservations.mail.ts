/** The booking's mails: to the guest at each step, and to the restaurant. */
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import { type MailText, SIGNATURE, writeMailText } from "../../lib/mail-text";

/** "7+ guests" for the form's largest choice. */
function formatGuests(guests: number): string {
  return `${guests}${guests === 7 ? "+" : ""} guest${guests === 1 ? "" : "s"}`;
}

interface ReservationData {
  name: string;
  date: string;
  time: string;
  guests: number;
  /** The diner's special requests, repeated back so they can check them. */
  notes?: string | null;
}

/** The diner's own requests, as they wrote them. */
function requestLines(r: ReservationData): string[] {
  return r.notes ? ["", `Your requests: ${r.notes}`] : [];
}

/** The diner's private page for a booking: see it, and cancel it up to the cut-off. */
function manageLines(link: string, cancelCutoffHours: number): string[] {
  const cutoff =
    cancelCutoffHours > 0
      ? ` up to ${cancelCutoffHours} hour${cancelCutoffHours === 1 ? "" : "s"} before`
      : "";
  return ["", `See or cancel your booking${cutoff}: ${link}`];
}

export function reservationRequestForRestaurant(
  r: ReservationData & {
    id: number;
    phone: string;
    email: string | null;
    notes: string | null;
    status: string;
  },
): MailText {
  const when = `${formatCalendarDateInFull(r.date)} at ${r.time}`;
  const guests = formatGuests(r.guests);
  return writeMailText(`New table reservation: ${r.name}, ${guests}, ${when}`, [
    r.status === "confirmed"
      ? `A new reservation (#${r.id}) was confirmed automatically (within capacity).`
      : `A new reservation request (#${r.id}) is waiting for confirmation.`,
    "",
    `Name: ${r.name}`,
    `Phone: ${r.phone}`,
    `Email: ${r.email ?? "not given"}`,
    `When: ${when}`,
    `Guests: ${guests}`,
    `Notes: ${r.notes ?? "none"}`,
  ]);
}

export function reservationReceivedForGuest(
  r: ReservationData,
  link: string,
  cancelCutoffHours: number,
): MailText {
  return writeMailText(`We have received your table request at ${MAIL_FACT.name}`, [
    `Dear ${r.name},`,
    "",
    `Thank you for your request for a table for ${formatGuests(r.guests)} on ${formatCalendarDateInFull(r.date)} at ${r.time}.`,
    "It is not confirmed yet: we will email you as soon as we have confirmed it.",
    ...requestLines(r),
    ...manageLines(link, cancelCutoffHours),
    "",
    SIGNATURE,
  ]);
}

export function reservationConfirmedForGuest(
  r: ReservationData,
  link: string,
  cancelCutoffHours: number,
  staffMessage: string | null,
): MailText {
  return writeMailText(`Your table at ${MAIL_FACT.name} is confirmed`, [
    `Dear ${r.name},`,
    "",
    `Your table for ${formatGuests(r.guests)} on ${formatCalendarDateInFull(r.date)} at ${r.time} is confirmed. We look forward to seeing you.`,
    ...(staffMessage ? ["", staffMessage] : []),
    ...requestLines(r),
    "",
    "The attached calendar file adds the booking to your calendar.",
    ...manageLines(link, cancelCutoffHours),
    "",
    SIGNATURE,
  ]);
}

export function reservationDeclinedForGuest(
  r: ReservationData,
  link: string,
  staffMessage: string | null,
): MailText {
  return writeMailText(`About your table request at ${MAIL_FACT.name}`, [
    `Dear ${r.name},`,
    "",
    `We are sorry, we cannot take your booking for ${formatGuests(r.guests)} on ${formatCalendarDateInFull(r.date)} at ${r.time}.`,
    ...(staffMessage ? ["", staffMessage] : []),
    "",
    `Please ${MAIL_FACT.callUs} to find another time.`,
    `Your booking: ${link}`,
    "",
    SIGNATURE,
  ]);
}

export function reservationCancelledForGuest(r: ReservationData, link: string): MailText {
  return writeMailText(`Your table booking at ${MAIL_FACT.name} is cancelled`, [
    `Dear ${r.name},`,
    "",
    `Your booking for ${formatGuests(r.guests)} on ${formatCalendarDateInFull(r.date)} at ${r.time} is cancelled.`,
    `We hope to see you another time. To book again, ${MAIL_FACT.callUs} or visit our website.`,
    `Your booking: ${link}`,
    "",
    SIGNATURE,
  ]);
}

export function reservationCancelledForRestaurant(
  r: ReservationData & { id: number; phone: string },
): MailText {
  return writeMailText(
    `Reservation cancelled by the guest: ${r.name}, ${formatGuests(r.guests)}, ${formatCalendarDateInFull(r.date)} at ${r.time}`,
    [
      `The guest cancelled reservation #${r.id} through their booking link.`,
      "",
      `Name: ${r.name}`,
      `Phone: ${r.phone}`,
    ],
  );
}

export function reservationReminderForGuest(
  r: ReservationData,
  link: string,
  cancelCutoffHours: number,
): MailText {
  return writeMailText(`Reminder: your table at ${MAIL_FACT.name} tomorrow at ${r.time}`, [
    `Dear ${r.name},`,
    "",
    `A reminder of your table for ${formatGuests(r.guests)} on ${formatCalendarDateInFull(r.date)} at ${r.time}. We look forward to seeing you.`,
    ...requestLines(r),
    ...manageLines(link, cancelCutoffHours),
    "",
    SIGNATURE,
  ]);
}
