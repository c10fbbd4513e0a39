/** The newsletter's mails: the double opt-in, and each subscriber's copy of a newsletter. */
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { formatLondonDayAndTime } from "../../lib/calendar-dates";
import { type MailText, SIGNATURE, writeMailText } from "../../lib/mail-text";

/**
 * The double opt-in: nothing is sent to the address until its owner follows this link. It goes to
 * an address anyone can give, so without the name given with it (decision 0038).
 */
export function newsletterConfirmation(confirmLink: string): MailText {
  return writeMailText(`Please confirm your subscription to the ${MAIL_FACT.name} newsletter`, [
    "Hello,",
    "",
    `Thank you for signing up to the ${MAIL_FACT.name} newsletter: news from our kitchen and our offers, now and then.`,
    "Please confirm that this is your email address by opening this link (it works for 7 days):",
    "",
    confirmLink,
    "",
    "If you did not sign up, you can ignore this email: you will not hear from us again.",
    "",
    SIGNATURE,
  ]);
}

/** A running promotion in a newsletter, in the words and terms the offers page shows. */
export interface NewsletterPromotion {
  headline: string;
  description: string;
  code: string | null;
  whereLabel: string;
  terms: string[];
  termsConditions: string | null;
  endsAt: string;
}

/** The newsletter's body as every subscriber gets it, before their own unsubscribe link. */
export function newsletterBody(text: string, promotion: NewsletterPromotion | null): string {
  const promotionLines = promotion
    ? [
        "",
        `${promotion.headline}`,
        ...(promotion.description ? [promotion.description] : []),
        ...(promotion.code ? [`Use code ${promotion.code}.`] : []),
        `Where: ${promotion.whereLabel}. Until ${formatLondonDayAndTime(promotion.endsAt)}.`,
        ...promotion.terms.map((t) => `- ${t}`),
        ...(promotion.termsConditions ? [promotion.termsConditions] : []),
      ]
    : [];
  return [text.trim(), ...promotionLines].join("\n");
}

/** One subscriber's newsletter: the body, the restaurant, and a visible unsubscribe link. */
export function newsletterForSubscriber(
  newsletter: { subject: string; text: string },
  s: { firstName: string | null },
  unsubscribeLink: string,
): MailText {
  return writeMailText(newsletter.subject, [
    s.firstName ? `Dear ${s.firstName},` : "Hello,",
    "",
    newsletter.text,
    "",
    SIGNATURE,
    "",
    `You receive this because you subscribed to the ${MAIL_FACT.name} newsletter.`,
    `Unsubscribe with one click: ${unsubscribeLink}`,
  ]);
}
