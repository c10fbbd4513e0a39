import { describe, it } from "vitest";
import {
  expectOneLineSubject,
  FORGED_NAME,
  itChecksEveryMail,
  MAIL_RESTAURANT,
  MAIL_SITE,
  type MailCase,
} from "../../testing/mail-texts";
import {
  reservationCancelledForGuest,
  reservationConfirmedForGuest,
  reservationDeclinedForGuest,
  reservationReceivedForGuest,
  reservationReminderForGuest,
  reservationRequestForRestaurant,
} from "./reservations.mail";

const reservation = {
  id: 41,
  name: "Asha Rao",
  date: "2026-11-28",
  time: "19:30",
  guests: 7,
  notes: "A high chair, please",
};
const LINK = `${MAIL_SITE}/reservation/abc123`;

const messages: MailCase[] = [
  [
    "reservation request (to the restaurant)",
    reservationRequestForRestaurant({
      ...reservation,
      phone: "07700 900123",
      email: null,
      notes: "window",
      status: "pending",
    }),
    ["#41", "Asha Rao", "07700 900123", "28 November 2026", "19:30", "7+ guests", "window", "waiting"],
    false,
  ],
  [
    "reservation received",
    reservationReceivedForGuest(reservation, LINK, 2),
    [
      "Asha Rao",
      "7+ guests",
      "28 November 2026",
      "19:30",
      "not confirmed yet",
      LINK,
      "2 hours before",
      "Your requests: A high chair, please",
    ],
    true,
  ],
  [
    "reservation confirmed",
    reservationConfirmedForGuest(reservation, LINK, 2, "We saved you the window table."),
    ["Asha Rao", "28 November 2026", "19:30", "is confirmed", "window table", LINK, "A high chair, please"],
    true,
  ],
  [
    "reservation declined",
    reservationDeclinedForGuest(reservation, LINK, "We are fully booked for a private party."),
    ["Asha Rao", "28 November 2026", "19:30", "private party", MAIL_RESTAURANT.phone],
    true,
  ],
  [
    "reservation cancelled",
    reservationCancelledForGuest(reservation, LINK),
    ["Asha Rao", "28 November 2026", "19:30", "cancelled"],
    true,
  ],
  [
    "reservation reminder",
    reservationReminderForGuest(reservation, LINK, 0),
    ["Asha Rao", "tomorrow at 19:30", LINK],
    true,
  ],
];

describe("reservation mails", () => {
  itChecksEveryMail(messages);

  it("keeps a subject on one line even if a name carries a line break", () => {
    expectOneLineSubject(
      reservationRequestForRestaurant({
        ...reservation,
        name: FORGED_NAME,
        phone: "1",
        email: null,
        notes: null,
        status: "pending",
      }).subject,
    );
  });
});
