/**
 * A catering order's invoice (issue 39 item 3): the seller's legal details (the company, its
 * number and registered address, the VAT number when registered), the buyer, the date of supply,
 * the lines as priced, what has been paid and what is left, and the VAT per rate. A restaurant
 * that is not VAT-registered gets a plain invoice with no VAT lines.
 */
import { CATERING_PRICING_LABELS } from "@shared/catering/catering.schema";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { describeController, formatRestaurantAddress } from "@shared/restaurant/restaurant-details";
import { formatVatRate } from "@shared/vat/vat";
import type { Db } from "../../db/client";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import { HttpError } from "../../lib/http-error";
import type { VatDocument } from "../../lib/vat-document-pdf";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { readVatRegistration } from "../vat/vat.service";
import type { CateringOrderRow } from "./catering.queries";
import { cateringReference } from "./catering.service";

export async function buildCateringInvoice(db: Db, o: CateringOrderRow): Promise<VatDocument> {
  if (o.status !== "confirmed")
    throw new HttpError(409, "The invoice comes once the restaurant has confirmed the request");
  const restaurant = await loadConfirmedDetails(db);
  if (!restaurant)
    throw new HttpError(409, "Confirm the restaurant's details first: an invoice names the seller");
  const registration = await readVatRegistration(db);
  const vat = registration.registered && registration.vatNumber ? registration.vatNumber : null;
  const reference = cateringReference(o.id);
  const issued = getLondonMoment(o.decidedAt ?? o.createdAt).date;
  const buyer = [
    o.companyName,
    o.contactName,
    o.billingAddress || (o.fulfilment === "delivery" ? `${o.deliveryAddress}, ${o.deliveryPostcode}` : ""),
  ]
    .filter(Boolean)
    .join(", ");
  const left = o.totalPence - o.paidPence;
  return {
    fileName: `invoice-${reference}.pdf`,
    heading: [restaurant.tradingName || restaurant.name, formatRestaurantAddress(restaurant)],
    details: [
      `${vat ? "VAT invoice" : "Invoice"} ${reference}`,
      ...(vat ? [`VAT number ${vat}`] : []),
      describeController(restaurant),
      ...(restaurant.registeredAddress ? [`Registered office: ${restaurant.registeredAddress}`] : []),
      `Invoice date ${formatCalendarDateInFull(issued)}`,
      `Date of supply ${formatCalendarDateInFull(o.eventDate)} (${o.guests} guests, ${o.fulfilment === "delivery" ? "delivered" : "collected"} at ${o.eventTime})`,
      `To: ${buyer}`,
    ],
    lines: [
      ...o.lines.map((l) => ({
        text: `${l.quantity} x ${l.name} (${CATERING_PRICING_LABELS[l.pricing].toLowerCase()} ${formatPence(l.unitPricePence)})`,
        amount: formatPence(l.linePence),
      })),
      ...(o.discountPence > 0
        ? [{ text: o.discountTitle ?? "Discount", amount: `-${formatPence(o.discountPence)}` }]
        : []),
      ...(o.deliveryChargePence > 0
        ? [{ text: "Delivery", amount: formatPence(o.deliveryChargePence) }]
        : []),
    ],
    total: { text: vat ? "Total (VAT included)" : "Total", amount: formatPence(o.totalPence) },
    tip: null,
    afterTotal: [
      ...(o.paidPence > 0 ? [{ text: "Paid", amount: formatPence(o.paidPence) }] : []),
      {
        text: left > 0 ? `Balance due by ${formatCalendarDateInFull(o.eventDate)}` : "Balance due",
        amount: formatPence(left),
      },
    ],
    vatTable: vat
      ? o.vatByRate.map((r) => ({
          rate: `VAT ${formatVatRate(r.rateBasisPoints)}`,
          net: formatPence(r.netPence),
          vat: formatPence(r.vatPence),
          gross: formatPence(r.grossPence),
        }))
      : [],
    vatTotal: vat ? formatPence(o.vatByRate.reduce((n, r) => n + r.vatPence, 0)) : "",
    footer: vat
      ? `${restaurant.tradingName || restaurant.name}  |  VAT number ${vat}`
      : `${restaurant.tradingName || restaurant.name}  |  Not registered for VAT`,
  };
}
