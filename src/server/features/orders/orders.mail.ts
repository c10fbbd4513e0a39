/** An order's mails: the diner's confirmation, the restaurant's copy, ready for collection. */
import { type ChosenOption, summariseChosenOptions } from "@shared/menu/dish-options";
import { formatPence } from "@shared/money";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { formatCalendarDateInFull } from "../../lib/calendar-dates";
import { type MailText, type OrderMailFacts, SIGNATURE, writeMailText } from "../../lib/mail-text";

/** A delivery order's facts, as the order row holds them (issue 35); absent on a collection. */
interface DeliveryMailFacts {
  fulfilment?: "collection" | "delivery";
  deliveryAddress?: string | null;
  deliveryPostcode?: string | null;
  deliveryFeePence?: number;
  deliveryNotes?: string | null;
  payOnDelivery?: boolean;
}

function deliveryAddressText(order: DeliveryMailFacts): string {
  return [order.deliveryAddress?.replace(/\s*\r?\n\s*/g, ", "), order.deliveryPostcode]
    .filter(Boolean)
    .join(", ");
}

/** The fee as its own line, and how a cash-on-delivery order is paid, so the mail adds up. */
function deliveryMailLines(order: DeliveryMailFacts): string[] {
  if (order.fulfilment !== "delivery") return [];
  const fee = order.deliveryFeePence ?? 0;
  return [
    `Delivery: ${fee === 0 ? "free" : formatPence(fee)}`,
    ...(order.payOnDelivery ? ["Payment: cash to the driver on delivery"] : []),
  ];
}

export function orderConfirmation(
  order: OrderMailFacts & {
    items: {
      quantity: number;
      name: string;
      pricePence: number;
      options?: ChosenOption[];
      specialInstructions?: string;
    }[];
    subtotalPence: number;
    promotions: { title: string; code: string | null; amountPence: number }[];
    specialInstructions?: string | null;
    paymentStatus?: string;
  } & DeliveryMailFacts,
  publicUrl: string,
  /** The live page with the order's secret (liveOrderPath), from which an unpaid order is paid. */
  liveLink = `${publicUrl}/order/${order.orderNumber}`,
): MailText {
  // Each line with its chosen options beneath it, so the diner can check what the kitchen will make.
  const lines = order.items.flatMap((i) => [
    `  ${i.quantity} x ${i.name}  ${formatPence(i.pricePence * i.quantity)}`,
    ...summariseChosenOptions(i.options ?? []).map((o) => `      ${o.group}: ${o.choices}`),
    ...(i.specialInstructions ? [`      Note: ${i.specialInstructions}`] : []),
  ]);
  // Every promotion its own line, so the email adds up like the cart and the ticket.
  const discount = order.promotions.map(
    (p) => `${p.title}${p.code ? ` (${p.code})` : ""}: -${formatPence(p.amountPence)}`,
  );
  return writeMailText(`Order ${order.orderNumber} confirmed - ${MAIL_FACT.name}`, [
    `Hello ${order.customerName},`,
    "",
    `Thank you for your order ${order.orderNumber}. It has been sent to our kitchen.`,
    order.fulfilment === "delivery"
      ? `Delivery: today, ${formatCalendarDateInFull(order.collectionDate)}, at about ${order.collectionTime}, to ${deliveryAddressText(order)}.`
      : `Collection: today, ${formatCalendarDateInFull(order.collectionDate)}, at ${order.collectionTime}.`,
    "",
    ...lines,
    "",
    `Subtotal: ${formatPence(order.subtotalPence)}`,
    ...discount,
    ...deliveryMailLines(order),
    `Total: ${formatPence(order.totalPence)}`,
    ...(order.specialInstructions ? ["", `Your special instructions: ${order.specialInstructions}`] : []),
    "",
    order.fulfilment === "delivery"
      ? `Questions? Please ${MAIL_FACT.callUs}.`
      : `Collect it from ${MAIL_FACT.address}. Questions? Please ${MAIL_FACT.callUs}.`,
    order.paymentStatus === "pending"
      ? `Follow your order live, and pay online until you collect it: ${liveLink}`
      : `Follow your order live: ${liveLink}`,
    "",
    SIGNATURE,
  ]);
}

/**
 * The restaurant's copy of each new online order (issue 22: bookings mailed the restaurant, orders
 * did not): who, when, every line with its options, allergens and notes, and whether it is paid.
 */
export function newOrderForRestaurant(
  order: OrderMailFacts & {
    customerPhone: string;
    customerEmail: string | null;
    items: {
      quantity: number;
      name: string;
      pricePence: number;
      options?: ChosenOption[];
      allergens?: string[];
      specialInstructions?: string;
    }[];
    promotions: { title: string; code: string | null; amountPence: number }[];
    specialInstructions?: string | null;
    paymentStatus: string;
  } & DeliveryMailFacts,
  publicUrl: string,
): MailText {
  const lines = order.items.flatMap((i) => [
    `  ${i.quantity} x ${i.name}  ${formatPence(i.pricePence * i.quantity)}`,
    ...summariseChosenOptions(i.options ?? []).map((o) => `      ${o.group}: ${o.choices}`),
    ...(i.allergens && i.allergens.length > 0 ? [`      Allergens: ${i.allergens.join(", ")}`] : []),
    ...(i.specialInstructions ? [`      NOTE: ${i.specialInstructions}`] : []),
  ]);
  return writeMailText(
    `New online order ${order.orderNumber}: ${order.customerName}, ${order.fulfilment === "delivery" ? "delivery" : "collection"} ${order.collectionTime}`,
    [
      `A new online order ${order.orderNumber} is on the kitchen board.`,
      "",
      `Name: ${order.customerName}`,
      `Phone: ${order.customerPhone}`,
      `Email: ${order.customerEmail ?? "not given"}`,
      order.fulfilment === "delivery"
        ? `Delivery: ${formatCalendarDateInFull(order.collectionDate)} at ${order.collectionTime} to ${deliveryAddressText(order)}`
        : `Collection: ${formatCalendarDateInFull(order.collectionDate)} at ${order.collectionTime}`,
      ...(order.fulfilment === "delivery" && order.deliveryNotes
        ? [`DELIVERY NOTES: ${order.deliveryNotes}`]
        : []),
      "",
      ...(order.specialInstructions ? [`SPECIAL INSTRUCTIONS: ${order.specialInstructions}`, ""] : []),
      ...lines,
      "",
      ...order.promotions.map(
        (p) => `${p.title}${p.code ? ` (${p.code})` : ""}: -${formatPence(p.amountPence)}`,
      ),
      ...deliveryMailLines(order),
      `Total: ${formatPence(order.totalPence)} (${order.paymentStatus === "pending" ? (order.payOnDelivery ? "cash on delivery" : "not paid yet") : "paid"})`,
      "",
      `The board: ${publicUrl}/admin`,
    ],
  );
}

export function orderReadyForCollection(order: OrderMailFacts, publicUrl: string): MailText {
  return writeMailText(`Your order ${order.orderNumber} is ready for collection - ${MAIL_FACT.name}`, [
    `Hello ${order.customerName},`,
    "",
    `Good news: your order ${order.orderNumber} is ready. Please come and collect it (collection time ${order.collectionTime}).`,
    "",
    `Order status: ${publicUrl}/order/${order.orderNumber}`,
    "",
    SIGNATURE,
  ]);
}
