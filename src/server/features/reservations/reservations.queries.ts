import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { normalisePhoneNumber } from "@shared/orders/order-limits";
import type {
  AdminReservation,
  AdminReservationDay,
  Reservation,
  ReservationSettings,
} from "@shared/reservations/reservation.schema";
import { getDayReservationTimes } from "@shared/reservations/reservation-availability";
import { type ReservationStatus, SEAT_HOLDING_STATUSES } from "@shared/reservations/reservation-status";
import type { Db, DbOrTx, DbTransaction } from "../../db/client";
import { reservationLinks, reservations, restaurantSettings } from "../../db/schema";
import { loadHoursData } from "../opening-hours/opening-hours.queries";

export type ReservationRow = typeof reservations.$inferSelect;

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    date: row.date,
    time: row.time,
    guests: row.guests,
    notes: row.notes,
    status: row.status as ReservationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminReservation(row: ReservationRow, noShows: number): AdminReservation {
  return {
    ...toReservation(row),
    source: row.source === "phone" ? "phone" : "online",
    staffMessage: row.staffMessage,
    noShows,
  };
}

export async function loadReservationSettings(db: DbOrTx): Promise<ReservationSettings> {
  // The row is seeded; creating it here too keeps a bare database working.
  await db.insert(restaurantSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({
      reservationCoversPerSlot: restaurantSettings.reservationCoversPerSlot,
      reservationHorizonDays: restaurantSettings.reservationHorizonDays,
      reservationMaxOnlineParty: restaurantSettings.reservationMaxOnlineParty,
      reservationAutoConfirm: restaurantSettings.reservationAutoConfirm,
      reservationCancelCutoffHours: restaurantSettings.reservationCancelCutoffHours,
    })
    .from(restaurantSettings)
    .where(eq(restaurantSettings.id, 1));
  if (!row) throw new Error("settings row missing");
  return row;
}

const holdsTable = inArray(reservations.status, [...SEAT_HOLDING_STATUSES]);

/** Guests already holding a table at each time of a date. */
export async function getCoversByTime(db: DbOrTx, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ time: reservations.time, covers: sql<number>`coalesce(sum(${reservations.guests}), 0)::int` })
    .from(reservations)
    .where(and(eq(reservations.date, date), holdsTable))
    .groupBy(reservations.time);
  return new Map(rows.map((r) => [r.time, Number(r.covers)]));
}

/** Advisory locks are keyed by two int4s: ours are (this namespace, a hash of date and time). */
const SLOT_LOCK_NAMESPACE = 727276;

/**
 * Serialises bookings for one date and time until the transaction ends, so that two diners
 * racing for the last covers cannot both see them free. Other times are not held up.
 */
export async function lockReservationSlot(tx: DbTransaction, date: string, time: string): Promise<void> {
  const key = createHash("sha256").update(`${date} ${time}`).digest().readInt32BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}::int, ${key}::int)`);
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new private link token for the diner (only its hash is stored). */
export async function createReservationLink(db: DbOrTx, reservationId: number, now: Date): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(reservationLinks).values({ tokenHash: hashToken(token), reservationId, createdAt: now });
  return token;
}

export async function findReservationByToken(db: DbOrTx, token: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select({ reservation: reservations })
    .from(reservationLinks)
    .innerJoin(reservations, eq(reservations.id, reservationLinks.reservationId))
    .where(eq(reservationLinks.tokenHash, hashToken(token)));
  return row?.reservation ?? null;
}

/** The ways a UK number may have been typed that fold to the same normalised number. */
function phoneDigitVariants(phone: string): string[] {
  const national = normalisePhoneNumber(phone);
  if (!national.startsWith("0")) return [national];
  const rest = national.slice(1);
  return [national, `44${rest}`, `0044${rest}`, `440${rest}`, `00440${rest}`];
}

/** For each booking: how many other bookings by the same email or phone ended as no-shows. */
export async function countNoShows(db: DbOrTx, rows: ReservationRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(rows.map((r) => [r.id, 0]));
  if (rows.length === 0) return counts;
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))];
  const phones = [...new Set(rows.flatMap((r) => phoneDigitVariants(r.phone)))];
  const digits = sql`regexp_replace(${reservations.phone}, '[^0-9]', '', 'g')`;
  const noShows = await db
    .select({ id: reservations.id, email: reservations.email, phone: reservations.phone })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "no_show"),
        or(
          emails.length > 0 ? inArray(sql`lower(${reservations.email})`, emails) : undefined,
          inArray(digits, phones),
        ),
      ),
    );
  for (const r of rows) {
    const email = r.email?.toLowerCase();
    const phone = normalisePhoneNumber(r.phone);
    counts.set(
      r.id,
      noShows.filter(
        (n) =>
          n.id !== r.id &&
          ((email && n.email?.toLowerCase() === email) || normalisePhoneNumber(n.phone) === phone),
      ).length,
    );
  }
  return counts;
}

/** One day for staff: every booking (any status), and covers held per time against capacity. */
export async function getReservationDay(
  db: Db,
  date: string,
  capacity: number,
): Promise<AdminReservationDay> {
  const rows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.date, date))
    .orderBy(asc(reservations.time), asc(reservations.id));
  const noShows = await countNoShows(db, rows);
  const covers = await getCoversByTime(db, date);
  // The day's own times (its hours), and any booking taken outside them by phone.
  const dayTimes = getDayReservationTimes(date, await loadHoursData(db));
  const times = [...new Set([...dayTimes, ...rows.map((r) => r.time)])].sort();
  return {
    date,
    reservations: rows.map((r) => toAdminReservation(r, noShows.get(r.id) ?? 0)),
    slots: times.map((time) => ({ time, covers: covers.get(time) ?? 0, capacity })),
  };
}

export async function findReservation(db: DbOrTx, id: number): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** Moves a booking on only if nobody moved it since it was read: the first of two clicks wins. */
export async function updateReservationStatus(
  db: DbOrTx,
  id: number,
  from: ReservationStatus,
  to: ReservationStatus,
  now: Date,
  staffMessage?: string | null,
): Promise<ReservationRow | null> {
  const [row] = await db
    .update(reservations)
    .set({ status: to, statusChangedAt: now, ...(staffMessage !== undefined ? { staffMessage } : {}) })
    .where(and(eq(reservations.id, id), eq(reservations.status, from)))
    .returning();
  return row ?? null;
}

/** Claims the confirmed bookings on `date` that have an email and no reminder yet. */
export async function claimRemindersFor(db: DbOrTx, date: string, now: Date): Promise<ReservationRow[]> {
  return db
    .update(reservations)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(reservations.date, date),
        eq(reservations.status, "confirmed"),
        sql`${reservations.reminderSentAt} is null`,
        sql`${reservations.email} is not null`,
        ne(reservations.email, ""),
      ),
    )
    .returning();
}
