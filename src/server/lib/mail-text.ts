/**
 * What every mail template shares: one function per message, in its feature's `<f>.mail.ts`, takes
 * the data the message shows and returns its subject and plain text; services decide whom to send
 * to and when.
 */
import type { Order } from "@shared/orders/order.schema";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";

export interface MailText {
  subject: string;
  text: string;
}

/**
 * Every message to a diner ends with where the restaurant is and how to call it (issue 21: the
 * order and booking emails had neither).
 */
export const SIGNATURE = MAIL_FACT.signature;

/**
 * A subject is a mail header: a line break from a name would start a header of its own. The shared
 * schemas already refuse multi-line names; this keeps that true whatever reaches a template.
 */
export function writeMailText(subject: string, lines: string[]): MailText {
  return { subject: subject.replace(/[\r\n]+/g, " "), text: lines.join("\n") };
}

/** What a mail about an order states of it, whether the order's own mails or its payment's. */
export type OrderMailFacts = Pick<
  Order,
  "orderNumber" | "customerName" | "collectionDate" | "collectionTime" | "totalPence"
>;
