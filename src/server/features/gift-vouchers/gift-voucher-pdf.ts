/** The printable voucher: one A5 page with the code grouped for reading aloud (pdfkit, as the menu PDF). */
import { formatVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { formatPence } from "@shared/money";
import { formatRestaurantAddress } from "@shared/restaurant/restaurant-details";
import type { RestaurantDetails } from "@shared/restaurant/restaurant-details.schema";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";

export interface VoucherPdfContent {
  code: string;
  amountPence: number;
  expiresOn: string;
  recipientName: string;
  buyerName: string;
  message: string;
}

/** `restaurant`: the confirmed details, or null before setup (then no name, address or phone is printed). */
export async function renderVoucherPdf(
  v: VoucherPdfContent,
  restaurant: RestaurantDetails | null,
): Promise<Buffer> {
  const name = restaurant?.name ?? "";
  // Loaded on the first voucher, not at start-up (pdfkit holds ~10 MB once loaded).
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A5",
      layout: "landscape",
      margins: { top: 40, bottom: 40, left: 48, right: 48 },
      info: {
        Title: name ? `${name} - Gift voucher` : "Gift voucher",
        Author: name,
        Subject: "Gift voucher",
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    if (name) doc.font("Times-Bold").fontSize(26).fillColor("#7a1f1f").text(name, { align: "center" });
    doc.font("Helvetica").fontSize(14).fillColor("#333333").text("Gift voucher", { align: "center" });
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(34).fillColor("#000000").text(formatPence(v.amountPence), {
      align: "center",
    });
    doc.moveDown(0.3);
    doc
      .font("Helvetica")
      .fontSize(12)
      .text(`For ${v.recipientName}, from ${v.buyerName}`, { align: "center" });
    if (v.message) {
      doc.moveDown(0.4);
      doc.font("Times-Italic").fontSize(12).text(v.message, { align: "center" });
    }
    doc.moveDown(0.8);
    doc.font("Courier-Bold").fontSize(20).text(formatVoucherCode(v.code), { align: "center" });
    doc.moveDown(0.4);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor("#333333")
      .text(`Valid until ${formatCalendarDateInFull(v.expiresOn)}. Spend it online or in the restaurant.`, {
        align: "center",
      });
    if (restaurant)
      doc.text(`${formatRestaurantAddress(restaurant)}  |  ${restaurant.phone}`, { align: "center" });
    doc.end();
  });
}
