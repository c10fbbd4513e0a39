/** Order ahead's mails: the diner's confirmation of a pre-order moved to another day or time. */
import { formatPence } from "@shared/money";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import { type MailText, type OrderMailFacts, SIGNATURE, writeMailText } from "../../lib/mail-text";

/** The diner moved their pre-order (decision 0052): the new day and time, the old, the same total. */
export function preOrderMoved(
  order: OrderMailFacts,
  was: { collectionDate: string; collectionTime: string },
  /** The live page with the order's secret (liveOrderPath). */
  liveLink: string,
): MailText {
  const day = formatCalendarDateInFull(order.collectionDate);
  return writeMailText(
    `Order ${order.orderNumber} moved to ${day} at ${order.collectionTime} - ${MAIL_FACT.name}`,
    [
      `Hello ${order.customerName},`,
      "",
      `Your order ${order.orderNumber} has been moved, as you asked.`,
      `Collection: ${day}, at ${order.collectionTime}.`,
      `It was for ${formatCalendarDateInFull(was.collectionDate)}, at ${was.collectionTime}.`,
      "",
      `The food and the total (${formatPence(order.totalPence)}) are unchanged.`,
      "",
      `Collect it from ${MAIL_FACT.address}. Questions? Please ${MAIL_FACT.callUs}.`,
      `Follow your order live: ${liveLink}`,
      "",
      SIGNATURE,
    ],
  );
}
