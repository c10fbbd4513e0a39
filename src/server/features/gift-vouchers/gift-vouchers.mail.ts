/** The voucher's mails: the recipient's (with the PDF), the buyer's receipt. */
import { formatVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { formatPence } from "@shared/money";
import { RESTAURANT } from "@shared/restaurant/restaurant-details";
import type { giftVouchers } from "../../db/schema";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import type { MailMessage } from "../../lib/mail";
import { renderVoucherPdf } from "./gift-voucher-pdf";

type VoucherRow = typeof giftVouchers.$inferSelect;

export async function voucherMail(v: VoucherRow, publicUrl: string): Promise<MailMessage> {
  const pdf = await renderVoucherPdf(v);
  const lines = [
    `Dear ${v.recipientName},`,
    "",
    `${v.buyerName} has sent you a ${RESTAURANT.name} gift voucher for ${formatPence(v.amountPence)}.`,
    ...(v.message ? ["", v.message, ""] : [""]),
    `Your voucher code: ${formatVoucherCode(v.code)}`,
    `Valid until: ${formatCalendarDateInFull(v.expiresOn)}`,
    "",
    `Spend it on an order at ${publicUrl}/order, or quote the code at the counter or by phone (${RESTAURANT.phone}).`,
    `Check what is left on it at ${publicUrl}/gift-vouchers/balance.`,
    "The printable voucher is attached.",
    "",
    RESTAURANT.name,
  ];
  return {
    to: v.recipientEmail,
    subject: `A gift voucher for ${RESTAURANT.name} from ${v.buyerName}`,
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
    subject: `Your ${RESTAURANT.name} gift voucher for ${v.recipientName}`,
    text: [
      `Thank you, ${v.buyerName}.`,
      "",
      `We have received your payment of ${formatPence(v.amountPence)} for a gift voucher for ${v.recipientName}.`,
      `We will email it to ${v.recipientEmail} on ${formatCalendarDateInFull(v.sendOn)}.`,
      `It is valid until ${formatCalendarDateInFull(v.expiresOn)}.`,
      "",
      RESTAURANT.name,
    ].join("\n"),
  };
}
