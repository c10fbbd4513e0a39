/**
 * Every email the site sends: one function per message, taking the data it shows and returning its
 * subject and plain text. Services decide whom to send to and when; the words live here.
 */
import { CONTACT_SUBJECT_LABELS, type CONTACT_SUBJECTS } from "@shared/contact/contact.schema";
import { type ChosenOption, summariseChosenOptions } from "@shared/menu/dish-options";
import { formatPence } from "@shared/money";
import type { OrderPaymentMethod, PaymentMethod } from "@shared/orders/order.schema";
import { MAIL_FACT } from "@shared/restaurant/restaurant-details";
import { formatCalendarDateInFull, formatLondonDayAndTime } from "./calendar-dates";

export interface MailText {
  subject: string;
  text: string;
}

/**
 * Every message to a diner ends with where the restaurant is and how to call it (issue 21: the
 * order and booking emails had neither).
 */
const SIGNATURE = MAIL_FACT.signature;

/**
 * A subject is a mail header: a line break from a name would start a header of its own. The shared
 * schemas already refuse multi-line names; this keeps that true whatever reaches a template.
 */
function mail(subject: string, lines: string[]): MailText {
  return { subject: subject.replace(/[\r\n]+/g, " "), text: lines.join("\n") };
}

const formatDate = formatCalendarDateInFull;

/** "7+ guests" for the form's largest choice. */
function formatGuests(guests: number): string {
  return `${guests}${guests === 7 ? "+" : ""} guest${guests === 1 ? "" : "s"}`;
}

interface ReservationData {
  name: string;
  date: string;
  time: string;
  guests: number;
  /** The diner's special requests, repeated back so they can check them. */
  notes?: string | null;
}

/** The diner's own requests, as they wrote them. */
function requestLines(r: ReservationData): string[] {
  return r.notes ? ["", `Your requests: ${r.notes}`] : [];
}

/** The diner's private page for a booking: see it, and cancel it up to the cut-off. */
function manageLines(link: string, cancelCutoffHours: number): string[] {
  const cutoff =
    cancelCutoffHours > 0
      ? ` up to ${cancelCutoffHours} hour${cancelCutoffHours === 1 ? "" : "s"} before`
      : "";
  return ["", `See or cancel your booking${cutoff}: ${link}`];
}

export function reservationRequestForRestaurant(
  r: ReservationData & {
    id: number;
    phone: string;
    email: string | null;
    notes: string | null;
    status: string;
  },
): MailText {
  const when = `${formatDate(r.date)} at ${r.time}`;
  const guests = formatGuests(r.guests);
  return mail(`New table reservation: ${r.name}, ${guests}, ${when}`, [
    r.status === "confirmed"
      ? `A new reservation (#${r.id}) was confirmed automatically (within capacity).`
      : `A new reservation request (#${r.id}) is waiting for confirmation.`,
    "",
    `Name: ${r.name}`,
    `Phone: ${r.phone}`,
    `Email: ${r.email ?? "not given"}`,
    `When: ${when}`,
    `Guests: ${guests}`,
    `Notes: ${r.notes ?? "none"}`,
  ]);
}

export function reservationReceivedForGuest(
  r: ReservationData,
  link: string,
  cancelCutoffHours: number,
): MailText {
  return mail(`We have received your table request at ${MAIL_FACT.name}`, [
    `Dear ${r.name},`,
    "",
    `Thank you for your request for a table for ${formatGuests(r.guests)} on ${formatDate(r.date)} at ${r.time}.`,
    "It is not confirmed yet: we will email you as soon as we have confirmed it.",
    ...requestLines(r),
    ...manageLines(link, cancelCutoffHours),
    "",
    SIGNATURE,
  ]);
}

export function reservationConfirmedForGuest(
  r: ReservationData,
  link: string,
  cancelCutoffHours: number,
  staffMessage: string | null,
): MailText {
  return mail(`Your table at ${MAIL_FACT.name} is confirmed`, [
    `Dear ${r.name},`,
    "",
    `Your table for ${formatGuests(r.guests)} on ${formatDate(r.date)} at ${r.time} is confirmed. We look forward to seeing you.`,
    ...(staffMessage ? ["", staffMessage] : []),
    ...requestLines(r),
    "",
    "The attached calendar file adds the booking to your calendar.",
    ...manageLines(link, cancelCutoffHours),
    "",
    SIGNATURE,
  ]);
}

