/**
 * The one email asking a diner how their collected order was (decision 0030). Plain text, with the
 * private link to the review page; sent only to diners who ticked the box at checkout.
 */
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import type { MailText } from "../../lib/mail-text";

export function reviewRequest(
  order: { orderNumber: string; customerName: string },
  reviewLink: string,
): MailText {
  const firstName = order.customerName.trim().split(/\s+/)[0] ?? "";
  const lines = [
    `Hello ${firstName},`,
    "",
    `Thank you for collecting your order ${order.orderNumber} from ${MAIL_FACT.name}.`,
    "You asked us to email you once to ask how it was. If you have a minute, tell us here:",
    "",
    reviewLink,
    "",
    "It takes a star rating (1 to 5) and, if you like, a few words. The link is private to your order.",
    "We will not email you about this order again.",
    "",
    MAIL_FACT.signature,
  ];
  return {
    subject: `How was your order ${order.orderNumber}? - ${MAIL_FACT.name}`.replace(/[\r\n]+/g, " "),
    text: lines.join("\n"),
  };
}
