/** An account's mails: the password reset link, the proof that its email is its owner's. */
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { type MailText, SIGNATURE, writeMailText } from "../../lib/mail-text";

export function passwordReset(customer: { firstName: string }, resetLink: string): MailText {
  return writeMailText(`Reset your ${MAIL_FACT.name} password`, [
    `Hi ${customer.firstName},`,
    "",
    `We received a request to reset the password of your ${MAIL_FACT.name} account.`,
    "Open this link to choose a new password (it works once and expires in 1 hour):",
    "",
    resetLink,
    "",
    "If you did not ask for this, you can ignore this email: your password stays the same.",
  ]);
}

/**
 * Proves the account's email is its owner's before the orders placed as a guest with it join the
 * account (decision 0039): the link works once and for a day.
 */
export function emailVerification(
  customer: { firstName: string },
  link: string,
  guestOrders: number,
): MailText {
  const orders = `${guestOrders} order${guestOrders === 1 ? "" : "s"}`;
  return writeMailText(`Confirm your email to add your orders - ${MAIL_FACT.name}`, [
    `Hi ${customer.firstName},`,
    "",
    `You have placed ${orders} with this email address without signing in. Open this link to confirm the address is yours, and we will add ${guestOrders === 1 ? "it" : "them"} and the loyalty points of every paid one to your account:`,
    "",
    link,
    "",
    "The link works once and expires in 24 hours. If you did not create an account with us, you can ignore this email.",
    "",
    SIGNATURE,
  ]);
}
