/** The contact form's mails: the message to the restaurant, the acknowledgement to the sender. */
import { CONTACT_SUBJECT_LABELS, type CONTACT_SUBJECTS } from "@shared/contact/contact.schema";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { type MailText, SIGNATURE, writeMailText } from "../../lib/mail-text";

export function contactMessageForRestaurant(m: {
  firstName: string;
  lastName: string;
  email: string;
  subject: (typeof CONTACT_SUBJECTS)[number];
  message: string;
}): MailText {
  const label = CONTACT_SUBJECT_LABELS[m.subject];
  return writeMailText(`Website message (${label}) from ${m.firstName} ${m.lastName}`, [
    `From: ${m.firstName} ${m.lastName} <${m.email}>`,
    `Subject: ${label}`,
    "",
    m.message,
  ]);
}

/**
 * To whatever address the contact form was given, so nothing the sender typed (a name, a subject, a
 * message) is in it: the form cannot be used to send a stranger a mail with someone's text in it.
 */
export function contactReceivedForSender(): MailText {
  return writeMailText(`Thank you for contacting ${MAIL_FACT.name}`, [
    "Hello,",
    "",
    `Thank you for your message to ${MAIL_FACT.name}. We will get back to you within 24 hours.`,
    "",
    "If you did not write to us, you can ignore this email.",
    "",
    SIGNATURE,
  ]);
}
