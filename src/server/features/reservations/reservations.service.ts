import type { z } from "zod";
import { addDays, getLondonMoment } from "../../../shared/opening-hours/london-time";
import type {
  AdminReservation,
  AvailableTimes,
  BookingCalendar,
  ManagedReservation,
  PhoneReservationSchema,
  Reservation,
  ReservationRequestSchema,
  ReservationSettings,
  ReservationStatusChangeSchema,
} from "../../../shared/reservations/reservation.schema";
import {
  checkReservationTime,
  getBookingWindow,
  getReservationTimes,
  getUnbookableDates,
} from "../../../shared/reservations/reservation-availability";
import {
  canChangeReservationStatus,
  RESERVATION_STATUS_LABELS,
  type ReservationStatus,
} from "../../../shared/reservations/reservation-status";
import { getReservationStart, isBeforeCancelCutoff } from "../../../shared/reservations/reservation-time";
import { RESTAURANT } from "../../../shared/restaurant/restaurant-details";
import type { AppDeps } from "../../app-deps";
import { reservations } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { buildIcsEvent } from "../../lib/ics";
import type { MailMessage } from "../../lib/mail";
import {
  reservationCancelledForGuest,
  reservationCancelledForRestaurant,
  reservationConfirmedForGuest,
  reservationDeclinedForGuest,
  reservationReceivedForGuest,
  reservationReminderForGuest,
  reservationRequestForRestaurant,
} from "../../lib/mail-templates";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { retryOnConflict } from "../../lib/transactions";
import { loadHoursData } from "../opening-hours/opening-hours.queries";
import {
  claimRemindersFor,
  countNoShows,
  createReservationLink,
  findReservation,
  findReservationByToken,
  getCoversByTime,
  loadReservationSettings,
  lockReservationSlot,
  type ReservationRow,
  toAdminReservation,
  toReservation,
  updateReservationStatus,
} from "./reservations.queries";

type OnlineReservation = z.output<typeof ReservationRequestSchema>;
type PhoneReservation = z.output<typeof PhoneReservationSchema>;
type StatusChange = z.output<typeof ReservationStatusChangeSchema>;

export const SLOT_FULL_MESSAGE = "Sorry, that time is fully booked. Please choose another time or call us.";
/** How long a table is held, for the calendar invitation. */
const SITTING_MINUTES = 120;

export async function getBookingCalendar(deps: AppDeps): Promise<BookingCalendar> {
  const [settings, hours] = await Promise.all([loadReservationSettings(deps.db), loadHoursData(deps.db)]);
  const now = deps.now();
  const window = getBookingWindow(now, settings.reservationHorizonDays);
  return {
    ...window,
    unavailableDates: getUnbookableDates(now, hours, settings.reservationHorizonDays),
    maxOnlineParty: settings.reservationMaxOnlineParty,
  };
}

/** The times open for tables on a date, each with the covers still free (full times left out). */
export async function getAvailableTimes(deps: AppDeps, date: string): Promise<AvailableTimes> {
  const [settings, hours, covers] = await Promise.all([
    loadReservationSettings(deps.db),
    loadHoursData(deps.db),
    getCoversByTime(deps.db, date),
  ]);
  const times = getReservationTimes(date, deps.now(), hours, settings.reservationHorizonDays)
    .map((time) => ({ time, remainingCovers: settings.reservationCoversPerSlot - (covers.get(time) ?? 0) }))
    .filter((t) => t.remainingCovers > 0);
  return { date, times };
}

function manageLink(deps: AppDeps, token: string): string {
  return `${deps.env.PUBLIC_URL}/reservation/${token}`;
}

function calendarInvitation(row: ReservationRow, deps: AppDeps, link: string): MailMessage["attachments"] {
  const start = getReservationStart(row.date, row.time);
  const address = RESTAURANT.address;
  const ics = buildIcsEvent({
    uid: `reservation-${row.id}@${new URL(deps.env.PUBLIC_URL).hostname}`,
    start,
    end: new Date(start.getTime() + SITTING_MINUTES * 60_000),
    stamp: deps.now(),
    summary: `Table for ${row.guests} at ${RESTAURANT.name}`,
    description: `Your table for ${row.guests} is confirmed.\nSee or cancel your booking: ${link}`,
    location: `${RESTAURANT.name}, ${address.street}, ${address.town} ${address.postcode}`,
    url: link,
  });
  return [
    {
      filename: "reservation.ics",
      content: ics,
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    },
  ];
}

