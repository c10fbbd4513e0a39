import { describe, expect, it } from "vitest";
import { fillMailFacts } from "@shared/restaurant/restaurant-details";
import { SAMPLE_RESTAURANT } from "../db/seed/restaurant.seed";
import {
  contactMessageForRestaurant,
  contactReceivedForSender,
  type MailText,
  orderConfirmation,
  orderReadyForCollection,
  passwordReset,
  paymentReceived,
  reservationCancelledForGuest,
  reservationConfirmedForGuest,
  reservationDeclinedForGuest,
  reservationReceivedForGuest,
  reservationReminderForGuest,
  reservationRequestForRestaurant,
} from "./mail-templates";

const URL = "https://hyderabad-house.example";
// The templates write MAIL_FACT words; queueMail fills them from the restaurant's details.
const RESTAURANT = {
  name: SAMPLE_RESTAURANT.name,
  phone: SAMPLE_RESTAURANT.phone,
  address: { street: SAMPLE_RESTAURANT.street, postcode: SAMPLE_RESTAURANT.postcode },
};
const filled = (mail: MailText): MailText => ({
  subject: fillMailFacts(mail.subject, SAMPLE_RESTAURANT),
  text: fillMailFacts(mail.text, SAMPLE_RESTAURANT),
});
const reservation = {
  id: 41,
  name: "Asha Rao",
  date: "2026-11-28",
  time: "19:30",
  guests: 7,
  notes: "A high chair, please",
};
const LINK = `${URL}/reservation/abc123`;
const order = {
  orderNumber: "HH-ABC123",
  customerName: "Sam Patel",
  collectionDate: "2026-11-24",
  collectionTime: "12:30",
  totalPence: 1695,
  subtotalPence: 1895,
  discountPence: 200,
  discountLabel: "WELCOME",
  promotions: [{ title: "WELCOME", code: "WELCOME15", amountPence: 200 }],
  items: [{ quantity: 2, name: "Chicken Biryani", pricePence: 950, specialInstructions: "No coriander" }],
  specialInstructions: "Please ring the bell twice",
};

/** Each message, the data it must show, and whether it is signed by the restaurant. */
const messages: [string, MailText, string[], boolean][] = [
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
    ["Asha Rao", "28 November 2026", "19:30", "private party", RESTAURANT.phone],
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
  [
    "contact message (to the restaurant)",
    contactMessageForRestaurant({
      firstName: "Lee",
      lastName: "Ng",
      email: "lee@example.com",
      subject: "catering",
      message: "Food for 40?",
    }),
    ["Lee Ng", "lee@example.com", "Food for 40?"],
    false,
  ],
  ["contact received", contactReceivedForSender(), ["Hello,", "within 24 hours"], true],
  [
    "order confirmation",
    orderConfirmation(order, URL),
    [
      "HH-ABC123",
      "Sam Patel",
      "2 x Chicken Biryani  £19.00",
      "WELCOME",
      "£16.95",
      `${URL}/order/HH-ABC123`,
      "Note: No coriander",
      "Your special instructions: Please ring the bell twice",
    ],
    true,
  ],
  [
    "order ready",
    orderReadyForCollection(order, URL),
    ["HH-ABC123", "12:30", `${URL}/order/HH-ABC123`],
    true,
  ],
  [
    "payment received",
    paymentReceived(order, { provider: "stripe", paymentId: "pi_123" }),
    ["HH-ABC123", "£16.95", "card", "pi_123"],
    true,
  ],
  [
    "password reset",
    passwordReset({ firstName: "Sam" }, `${URL}/reset-password?token=t`),
    ["Hi Sam,", RESTAURANT.name],
    false,
  ],
];

describe("mail templates", () => {
  it.each(messages)(
    "%s shows its data, signed by the restaurant when it goes to a guest",
    (_, template, data, signed) => {
      const mail = filled(template);
      for (const value of data) expect(`${mail.subject}\n${mail.text}`).toContain(value);
      if (signed) {
        // Signed with the restaurant's address and phone (issue 21).
        expect(mail.text).toContain(RESTAURANT.name);
        expect(mail.text).toContain(RESTAURANT.address.street);
        expect(mail.text).toContain(RESTAURANT.address.postcode);
        expect(mail.text).toContain(RESTAURANT.phone);
      }
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );

  it("dates every message in British words, never the ISO form (issue 33)", () => {
    for (const [label, mail] of messages) {
      expect(mail.text, label).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }
    expect(orderConfirmation(order, URL).text).toContain(
      "Collection: today, Tuesday 24 November 2026, at 12:30.",
    );
    expect(paymentReceived(order, { provider: "stripe", paymentId: "pi_123" }).text).toContain(
      "Collection: Tuesday 24 November 2026 at 12:30.",
    );
  });

  it("keeps a subject on one line even if a name carries a line break", () => {
    const forged = "Eve\r\nBcc: everyone@example.com";
    const subjects = [
      reservationRequestForRestaurant({
        ...reservation,
        name: forged,
        phone: "1",
        email: null,
        notes: null,
        status: "pending",
      }).subject,
      contactMessageForRestaurant({
        firstName: forged,
        lastName: "X",
        email: "e@x.y",
        subject: "other",
        message: "",
      }).subject,
    ];
    for (const subject of subjects) {
      expect(subject).not.toMatch(/[\r\n]/);
      expect(subject).toContain("Eve Bcc: everyone@example.com");
    }
  });
});
