/**
 * A VAT receipt for one order (issue 40): the restaurant, its VAT number, the date of supply, the
 * lines and discounts as ordered, and the VAT per rate as stored when the order was placed (HMRC's
 * full VAT invoice asks for the rate, net and VAT of each rate). The content is plain data so it is
 * tested as words; the PDF typesets it.
 */
import { eq } from "drizzle-orm";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { PaymentStatus } from "@shared/orders/order.schema";
import { formatRestaurantAddress } from "@shared/restaurant/restaurant-details";
import { formatVatRate } from "@shared/vat/vat";
import { isVatRegistered, vatReceiptRefusal } from "@shared/vat/vat-receipt";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import { HttpError } from "../../lib/http-error";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { loadOrderVat, readVatRegistration } from "./vat.service";

export interface VatReceipt {
  fileName: string;
  heading: string[];
  details: string[];
  lines: { text: string; amount: string }[];
  total: { text: string; amount: string };
  /** The diner's tip, paid with the order: outside the VAT (decision 0051). */
  tip: { text: string; amount: string } | null;
  vatTable: { rate: string; net: string; vat: string; gross: string }[];
  vatTotal: string;
  footer: string;
}

export async function buildVatReceipt(db: Db, orderId: number): Promise<VatReceipt> {
  const [order] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
  if (!order) throw new HttpError(404, "Order not found");
  const registration = await readVatRegistration(db);
  const refusal = vatReceiptRefusal(isVatRegistered(registration), order.paymentStatus as PaymentStatus);
  if (refusal) throw new HttpError(409, refusal);
  const vat = await loadOrderVat(db, orderId);
  if (vat.lines.length === 0) {
    throw new HttpError(409, "This order was placed before its VAT was kept: no VAT receipt can be made");
  }
  const restaurant = await loadConfirmedDetails(db);
  if (!restaurant)
    throw new HttpError(409, "Confirm the restaurant's details first: a VAT receipt names the seller");
  const supplied = getLondonMoment(order.paidAt ?? order.createdAt).date;
  return {
    fileName: `vat-receipt-${order.orderNumber}.pdf`,
    heading: [restaurant.name, formatRestaurantAddress(restaurant)],
    details: [
      `VAT receipt for order ${order.orderNumber}`,
      `VAT number ${registration.vatNumber}`,
      `Date of supply ${formatCalendarDateInFull(supplied)}`,
      ...(order.anonymisedAt ? [] : [`For ${order.customerName}`]),
    ],
    lines: [
      ...order.items.map((item) => ({
        text: `${item.quantity} x ${item.name}${item.options?.length ? ` (${item.options.map((o) => o.name).join(", ")})` : ""}`,
        amount: formatPence(item.pricePence * item.quantity),
      })),
      ...order.promotions.map((p) => ({ text: p.title, amount: `-${formatPence(p.amountPence)}` })),
      ...(order.refundedPence > 0
        ? [{ text: "Refunded since", amount: `-${formatPence(order.refundedPence)}` }]
        : []),
    ],
    total: { text: "Total paid (VAT included)", amount: formatPence(order.totalPence) },
    tip:
      order.tipPence > 0
        ? {
            text: `Tip for the staff (no VAT, not in the total)${order.tipRefundedPence > 0 ? `, ${formatPence(order.tipRefundedPence)} of it refunded since` : ""}`,
            amount: formatPence(order.tipPence),
          }
        : null,
    vatTable: vat.byRate.map((r) => ({
      rate: `VAT ${formatVatRate(r.rateBasisPoints)}`,
      net: formatPence(r.netPence),
      vat: formatPence(r.vatPence),
      gross: formatPence(r.grossPence),
    })),
    vatTotal: formatPence(vat.vatPence),
    footer: `${restaurant.name}  |  VAT number ${registration.vatNumber}`,
  };
}

/** Typesets the receipt on one A5 page (pdfkit loaded on first use, as the menu PDF does). */
export async function renderVatReceiptPdf(receipt: VatReceipt, options: { compress?: boolean } = {}) {
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A5",
      margins: { top: 40, bottom: 40, left: 40, right: 40 },
      compress: options.compress ?? true,
      info: { Title: receipt.details[0] ?? "VAT receipt", Author: receipt.heading[0] ?? "" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const row = (text: string, amount: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
      doc.text(text, left, y, { width: width - 80 });
      const after = doc.y;
      doc.text(amount, left + width - 80, y, { width: 80, align: "right" });
      doc.y = Math.max(after, doc.y);
    };
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .text(receipt.heading[0] ?? "", { align: "center" });
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(receipt.heading[1] ?? "", { align: "center" });
    doc.moveDown();
    for (const d of receipt.details) doc.font("Helvetica").fontSize(10).text(d, left);
    doc.moveDown();
    for (const l of receipt.lines) row(l.text, l.amount);
    doc.moveDown(0.5);
    row(receipt.total.text, receipt.total.amount, true);
    if (receipt.tip) row(receipt.tip.text, receipt.tip.amount);
    doc.moveDown();
    const cols = [0, width * 0.4, width * 0.6, width * 0.8];
    const tableRow = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
      cells.forEach((c, i) => {
        doc.text(c, left + (cols[i] ?? 0), y, {
          width: width * 0.2 + (i === 0 ? width * 0.2 : 0),
          align: i === 0 ? "left" : "right",
        });
      });
      doc.y = y + 14;
    };
    tableRow(["Rate", "Net", "VAT", "Gross"], true);
    for (const r of receipt.vatTable) tableRow([r.rate, r.net, r.vat, r.gross]);
    doc.moveDown(0.5);
    row("Total VAT", receipt.vatTotal, true);
    doc.moveDown(2);
    doc.font("Helvetica").fontSize(8).text(receipt.footer, left, doc.y, { width, align: "center" });
    doc.end();
  });
}
