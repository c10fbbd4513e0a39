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

type ValidReservation = z.output<typeof ReservationRequestSchema>;

function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

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

  const when = `${formatDate(row.date)} at ${row.time}`;
  const guests = `${row.guests}${row.guests === 7 ? "+" : ""} guest${row.guests === 1 ? "" : "s"}`;
  await deps.mailer.send({
    to: deps.env.RESTAURANT_EMAIL,
    subject: `New table reservation: ${row.name}, ${guests}, ${when}`,
    text: [
      `A new reservation request (#${row.id}) is waiting for confirmation.`,
      "",
      `Name: ${row.name}`,
      `Phone: ${row.phone}`,
      `Email: ${row.email ?? "not given"}`,
      `When: ${when}`,
      `Guests: ${guests}`,
      `Notes: ${row.notes ?? "none"}`,
    ].join("\n"),
  });
  if (row.email) {
    await deps.mailer.send({
      to: row.email,
      subject: "We have received your table reservation at Hyderabad House",
      text: [
        `Dear ${row.name},`,
        "",
        `Thank you for your reservation for ${guests} on ${when}.`,
        "We will call you shortly to confirm. If your plans change, please call us.",
        "",
        "Hyderabad House",
      ].join("\n"),
    });
  }
  return { ...row, createdAt: row.createdAt.toISOString() };
}
