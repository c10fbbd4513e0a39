import type { z } from "zod";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import {
  isReservationDateAllowed,
  type Reservation,
  type ReservationRequestSchema,
} from "../../../shared/reservations/reservation.schema";
import type { AppDeps } from "../../app-deps";
import { reservations } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { reservationReceivedForGuest, reservationRequestForRestaurant } from "../../lib/mail-templates";

type ValidReservation = z.output<typeof ReservationRequestSchema>;

/** Stores a booking request (status pending), then tells the restaurant and, if we can, the guest. */
export async function createReservation(deps: AppDeps, input: ValidReservation): Promise<Reservation> {
  const today = getLondonMoment(deps.now()).date;
  if (!isReservationDateAllowed(input.date, today)) {
    throw new HttpError(400, "date: cannot be earlier than today");
  }
  const [row] = await deps.db
    .insert(reservations)
    .values({ ...input, status: "pending", createdAt: deps.now() })
    .returning();
  if (!row) throw new Error("insert returned no row");

  await deps.mailer.send({ to: deps.env.RESTAURANT_EMAIL, ...reservationRequestForRestaurant(row) });
  if (row.email) await deps.mailer.send({ to: row.email, ...reservationReceivedForGuest(row) });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
