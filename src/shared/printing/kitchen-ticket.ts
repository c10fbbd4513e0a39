/**
 * What a kitchen ticket says, once, for both printers: the browser's 80 mm (or A4) page draws it
 * with React, the network ESC/POS printer gets it as text lines. Plain characters only (a thermal
 * printer's code page has "£" but not "×" or "⚠").
 */
import { ALLERGEN_LABELS } from "../menu/allergens";
import { summariseChosenOptions } from "../menu/dish-options";
import { formatPence } from "../money";
import type { Order } from "../orders/order.schema";
import { amountDuePence } from "../payments/amount-due";

interface KitchenTicketLine {
  /** "2 x Chicken Biryani" */
  title: string;
  /** The line's price (unit price with options, times quantity), "£21.00". */
  price: string;
  /** One per option group: "Spice level: Hot", "Biryanis: Chicken, Paneer". */
  options: string[];
  /** The diner's words for this dish. */
  instructions: string | null;
  /** "ALLERGENS: Milk, Nuts" or null. */
  allergens: string | null;
}

export interface KitchenTicketContent {
  restaurant: string;
  service: string;
  orderNumber: string;
  /** "Collect 18:30 - 24/11/2026" */
  collection: string;
  /** "Aisha Khan - 07700 900123" */
  customer: string;
  lines: KitchenTicketLine[];
  /** The order's note ("NUT ALLERGY, no coriander"), or null. */
  note: string | null;
  subtotal: string;
  promotions: { label: string; amount: string }[];
  total: string;
  paid: boolean;
  /** What the counter must know about the money: ticketPaymentLine(order). */
  payment: string;
  /** A delivery's "DELIVER TO" block (address, postcode, zone, driver's notes); null for collection. */
  delivery: string[] | null;
  /** A delivery's fee line ("+£2.50", "FREE"), after the promotions; null for collection. */
  deliveryFee: { label: string; amount: string } | null;
}

const TICKET_PAID = "PAID";
const TICKET_ONLINE_PAYMENT_PENDING = "ONLINE PAYMENT PENDING";
const TICKET_TO_PAY_AT_COLLECTION = "TO PAY AT COLLECTION";
/** A delivery the driver takes cash for (issue 35): the amount follows. */
const TICKET_CASH_ON_DELIVERY = "CASH ON DELIVERY";

/**
 * The ticket's word on payment, the same on paper from the network printer and from a browser
 * (decision 0034). Never "take payment" for an order the diner may be paying, or has paid, online:
 * an order offered online payment and not paid yet reads ONLINE PAYMENT PENDING (a PAID slip
 * follows its payment); only an order to pay at collection tells the counter to take the money.
 */
function ticketPaymentLine(
  order: Pick<
    Order,
    "paymentStatus" | "paysOnline" | "delivery" | "totalPence" | "giftVoucherPence" | "tipPence"
  >,
): string {
  if (order.paymentStatus !== "pending") return TICKET_PAID;
  // The driver takes what is due at the door: the diner's tip with it (issue 40 meets issue 35).
  if (order.delivery?.payOnDelivery) {
    const tip = order.tipPence > 0 ? ` (INCL. TIP ${formatPence(order.tipPence)})` : "";
    return `${TICKET_CASH_ON_DELIVERY} ${formatPence(amountDuePence(order))}${tip}`;
  }
  return order.paysOnline ? TICKET_ONLINE_PAYMENT_PENDING : TICKET_TO_PAY_AT_COLLECTION;
}

/** The short slip that follows a ticket printed before its payment arrived. */
export interface PaidSlipContent {
  restaurant: string;
  heading: string;
  orderNumber: string;
  /** "Aisha Khan - Collect 18:30" */
  customer: string;
  /** "PAID £24.50" */
  paid: string;
  note: string;
}

/** `restaurantName` from the restaurant's details (null before they are confirmed: no name is printed). */
export function buildPaidSlip(order: Order, restaurantName: string | null): PaidSlipContent {
  return {
    restaurant: (restaurantName ?? "").toUpperCase(),
    heading: "PAYMENT RECEIVED",
    orderNumber: `#${order.orderNumber}`,
    customer: `${order.customerName} - Collect ${order.collectionTime}`,
    paid: `${TICKET_PAID} ${order.totalAmount}`,
    note: "Do not take payment: this order is paid.",
  };
}

function formatCollectionDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return d && m && y ? `${d}/${m}/${y}` : iso;
}

export function buildKitchenTicket(order: Order, restaurantName: string | null): KitchenTicketContent {
  const paid = order.paymentStatus !== "pending";
  const payment = ticketPaymentLine(order);
  const delivery = order.delivery ?? null;
  return {
    restaurant: (restaurantName ?? "").toUpperCase(),
    service: delivery ? "DELIVERY" : "COLLECTION",
    orderNumber: `#${order.orderNumber}`,
    collection: `${delivery ? "Deliver" : "Collect"} ${order.collectionTime} - ${formatCollectionDate(order.collectionDate)}`,
    customer: `${order.customerName} - ${order.customerPhone}`,
    lines: order.items.map((item) => ({
      title: `${item.quantity} x ${item.name}`,
      price: formatPence(item.pricePence * item.quantity),
      options: summariseChosenOptions(item.options).map((o) => `${o.group}: ${o.choices}`),
      instructions: item.specialInstructions?.trim() ? item.specialInstructions.trim() : null,
      allergens:
        item.allergens.length > 0
          ? `ALLERGENS: ${item.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")}`
          : null,
    })),
    note: order.specialInstructions?.trim() ? order.specialInstructions.trim() : null,
    subtotal: formatPence(order.subtotalPence),
    promotions: order.promotions.map((line) => ({
      label: line.code ? `${line.title} (${line.code})` : line.title,
      amount: `-${formatPence(line.amountPence)}`,
    })),
    total: order.totalAmount,
    paid,
    payment,
    delivery: delivery
      ? [
          "DELIVER TO:",
          ...delivery.address.split(/\r?\n|,\s*/).filter((part) => part.trim() !== ""),
          delivery.postcode,
          ...(delivery.zoneName ? [`Zone: ${delivery.zoneName}`] : []),
          ...(delivery.notes?.trim() ? [`DRIVER NOTE: ${delivery.notes.trim()}`] : []),
        ]
      : null,
    deliveryFee: delivery
      ? { label: "DELIVERY", amount: delivery.feePence === 0 ? "FREE" : formatPence(delivery.feePence) }
      : null,
  };
}
