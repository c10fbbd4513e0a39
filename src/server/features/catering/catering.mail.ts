/**
 * The catering mails: the diner's receipt of the request, the restaurant's notice, the owner's
 * decision, each payment, and the reminder the day before. The restaurant's name and phone are
 * MAIL_FACT words, filled when the mail is queued.
 */
import { CATERING_PRICING_LABELS } from "@shared/catering/catering.schema";
import { cateringAmountsDue } from "@shared/catering/catering-pricing";
import { formatPence } from "@shared/money";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import type { MailMessage } from "../../lib/mail";
import type { CateringOrderRow } from "./catering.queries";

const when = (o: CateringOrderRow) => `${formatCalendarDateInFull(o.eventDate)} at ${o.eventTime}`;
const how = (o: CateringOrderRow) =>
  o.fulfilment === "delivery"
    ? `Delivered to ${o.deliveryAddress}, ${o.deliveryPostcode}`
    : "Collected from us";

/** The request as priced, a line each: what the diner and the restaurant both read. */
function summary(o: CateringOrderRow): string[] {
  return [
    `For: ${o.guests} guests, ${when(o)}`,
    how(o),
    "",
    ...o.lines.map(
      (l) =>
        `${l.quantity} x ${l.name} (${CATERING_PRICING_LABELS[l.pricing].toLowerCase()}, ${formatPence(l.unitPricePence)})  ${formatPence(l.linePence)}`,
    ),
    ...(o.discountPence > 0 ? [`${o.discountTitle ?? "Discount"}  -${formatPence(o.discountPence)}`] : []),
    ...(o.deliveryChargePence > 0 ? [`Delivery  ${formatPence(o.deliveryChargePence)}`] : []),
    `Total  ${formatPence(o.totalPence)}`,
  ];
}

export function cateringReceivedMail(o: CateringOrderRow, reference: string, link: string): MailMessage {
  return {
    to: o.email,
    subject: `Your catering request ${reference} - ${MAIL_FACT.name}`,
    text: [
      `Dear ${o.contactName},`,
      "",
      `Thank you for your catering request ${reference}. We will confirm it, or tell you why we cannot, by email.`,
      `Once it is confirmed, a deposit of ${formatPence(o.depositPence)} (${o.depositPercent}%) holds the day; you may pay it all at once instead.`,
      "",
      ...summary(o),
      "",
      `See your request at any time: ${link}`,
      "",
      MAIL_FACT.signature,
    ].join("\n"),
  };
}

export function cateringRequestForRestaurant(o: CateringOrderRow, reference: string, adminLink: string) {
  return {
    subject: `New catering request ${reference}: ${o.guests} guests on ${formatCalendarDateInFull(o.eventDate)}`,
    text: [
      `${o.contactName}${o.companyName ? ` (${o.companyName})` : ""} asks for catering.`,
      `Phone: ${o.phone}`,
      `Email: ${o.email}`,
      "",
      ...summary(o),
      ...(o.notes ? ["", `Notes: ${o.notes}`] : []),
      "",
      `Confirm or decline it in the Catering tab: ${adminLink}`,
    ].join("\n"),
  };
}

export function cateringDecidedMail(o: CateringOrderRow, reference: string, link: string): MailMessage {
  const due = cateringAmountsDue(o);
  const confirmed = o.status === "confirmed";
  return {
    to: o.email,
    subject: confirmed
      ? `Catering ${reference} is confirmed - ${MAIL_FACT.name}`
      : `Catering ${reference}: we cannot take it - ${MAIL_FACT.name}`,
    text: [
      `Dear ${o.contactName},`,
      "",
      confirmed
        ? `We are glad to confirm your catering for ${o.guests} guests on ${when(o)}.`
        : `We are sorry: we cannot take your catering request for ${when(o)}.`,
      ...(o.ownerMessage ? ["", o.ownerMessage] : []),
      "",
      ...(confirmed && due
        ? [
            `Please pay the deposit of ${formatPence(due.depositPence)}, or the whole ${formatPence(due.fullPence)}, online: ${link}`,
            "Your VAT invoice is on the same page.",
          ]
        : [`Your request: ${link}`, `To talk it over, ${MAIL_FACT.callUs}.`]),
      "",
      MAIL_FACT.signature,
    ].join("\n"),
  };
}

export function cateringPaidMail(
  o: CateringOrderRow,
  reference: string,
  amountPence: number,
  link: string,
): MailMessage {
  const left = o.totalPence - o.paidPence;
  return {
    to: o.email,
    subject: `Payment received for catering ${reference} - ${MAIL_FACT.name}`,
    text: [
      `Dear ${o.contactName},`,
      "",
      `Thank you: we have received ${formatPence(amountPence)} for your catering on ${when(o)}.`,
      left > 0 ? `${formatPence(left)} is left to pay, by the day of the event.` : "It is paid in full.",
      `Your request and VAT invoice: ${link}`,
      "",
      MAIL_FACT.signature,
    ].join("\n"),
  };
}

export function cateringReminderMail(o: CateringOrderRow, reference: string, link: string): MailMessage {
  const left = o.totalPence - o.paidPence;
  return {
    to: o.email,
    subject: `Tomorrow: your catering ${reference} - ${MAIL_FACT.name}`,
    text: [
      `Dear ${o.contactName},`,
      "",
      `A reminder: your catering for ${o.guests} guests is tomorrow, ${when(o)}.`,
      how(o),
      left > 0 ? `${formatPence(left)} is left to pay: ${link}` : `It is paid in full. Your request: ${link}`,
      `If anything has changed, ${MAIL_FACT.callUs}.`,
      "",
      MAIL_FACT.signature,
    ].join("\n"),
  };
}
