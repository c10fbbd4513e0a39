import type { z } from "zod";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
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
} from "@shared/reservations/reservation.schema";
import {
  checkReservationTime,
  getBookingWindow,
  getReservationTimes,
  getUnbookableDates,
} from "@shared/reservations/reservation-availability";
import {
  canChangeReservationStatus,
  RESERVATION_STATUS_LABELS,
  type ReservationStatus,
} from "@shared/reservations/reservation-status";
import { getReservationStart, isBeforeCancelCutoff } from "@shared/reservations/reservation-time";
import { formatRestaurantAddress } from "@shared/restaurant/restaurant-details";
import type { RestaurantDetails } from "@shared/restaurant/restaurant-details.schema";
import type { AppDeps } from "../../app-deps";
import type { DbTransaction } from "../../db/client";
import { reservations } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { buildIcsEvent } from "../../lib/ics";
import { type MailMessage, queueMail } from "../../lib/mail";
import { queueCappedMail } from "../../lib/mail-caps";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { retryOnConflict } from "../../lib/transactions";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { loadHoursData } from "../opening-hours/opening-hours.queries";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import {
  reservationCancelledForGuest,
  reservationCancelledForRestaurant,
  reservationConfirmedForGuest,
  reservationDeclinedForGuest,
  reservationReceivedForGuest,
  reservationReminderForGuest,
  reservationRequestForRestaurant,
} from "./reservations.mail";
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

const SLOT_FULL_MESSAGE = "Sorry, that time is fully booked. Please choose another time or call us.";
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

