/**
 * What every feature's `<f>.mail.test.ts` checks of its templates, so each states the rule once:
 * the templates write MAIL_FACT words, and queueMail fills them from the restaurant's details.
 */
import { expect, it } from "vitest";
import { fillMailFacts } from "@shared/restaurant/restaurant-details";
import { SAMPLE_RESTAURANT } from "../db/seed/restaurant.seed";
import type { MailText } from "../lib/mail-text";

export const MAIL_SITE = "https://hyderabad-house.example";
export const MAIL_RESTAURANT = {
  name: SAMPLE_RESTAURANT.name,
  phone: SAMPLE_RESTAURANT.phone,
  address: { street: SAMPLE_RESTAURANT.street, postcode: SAMPLE_RESTAURANT.postcode },
};
/** The facts of one order, as the order's and its payment's mails both state them. */
export const MAIL_ORDER = {
  orderNumber: "HH-ABC123",
  customerName: "Sam Patel",
  collectionDate: "2026-11-24",
  collectionTime: "12:30",
  totalPence: 1695,
};
/** A name that would start a header of its own if a subject kept its line break. */
export const FORGED_NAME = "Eve\r\nBcc: everyone@example.com";

/** A message, the data it must show, and whether it is signed by the restaurant. */
export type MailCase = [label: string, mail: MailText, shows: string[], signed: boolean];

const filled = (mail: MailText): MailText => ({
  subject: fillMailFacts(mail.subject, SAMPLE_RESTAURANT),
  text: fillMailFacts(mail.text, SAMPLE_RESTAURANT),
});

/** The checks every message passes, as tests of the calling file's describe. */
export function itChecksEveryMail(messages: MailCase[]): void {
  it.each(messages)(
    "%s shows its data, signed by the restaurant when it goes to a guest",
    (_, template, data, signed) => {
      const mail = filled(template);
      for (const value of data) expect(`${mail.subject}\n${mail.text}`).toContain(value);
      if (signed) {
        // Signed with the restaurant's address and phone (issue 21).
        expect(mail.text).toContain(MAIL_RESTAURANT.name);
        expect(mail.text).toContain(MAIL_RESTAURANT.address.street);
        expect(mail.text).toContain(MAIL_RESTAURANT.address.postcode);
        expect(mail.text).toContain(MAIL_RESTAURANT.phone);
      }
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );

  it("dates every message in British words, never the ISO form (issue 33)", () => {
    for (const [label, mail] of messages) {
      expect(mail.text, label).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }
  });
}

/** A subject made from FORGED_NAME: one line, the break turned into a space. */
export function expectOneLineSubject(subject: string): void {
  expect(subject).not.toMatch(/[\r\n]/);
  expect(subject).toContain("Eve Bcc: everyone@example.com");
}
