/** The voucher's mails: the recipient's (with the PDF), the buyer's receipt. */
import { formatVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { formatPence } from "@shared/money";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import type { Db, DbTransaction } from "../../db/client";
import type { giftVouchers } from "../../db/schema";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import type { MailMessage } from "../../lib/mail";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { renderVoucherPdf } from "./gift-voucher-pdf";

type VoucherRow = typeof giftVouchers.$inferSelect;

/** The restaurant's name and phone are MAIL_FACT words, filled when the mail is queued; the PDF reads the details itself. */
export async function voucherMail(
  db: Db | DbTransaction,
  v: VoucherRow,
  publicUrl: string,
): Promise<MailMessage> {
  const pdf = await renderVoucherPdf(v, await loadConfirmedDetails(db));
  const lines = [
    `Dear ${v.recipientName},`,
    "",
    `${v.buyerName} has sent you a ${MAIL_FACT.name} gift voucher for ${formatPence(v.amountPence)}.`,
    ...(v.message ? ["", v.message, ""] : [""]),
    `Your voucher code: ${formatVoucherCode(v.code)}`,
    `Valid until: ${formatCalendarDateInFull(v.expiresOn)}`,
    "",
    `Spend it on an order at ${publicUrl}/order, or quote the code at the counter, or ${MAIL_FACT.callUs} and quote it by phone.`,
    `Check what is left on it at ${publicUrl}/gift-vouchers/balance.`,
    "The printable voucher is attached.",
    "",
    MAIL_FACT.name,
  ];
  return {
    to: v.recipientEmail,
    subject: `A gift voucher for ${MAIL_FACT.name} from ${v.buyerName}`,
    text: lines.join("\n"),
    attachments: [
      {
        filename: `gift-voucher-${v.code.slice(0, 4)}.pdf`,
        content: pdf.toString("base64"),
        encoding: "base64",
        contentType: "application/pdf",
      },
    ],
  };
}

export function voucherReceiptMail(v: VoucherRow): MailMessage {
  return {
    to: v.buyerEmail,
    subject: `Your ${MAIL_FACT.name} gift voucher for ${v.recipientName}`,
    text: [
      `Thank you, ${v.buyerName}.`,
      "",
      `We have received your payment of ${formatPence(v.amountPence)} for a gift voucher for ${v.recipientName}.`,
      `We will email it to ${v.recipientEmail} on ${formatCalendarDateInFull(v.sendOn)}.`,
      `It is valid until ${formatCalendarDateInFull(v.expiresOn)}.`,
      "",
      MAIL_FACT.name,
    ].join("\n"),
  };
}