function calendarInvitation(
  row: ReservationRow,
  deps: AppDeps,
  link: string,
  restaurant: RestaurantDetails | null,
): MailMessage["attachments"] {
  const start = getReservationStart(row.date, row.time);
  const name = restaurant?.name ?? "the restaurant";
  const ics = buildIcsEvent({
    uid: `reservation-${row.id}@${new URL(deps.env.PUBLIC_URL).hostname}`,
    start,
    end: new Date(start.getTime() + SITTING_MINUTES * 60_000),
    stamp: deps.now(),
    summary: `Table for ${row.guests} at ${name}`,
    description: `Your table for ${row.guests} is confirmed.\nSee or cancel your booking: ${link}`,
    location: restaurant ? `${name}, ${formatRestaurantAddress(restaurant)}` : "",
    productName: restaurant?.name ?? "Restaurant",
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

/**
 * Queues, in the transaction of the change, the mail that tells the diner where their booking now
 * stands (none for the day's own steps). True when the diner will be emailed: they gave an address
 * and the site has a mail server.
 */
async function queueGuestMail(
  tx: DbTransaction,
  deps: AppDeps,
  row: ReservationRow,
  settings: ReservationSettings,
  kind: "received" | "confirmed" | "declined" | "cancelled",
  /** A diner's own online booking: anyone can type any address, so the mail is capped. */
  byStranger = false,
): Promise<boolean> {
  if (!row.email) return false;
  const link = manageLink(deps, await createReservationLink(tx, row.id, deps.now()));
  const cutoff = settings.reservationCancelCutoffHours;
  const restaurant = kind === "confirmed" ? await loadConfirmedDetails(tx) : null;
  const mail = ((): Omit<MailMessage, "to"> => {
    switch (kind) {
      case "received":
        return reservationReceivedForGuest(row, link, cutoff);
      case "confirmed":
        return {
          ...reservationConfirmedForGuest(row, link, cutoff, row.staffMessage),
          attachments: calendarInvitation(row, deps, link, restaurant),
        };
      case "declined":
        return reservationDeclinedForGuest(row, link, row.staffMessage);
      case "cancelled":
        return reservationCancelledForGuest(row, link);
    }
  })();
  if (byStranger) await queueCappedMail(tx, deps.now(), "booking", { to: row.email, ...mail });
  else await queueMail(tx, { to: row.email, ...mail });
  // The same answer whether or not a cap held the mail back: nothing to learn about the address.
  return deps.mailer.delivers;
}

/**
 * Books a table. Online, the date and time must be open for tables and within the horizon; by
 * phone (staff), only not in the past. Either way the slot's covers never exceed capacity: the
 * count and the insert happen under a lock on that date and time.
 */
async function createReservation(
  deps: AppDeps,
  input: OnlineReservation | PhoneReservation,
  source: "online" | "phone",
  /** The staff member taking a phone booking (audited); none for a diner's own booking. */
  actor: AuditActor | null = null,
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

  // The mails are queued with the booking (the outbox sends them after the commit): a slow or
  // failing mail server never loses or holds up a booking.
  return retryOnConflict(SLOT_FULL_MESSAGE, () =>
    deps.db.transaction(async (tx) => {
      await lockReservationSlot(tx, input.date, input.time);
      const held = (await getCoversByTime(tx, input.date)).get(input.time) ?? 0;
      if (held + input.guests > capacity) throw new HttpError(409, SLOT_FULL_MESSAGE);
      const [row] = await tx
        .insert(reservations)
        .values({ ...input, status, source, statusChangedAt: now, createdAt: now })
        .returning();
      if (!row) throw new Error("insert returned no row");
      if (actor) {
        await writeAudit(tx, {
          actor,
          kind: "booking.added",
          subject: row.name,
          entityId: row.id,
          after: { date: row.date, time: row.time, guests: row.guests },
        });
      }
      await queueMail(tx, { to: deps.env.RESTAURANT_EMAIL, ...reservationRequestForRestaurant(row) });
      const emailed = await queueGuestMail(
        tx,
        deps,
        row,
        settings,
        status === "confirmed" ? "confirmed" : "received",
        source === "online",
      );
      return { reservation: row, emailed };
    }),
  );
}

export async function createOnlineReservation(deps: AppDeps, input: OnlineReservation): Promise<Reservation> {
  return toReservation((await createReservation(deps, input, "online")).reservation);
}

export async function createPhoneReservation(
  deps: AppDeps,
  input: PhoneReservation,
  actor: AuditActor,
): Promise<{ reservation: AdminReservation; emailed: boolean }> {
  const { reservation, emailed } = await createReservation(deps, input, "phone", actor);
  const noShows = await countNoShows(deps.db, [reservation]);
  return { reservation: toAdminReservation(reservation, noShows.get(reservation.id) ?? 0), emailed };
}

/** A staff action on a booking, allowed only along the status rules; the diner hears of decisions. */
export async function changeReservationStatus(
  deps: AppDeps,
  id: number,
  change: StatusChange,
  actor: AuditActor,
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
  const settings = await loadReservationSettings(deps.db);
  const { updated, emailed } = await deps.db.transaction(async (tx) => {
    const row = await updateReservationStatus(
      tx,
      id,
      from,
      change.status,
      actor.at,
      decision ? change.message?.trim() || null : undefined,
    );
    if (!row) throw new HttpError(409, "This reservation was changed meanwhile. Please reload.");
    await writeAudit(tx, {
      actor,
      kind: "booking.status",
      subject: row.name,
      entityId: row.id,
      before: { status: from },
      after: { status: change.status, date: row.date, time: row.time },
    });
    const tellsDiner =
      change.status === "confirmed" || change.status === "declined" || change.status === "cancelled"
        ? change.status
        : null;
    return {
      updated: row,
      emailed: tellsDiner ? await queueGuestMail(tx, deps, row, settings, tellsDiner) : false,
    };
  });
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

const LINK_NOT_FOUND_MESSAGE = "This booking link is not valid. Please call us.";

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
  const updated = await deps.db.transaction(async (tx) => {
    const cancelled = await updateReservationStatus(tx, row.id, before.status, "cancelled", now);
    if (!cancelled) throw new HttpError(409, "This booking was changed meanwhile. Please reload.");
    await queueMail(tx, { to: deps.env.RESTAURANT_EMAIL, ...reservationCancelledForRestaurant(cancelled) });
    await queueGuestMail(tx, deps, cancelled, settings, "cancelled");
    return cancelled;
  });
  return toManaged(updated, settings, now);
}

/** Reminders go out from this London hour on the day before the booking. */
const REMINDER_FROM_MINUTES = 10 * 60;

/**
 * The day-before reminder. Each run claims (sets reminder_sent_at on) the confirmed bookings for
 * tomorrow and queues their reminders in the job's transaction: a booking is claimed once whatever
 * the number of instances or restarts, and its reminder (one per booking, by its dedupe key) goes
 * out through the outbox after the commit.
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
      if (claimed.length > 0) {
        const settings = await loadReservationSettings(tx);
        for (const row of claimed) {
          if (!row.email) continue;
          const link = manageLink(deps, await createReservationLink(tx, row.id, now));
          const reminder = {
            to: row.email,
            ...reservationReminderForGuest(row, link, settings.reservationCancelCutoffHours),
          };
          // An online booking's address is anyone's: its reminder counts with the booking mail.
          if (row.source === "online")
            await queueCappedMail(tx, now, "booking", reminder, `reservation-reminder:${row.id}`);
          else await queueMail(tx, reminder, `reservation-reminder:${row.id}`);
        }
      }
      // Ids only: the result is logged, and names and addresses have no place in logs.
      return { claimedIds: claimed.map((r) => r.id) };
    },
  };
}
