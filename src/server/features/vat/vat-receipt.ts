/**
 * A VAT receipt for one order (issue 40): the restaurant, its VAT number, the date of supply, the
 * lines and discounts as ordered, and the VAT per rate as stored when the order was placed (HMRC's
 * full VAT invoice asks for the rate, net and VAT of each rate). The content is plain data so it is
 * tested as words; lib/vat-document-pdf.ts typesets it.
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
import type { VatDocument } from "../../lib/vat-document-pdf";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { loadOrderVat, readVatRegistration } from "./vat.service";

export async function buildVatReceipt(db: Db, orderId: number): Promise<VatDocument> {
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