/** The mail that tells the diner where their booking now stands (none for the day's own steps). */
async function mailGuestAbout(
  deps: AppDeps,
  row: ReservationRow,
  settings: ReservationSettings,
  kind: "received" | "confirmed" | "declined" | "cancelled",
): Promise<boolean> {
  if (!row.email) return false;
  const link = manageLink(deps, await createReservationLink(deps.db, row.id, deps.now()));
  const cutoff = settings.reservationCancelCutoffHours;
  switch (kind) {
    case "received":
      return deps.mailer.send({ to: row.email, ...reservationReceivedForGuest(row, link, cutoff) });
    case "confirmed":
      return deps.mailer.send({
        to: row.email,
        ...reservationConfirmedForGuest(row, link, cutoff, row.staffMessage),
        attachments: calendarInvitation(row, deps, link),
      });
    case "declined":
      return deps.mailer.send({ to: row.email, ...reservationDeclinedForGuest(row, link, row.staffMessage) });
    case "cancelled":
      return deps.mailer.send({ to: row.email, ...reservationCancelledForGuest(row, link) });
  }
}

/**
 * Books a table. Online, the date and time must be open for tables and within the horizon; by
 * phone (staff), only not in the past. Either way the slot's covers never exceed capacity: the
 * count and the insert happen under a lock on that date and time.
 */
export async function createReservation(
  deps: AppDeps,
  input: OnlineReservation | PhoneReservation,
  source: "online" | "phone",
): Promise<{ reservation: ReservationRow; emailed: boolean }> {
  const now = deps.now();
  const [settings, hours] = await Promise.all([loadReservationSettings(deps.db), loadHoursData(deps.db)]);
  const capacity = settings.reservationCoversPerSlot;

  if (source === "online") {
    const refusal = checkReservationTime(input.date, input.time, now, hours, settings.reservationHorizonDays);
    if (refusal) throw new HttpError(400, refusal.message);
  } else if (input.date < getLondonMoment(now).date) {
    throw new HttpError(400, "The date cannot be earlier than today.");
  }
  if (input.guests > capacity) {
    throw new HttpError(400, `We can seat at most ${capacity} guests at one time. Please call us.`);
  }

  const isRequest =
    source === "online" &&
    (input.guests > settings.reservationMaxOnlineParty || !settings.reservationAutoConfirm);
  const status: ReservationStatus = isRequest ? "pending" : "confirmed";

  const row = await retryOnConflict(SLOT_FULL_MESSAGE, () =>
    deps.db.transaction(async (tx) => {
      await lockReservationSlot(tx, input.date, input.time);
      const held = (await getCoversByTime(tx, input.date)).get(input.time) ?? 0;
      if (held + input.guests > capacity) throw new HttpError(409, SLOT_FULL_MESSAGE);
      const [inserted] = await tx
        .insert(reservations)
        .values({ ...input, status, source, statusChangedAt: now, createdAt: now })
        .returning();
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    }),
  );

  // Mail after the commit: a slow or failing mail server never loses or holds up a booking.
  await deps.mailer.send({ to: deps.env.RESTAURANT_EMAIL, ...reservationRequestForRestaurant(row) });
  const emailed = await mailGuestAbout(
    deps,
    row,
    settings,
    status === "confirmed" ? "confirmed" : "received",
  );
  return { reservation: row, emailed };
}

export async function createOnlineReservation(deps: AppDeps, input: OnlineReservation): Promise<Reservation> {
  return toReservation((await createReservation(deps, input, "online")).reservation);
}

export async function createPhoneReservation(
  deps: AppDeps,
  input: PhoneReservation,
): Promise<{ reservation: AdminReservation; emailed: boolean }> {
  const { reservation, emailed } = await createReservation(deps, input, "phone");
  const noShows = await countNoShows(deps.db, [reservation]);
  return { reservation: toAdminReservation(reservation, noShows.get(reservation.id) ?? 0), emailed };
}