export function reservationDeclinedForGuest(
  r: ReservationData,
  link: string,
  staffMessage: string | null,
): MailText {
  return mail(`About your table request at ${MAIL_FACT.name}`, [
    `Dear ${r.name},`,
    "",
    `We are sorry, we cannot take your booking for ${formatGuests(r.guests)} on ${formatDate(r.date)} at ${r.time}.`,
    ...(staffMessage ? ["", staffMessage] : []),
    "",
    `Please ${MAIL_FACT.callUs} to find another time.`,
    `Your booking: ${link}`,
    "",
    SIGNATURE,
  ]);
}

export function reservationCancelledForGuest(r: ReservationData, link: string): MailText {
  return mail(`Your table booking at ${MAIL_FACT.name} is cancelled`, [
    `Dear ${r.name},`,
    "",
    `Your booking for ${formatGuests(r.guests)} on ${formatDate(r.date)} at ${r.time} is cancelled.`,
    `We hope to see you another time. To book again, ${MAIL_FACT.callUs} or visit our website.`,
    `Your booking: ${link}`,
    "",
    SIGNATURE,
  ]);
}

export function reservationCancelledForRestaurant(
  r: ReservationData & { id: number; phone: string },
): MailText {
  return mail(
    `Reservation cancelled by the guest: ${r.name}, ${formatGuests(r.guests)}, ${formatDate(r.date)} at ${r.time}`,
    [
      `The guest cancelled reservation #${r.id} through their booking link.`,
      "",
      `Name: ${r.name}`,
      `Phone: ${r.phone}`,
    ],
  );
}

export function reservationReminderForGuest(
  r: ReservationData,
  link: string,
  cancelCutoffHours: number,
): MailText {
  return mail(`Reminder: your table at ${MAIL_FACT.name} tomorrow at ${r.time}`, [
    `Dear ${r.name},`,
    "",
    `A reminder of your table for ${formatGuests(r.guests)} on ${formatDate(r.date)} at ${r.time}. We look forward to seeing you.`,
    ...requestLines(r),
    ...manageLines(link, cancelCutoffHours),
    "",
    SIGNATURE,
  ]);
}

export function contactMessageForRestaurant(m: {
  firstName: string;
  lastName: string;
  email: string;
  subject: (typeof CONTACT_SUBJECTS)[number];
  message: string;
}): MailText {
  const label = CONTACT_SUBJECT_LABELS[m.subject];
  return mail(`Website message (${label}) from ${m.firstName} ${m.lastName}`, [
    `From: ${m.firstName} ${m.lastName} <${m.email}>`,
    `Subject: ${label}`,
    "",
    m.message,
  ]);
}

/**
 * To whatever address the contact form was given, so nothing the sender typed (a name, a subject, a
 * message) is in it: the form cannot be used to send a stranger a mail with someone's text in it.
 */
export function contactReceivedForSender(): MailText {
  return mail(`Thank you for contacting ${MAIL_FACT.name}`, [
    "Hello,",
    "",
    `Thank you for your message to ${MAIL_FACT.name}. We will get back to you within 24 hours.`,
    "",
    "If you did not write to us, you can ignore this email.",
    "",
    SIGNATURE,
  ]);
}