/** A staff action on a booking, allowed only along the status rules; the diner hears of decisions. */
export async function changeReservationStatus(
  deps: AppDeps,
  id: number,
  change: StatusChange,
): Promise<{ reservation: AdminReservation; emailed: boolean }> {
  const current = await findReservation(deps.db, id);
  if (!current) throw new HttpError(404, "Reservation not found");
  const from = current.status as ReservationStatus;
  if (!canChangeReservationStatus(from, change.status)) {
    throw new HttpError(
      409,
      `A booking that is ${RESERVATION_STATUS_LABELS[from].toLowerCase()} cannot be marked ${RESERVATION_STATUS_LABELS[change.status].toLowerCase()}.`,
    );
  }
  const decision = change.status === "confirmed" || change.status === "declined";
  const updated = await updateReservationStatus(
    deps.db,
    id,
    from,
    change.status,
    deps.now(),
    decision ? change.message?.trim() || null : undefined,
  );
  if (!updated) throw new HttpError(409, "This reservation was changed meanwhile. Please reload.");

  let emailed = false;
  if (change.status === "confirmed" || change.status === "declined" || change.status === "cancelled") {
    const settings = await loadReservationSettings(deps.db);
    emailed = await mailGuestAbout(deps, updated, settings, change.status);
  }
  const noShows = await countNoShows(deps.db, [updated]);
  return { reservation: toAdminReservation(updated, noShows.get(updated.id) ?? 0), emailed };
}

const FINAL_FOR_DINER: ReservationStatus[] = ["pending", "confirmed"];

function toManaged(row: ReservationRow, settings: ReservationSettings, now: Date): ManagedReservation {
  const cutoff = settings.reservationCancelCutoffHours;
  return {
    name: row.name,
    date: row.date,
    time: row.time,
    guests: row.guests,
    status: row.status as ReservationStatus,
    staffMessage: row.staffMessage,
    canCancel:
      FINAL_FOR_DINER.includes(row.status as ReservationStatus) &&
      isBeforeCancelCutoff(row.date, row.time, now, cutoff),
    cancelCutoffHours: cutoff,
  };
}

export const LINK_NOT_FOUND_MESSAGE = "This booking link is not valid. Please call us.";

export async function getManagedReservation(deps: AppDeps, token: string): Promise<ManagedReservation> {
  const row = await findReservationByToken(deps.db, token);
  if (!row) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE);
  return toManaged(row, await loadReservationSettings(deps.db), deps.now());
}

/** The diner cancels through their link, up to the cut-off staff set. */
export async function cancelByDiner(deps: AppDeps, token: string): Promise<ManagedReservation> {
  const row = await findReservationByToken(deps.db, token);
  if (!row) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE);
  const settings = await loadReservationSettings(deps.db);
  const now = deps.now();
  const before = toManaged(row, settings, now);
  if (!before.canCancel) {
    throw new HttpError(
      409,
      FINAL_FOR_DINER.includes(before.status)
        ? `Bookings can be cancelled online up to ${settings.reservationCancelCutoffHours} hours before. Please call us.`
        : `This booking is already ${RESERVATION_STATUS_LABELS[before.status].toLowerCase()}.`,
    );
  }
  const updated = await updateReservationStatus(deps.db, row.id, before.status, "cancelled", now);
  if (!updated) throw new HttpError(409, "This booking was changed meanwhile. Please reload.");
  await deps.mailer.send({ to: deps.env.RESTAURANT_EMAIL, ...reservationCancelledForRestaurant(updated) });
  await mailGuestAbout(deps, updated, settings, "cancelled");
  return toManaged(updated, settings, now);
}

/** Reminders go out from this London hour on the day before the booking. */
export const REMINDER_FROM_MINUTES = 10 * 60;

/**
 * The day-before reminder. Each run claims (sets reminder_sent_at on) the confirmed bookings for
 * tomorrow inside the job's transaction, and mails them only after that commit: a booking is
 * claimed once whatever the number of instances or restarts, so no diner is reminded twice.
 */
export function createReservationRemindersJob(deps: AppDeps): ScheduledJob<{ claimedIds: number[] }> {
  return {
    name: "reservation-reminders",
    everyMs: 10 * 60_000,
    // Reminder mail: no public fact.
    invalidates: [],
    async run(tx, now) {
      const moment = getLondonMoment(now);
      if (moment.minutes < REMINDER_FROM_MINUTES) return { claimedIds: [] };
      const claimed = await claimRemindersFor(tx, addDays(moment.date, 1), now);
      // Ids only: the result is logged, and names and addresses have no place in logs.
      return { claimedIds: claimed.map((r) => r.id) };
    },
    async afterCommit({ claimedIds }) {
      if (claimedIds.length === 0) return;
      const settings = await loadReservationSettings(deps.db);
      for (const id of claimedIds) {
        const row = await findReservation(deps.db, id);
        if (!row?.email) continue;
        const link = manageLink(deps, await createReservationLink(deps.db, row.id, deps.now()));
        await deps.mailer.send({
          to: row.email,
          ...reservationReminderForGuest(row, link, settings.reservationCancelCutoffHours),
        });
      }
    },
  };
}