interface OrderData {
  orderNumber: string;
  customerName: string;
  collectionDate: string;
  collectionTime: string;
  totalPence: number;
}

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
  order: OrderData & {
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
  return mail(`Order ${order.orderNumber} confirmed - ${MAIL_FACT.name}`, [
    `Hello ${order.customerName},`,
    "",
    `Thank you for your order ${order.orderNumber}. It has been sent to our kitchen.`,
    order.fulfilment === "delivery"
      ? `Delivery: today, ${formatDate(order.collectionDate)}, at about ${order.collectionTime}, to ${deliveryAddressText(order)}.`
      : `Collection: today, ${formatDate(order.collectionDate)}, at ${order.collectionTime}.`,
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
  order: OrderData & {
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
  return mail(
    `New online order ${order.orderNumber}: ${order.customerName}, ${order.fulfilment === "delivery" ? "delivery" : "collection"} ${order.collectionTime}`,
    [
      `A new online order ${order.orderNumber} is on the kitchen board.`,
      "",
      `Name: ${order.customerName}`,
      `Phone: ${order.customerPhone}`,
      `Email: ${order.customerEmail ?? "not given"}`,
      order.fulfilment === "delivery"
        ? `Delivery: ${formatDate(order.collectionDate)} at ${order.collectionTime} to ${deliveryAddressText(order)}`
        : `Collection: ${formatDate(order.collectionDate)} at ${order.collectionTime}`,
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

export function orderReadyForCollection(order: OrderData, publicUrl: string): MailText {
  return mail(`Your order ${order.orderNumber} is ready for collection - ${MAIL_FACT.name}`, [
    `Hello ${order.customerName},`,
    "",
    `Good news: your order ${order.orderNumber} is ready. Please come and collect it (collection time ${order.collectionTime}).`,
    "",
    `Order status: ${publicUrl}/order/${order.orderNumber}`,
    "",
    SIGNATURE,
  ]);
}

function describeProvider(provider: PaymentMethod): string {
  if (provider === "stripe") return "card";
  if (provider === "paypal") return "PayPal";
  return "test payment (no money was taken)";
}

export function paymentReceived(
  order: OrderData,
  payment: { provider: PaymentMethod; paymentId: string },
): MailText {
  return mail(`Payment received for order ${order.orderNumber}`, [
    `Thank you, ${order.customerName}.`,
    "",
    `We have received your payment of ${formatPence(order.totalPence)} for order ${order.orderNumber}.`,
    `Collection: ${formatDate(order.collectionDate)} at ${order.collectionTime}.`,
    `Paid by: ${describeProvider(payment.provider)} (reference ${payment.paymentId}).`,
    "",
    SIGNATURE,
  ]);
}

const REFUND_DESTINATION: Record<OrderPaymentMethod, string> = {
  stripe: "the card you paid with",
  paypal: "your PayPal account",
  test: "the test payment (no money was taken, so none moves)",
  // Orders staff took by phone and were paid at the counter (decision 0026): given back there.
  card: "the card you paid with at the counter",
  cash: "you in cash at the counter",
  gift_voucher: "your gift voucher",
};

/** To the diner: money given back on their order (part or all of it), and what is left paid. */
export function refundIssued(
  order: OrderData & { totalPence: number; refundedPence: number },
  refund: { amountPence: number; tipPence?: number; provider: OrderPaymentMethod },
): MailText {
  const whole = order.refundedPence >= order.totalPence;
  const tip = refund.tipPence ?? 0;
  const given = refund.amountPence + tip;
  const lines = [
    `Hello ${order.customerName},`,
    "",
    refund.amountPence === 0
      ? `We have refunded your ${formatPence(tip)} tip for order ${order.orderNumber} to ${REFUND_DESTINATION[refund.provider]}.`
      : `We have refunded ${formatPence(refund.amountPence)} of your ${formatPence(order.totalPence)} payment for order ${order.orderNumber}${tip > 0 ? `, and your ${formatPence(tip)} tip,` : ""} to ${REFUND_DESTINATION[refund.provider]}.`,
    whole
      ? "Your order has now been refunded in full."
      : `In all we have refunded ${formatPence(order.refundedPence)}; ${formatPence(order.totalPence - order.refundedPence)} of the payment stands.`,
    "A card refund usually reaches your account within 5 to 10 working days.",
    "",
    SIGNATURE,
  ];
  return mail(`Refund of ${formatPence(given)} for order ${order.orderNumber}`, lines);
}

export function passwordReset(customer: { firstName: string }, resetLink: string): MailText {
  return mail(`Reset your ${MAIL_FACT.name} password`, [
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

/** To the restaurant: money arrived for an order staff had cancelled, and what became of it. */
export function latePaymentForRestaurant(
  order: OrderData & { customerPhone: string; paymentMethod: string | null; paymentId: string | null },
  outcome: { refunded: boolean; failure: string | null },
): MailText {
  const provider =
    { stripe: "Stripe (card)", paypal: "PayPal", test: "the simulated payment" }[order.paymentMethod ?? ""] ??
    "the payment provider";
  return mail(`Order ${order.orderNumber} was paid after it was cancelled`, [
    `Order ${order.orderNumber} (${order.customerName}, ${order.customerPhone}) had been cancelled,`,
    `but a payment of ${formatPence(order.totalPence)} arrived for it through ${provider} (reference ${order.paymentId ?? "unknown"}).`,
    "",
    outcome.refunded
      ? `The payment has been refunded automatically in full through ${provider}. Nothing more needs doing.`
      : `The automatic refund FAILED (${outcome.failure ?? "no reason given"}). Please refund it by hand from the admin's Orders tab.`,
    "",
    SIGNATURE,
  ]);
}

/** The double opt-in: nothing is sent to the address until its owner follows this link. */
/** To an address anyone can give, so without the name given with it (decision 0038). */
export function newsletterConfirmation(confirmLink: string): MailText {
  return mail(`Please confirm your subscription to the ${MAIL_FACT.name} newsletter`, [
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
  return mail(newsletter.subject, [
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
  return mail(`Confirm your email to add your orders - ${MAIL_FACT.name}`, [
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
