/**
 * The audit log's words: one sentence per entry, built from its structured data (kind, subject,
 * before/after), so the screen, the stored summary and the tests say the same thing.
 * "sara marked order HH-7VSW9Z ready", "admin changed Lamb Rogan Josh from £14.95 to £15.95".
 * Money in pounds through the money module, calendar days as the spec names them, times in London.
 */
import { describeCashUpDifference } from "../cash-up/cash-up";
import { CASH_UP_AMOUNT_FIELDS } from "../cash-up/cash-up.schema";
import { formatPence } from "../money";
import { formatTime, formatWeekdayDayMonth, getLondonMoment } from "../opening-hours/london-time";
import type { OrderStatus } from "../orders/order.schema";
import { COUNTER_PAYMENT_WORDS, PHONE_ORDER_PAYMENT_LABELS } from "../orders/phone-order.schema";
import { describeNoShowMoney } from "../payments/no-show.schema";
import type { ReservationStatus } from "../reservations/reservation-status";
import type { AuditKind, AuditPayloads, AuditRecord } from "./audit-kinds";
import { REDACTED, REDACTED_REPLACED } from "./audit-log.schema";

/** What a sentence is built from: an audit row as the API returns it. */
export interface AuditSentenceInput {
  username: string;
  /** ISO instant of the change. */
  at: string;
  kind: string;
  subject: string | null;
  /** The words stored with the row; the only words of a "request" row. */
  summary?: string;
  before: unknown;
  after: unknown;
}

type WordsInput<K extends AuditKind> = {
  actor: string;
  at: string;
  subject: string;
  summary: string;
} & AuditPayloads[K];

/* ------------------------------------------------------------------ values and fields */

/** Names a person reads for fields whose key says it badly; other keys are split into words. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(CASH_UP_AMOUNT_FIELDS.map(([key, label]) => [key, lowerFirst(label)])),
  onlineSalesPence: "online sales",
  onlineRefundsPence: "online refunds",
  phoneCardSalesPence: "phone orders paid by card",
  phoneCashSalesPence: "phone orders paid in cash",
  nationalLivingWagePence: "National Living Wage",
  staffRefundLimitPence: "staff refund limit",
  pricePence: "price",
  hourlyRatePence: "hourly rate",
  vatRate: "VAT rate",
  vatNumber: "VAT number",
  vatRegistered: "VAT registered",
  vatStagger: "VAT quarters (stagger)",
  vatBasis: "VAT accounting",
  vatDeliveryFeeRate: "delivery fee's VAT rate",
  deliveryHours: "delivery hours",
  tipsAtCheckout: "tips at checkout",
  tipPercentages: "tip percentages",
  tipSplit: "tips split of",
  nationalInsuranceNumberMasked: "National Insurance number",
  nationalInsuranceNumber: "National Insurance number",
  isNonVegetarian: "non-vegetarian",
  isAvailable: "available",
  image: "photo",
  clockInTime: "clock-in",
  clockOutTime: "clock-out",
  breakDuration: "break",
  offerCode: "code",
  discountValue: "discount",
  minOrderPence: "minimum order",
  maxOrderPence: "largest online order",
  maxOrderItems: "most items in an online order",
  maxDiscountPence: "largest discount",
  prepTimeMinutes: "preparation time",
  orderingPausedUntil: "ordering paused until",
  isOrderingEnabled: "online ordering",
  lastOrderTime: "last orders",
  openTime: "opening time",
  closeTime: "closing time",
  isClosed: "closed",
  periodName: "name",
  vatAmountPence: "VAT",
  totalAmountPence: "total",
  cashOutTakenBy: "cash out taken by",
  cashOutReason: "cash out reason",
  overtimeThresholdMinutes: "overtime after (a week)",
  validFrom: "start",
  validTo: "end",
  termsConditions: "terms",
};

/** Bookkeeping a person does not change, and values derived from the ones that are listed. */
const UNLISTED_FIELDS = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "enteredBy",
  "summary",
  "imageData",
  "imageMimeType",
  "currentRedemptions",
]);

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "kitchenCapacityPerSlot" -> "kitchen capacity per slot", "isSpicy" -> "spicy". */
export function labelOfField(key: string): string {
  // Own keys only: a stored row may carry a key such as "__proto__", which is not a label.
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key] as string;
  return key
    .replace(/^is(?=[A-Z])/, "")
    .replace(/(Pence|Minutes|Hours|Days|Percent)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** Whole hours as hours ("40 hours"), the rest as minutes ("30 minutes"). */
function formatMinutes(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? plural(minutes / 60, "hour") : plural(minutes, "minute");
}

/** A number in its unit, which the key names: pence, minutes, hours, days or percent. */
function formatNumber(key: string, value: number): string {
  if (/Pence$/.test(key)) return formatPence(value);
  if (/Minutes$/.test(key) || key === "breakDuration") return formatMinutes(value);
  if (/Hours$/.test(key)) return plural(value, "hour");
  if (/Days$/.test(key)) return plural(value, "day");
  if (/Percent$/.test(key)) return `${value}%`;
  return String(value);
}

const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/**
 * A calendar day as the spec names it ("Tuesday 24 November"), with its year when that is not the
 * year of the entry; anything else as it is.
 */
function formatDay(value: unknown, entryAt?: string): string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return String(value);
  const entryYear = entryAt ? yearOf(getLondonMoment(new Date(entryAt)).date) : yearOf(value);
  const day = formatWeekdayDayMonth(value);
  return yearOf(value) === entryYear ? day : `${day} ${yearOf(value)}`;
}

/** An instant in London: "21:30" on the day of the entry, "21:30 on Wednesday 25 November" otherwise. */
function formatInstant(value: unknown, entryAt?: string): string {
  if (typeof value !== "string") return String(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const moment = getLondonMoment(instant);
  const time = formatTime(moment.minutes);
  const sameDay = entryAt !== undefined && getLondonMoment(new Date(entryAt)).date === moment.date;
  return sameDay ? time : `${time} on ${formatDay(moment.date, entryAt)}`;
}

/** A value in words, or null when it is too long or too private to quote (then only "new <field>"). */
function formatValue(key: string, value: unknown, entryAt: string): string | null {
  if (value === REDACTED || value === REDACTED_REPLACED) return null;
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "number") return formatNumber(key, value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, entryAt);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatInstant(value, entryAt);
    if (value.length > 40 || value.includes("\n")) return null;
    return value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) {
    const list = value.join(", ");
    if (list.length > 80) return null;
    return value.length === 0 ? "none" : list;
  }
  return null;
}

/**
 * The fields that differ between two records, in words: ["price from £14.95 to £15.95",
 * "new description"]. Long texts, lists of records and secrets are named without their values.
 */
export function listChanges(
  before: AuditRecord,
  after: AuditRecord,
  options: { ignore?: readonly string[]; entryAt?: string } = {},
): string[] {
  const entryAt = options.entryAt ?? new Date(0).toISOString();
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !UNLISTED_FIELDS.has(k) && !options.ignore?.includes(k),
  );
  // In the order of their names: stored records (jsonb) do not keep the order of their keys.
  return keys
    .filter((k) => k in after && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ key: k, label: labelOfField(k) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-GB"))
    .map(({ key, label }) => {
      const from = formatValue(key, before[key], entryAt);
      const to = formatValue(key, after[key], entryAt);
      return from === null || to === null ? `new ${label}` : `${label} from ${from} to ${to}`;
    });
}

function describeChanges(
  actor: string,
  what: string,
  before: AuditRecord,
  after: AuditRecord,
  at: string,
  ignore?: readonly string[],
): string {
  const changes = listChanges(before, after, { ignore, entryAt: at });
  return changes.length === 0
    ? `${actor} saved ${what} without changes`
    : `${actor} changed ${what}: ${changes.join(", ")}`;
}

const possessive = (name: string) => `${name}'s`;
const timeRange = (from: unknown, to: unknown) => `${String(from)}–${to ? String(to) : "open"}`;

/* ------------------------------------------------------------------ each kind's words */

const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  received: "received",
  preparing: "preparing",
  ready: "ready",
  collected: "collected",
  cancelled: "cancelled",
};

const BOOKING_VERBS: Record<ReservationStatus, (booking: string) => string> = {
  pending: (b) => `put ${b} back to waiting`,
  confirmed: (b) => `confirmed ${b}`,
  declined: (b) => `declined ${b}`,
  cancelled: (b) => `cancelled ${b}`,
  seated: (b) => `marked ${b} seated`,
  no_show: (b) => `marked ${b} a no-show`,
  completed: (b) => `marked ${b} completed`,
};

const TIME_ENTRY_DERIVED = ["employeeId", "hoursWorked", "overtimeHours", "totalPayPence"];

/**
 * Every kind's sentence. A mapped type, so a kind added to AuditPayloads without its words here
 * does not compile.
 */
const AUDIT_WORDS: { [K in AuditKind]: (e: WordsInput<K>) => string } = {
  "order.status": ({ actor, subject, before, after }) => {
    if (after.status === "cancelled") return `${actor} cancelled order ${subject}`;
    if (before.status === "cancelled") {
      return `${actor} restored order ${subject} as ${ORDER_STATUS_WORDS[after.status]}`;
    }
    return `${actor} marked order ${subject} ${ORDER_STATUS_WORDS[after.status]}`;
  },
  "order.printed": ({ actor, subject }) => `${actor} marked order ${subject} printed`,
  "order.phone": ({ actor, subject, after }) =>
    `${actor} took phone order ${subject} (${formatPence(after.totalPence)}, ${PHONE_ORDER_PAYMENT_LABELS[after.payment].toLowerCase()})`,
  "order.paid-at-counter": ({ actor, subject, after }) =>
    `${actor} took ${formatPence(after.amountPence ?? after.totalPence)} ${COUNTER_PAYMENT_WORDS[after.method]} for ${after.channel === "online" ? "online" : "phone"} order ${subject}`,
  "order.reprinted": ({ actor, subject }) => `${actor} printed order ${subject}'s ticket again`,
  "order.ticket-sent": ({ actor, subject }) =>
    `${actor} sent order ${subject}'s ticket to the kitchen printer`,
  "printer.changed": ({ actor, before, after }) => {
    const clauses: string[] = [];
    if (before.address !== after.address) {
      clauses.push(
        after.address ? `set the kitchen printer to ${after.address}` : "removed the kitchen printer",
      );
    }
    if (before.autoPrint !== after.autoPrint) {
      clauses.push(`turned automatic printing of new orders ${after.autoPrint ? "on" : "off"}`);
    }
    if ((before.printBeforePayment ?? false) !== (after.printBeforePayment ?? false)) {
      clauses.push(
        after.printBeforePayment
          ? "set orders to be paid online to print before payment"
          : "set orders to be paid online to print once paid",
      );
    }
    return `${actor} ${clauses.length > 0 ? clauses.join(" and ") : "saved the kitchen printer's settings unchanged"}`;
  },
  "printer.retried": ({ actor, after }) =>
    `${actor} asked the kitchen printer to try ${after.waiting === 1 ? "its 1 waiting ticket" : `its ${after.waiting} waiting tickets`} again`,
  "order.acknowledged": ({ actor, subject }) => `${actor} acknowledged new order ${subject}`,
  "order.pre-order-changed": ({ actor, subject, before, after, at }) =>
    `${actor} moved pre-order ${subject} from ${formatDay(before.collectionDate, at)} at ${before.collectionTime} to ${formatDay(after.collectionDate, at)} at ${after.collectionTime}`,
  "order.refunded": ({ actor, subject, after }) =>
    `${actor} refunded ${formatPence(after.amountPence)} on ${subject}` +
    (after.deliveryFeePence ? `, with ${formatPence(after.deliveryFeePence)} of the delivery fee` : "") +
    (after.tipPence ? ` and the diner's ${formatPence(after.tipPence)} tip` : "") +
    (after.refundedPence >= after.totalPence ? ", refunded in full" : "") +
    (after.reason ? ` (reason: ${after.reason})` : ""),
  "order.no-show": ({ actor, subject, after }) =>
    `${actor} cancelled order ${subject} as a no-show` +
    (after.outcome === "nothing_to_refund"
      ? ", with nothing to refund"
      : after.outcome === "refund_now"
        ? `, refunding ${describeNoShowMoney({ tipPence: 0, ...after })} at once`
        : `; its refund of ${describeNoShowMoney({ tipPence: 0, ...after })} waits for an owner's approval`),
  "refund.approved": ({ actor, subject, after }) =>
    `${actor} approved the refund of ${describeNoShowMoney({ refundPence: after.amountPence, tipPence: after.tipPence ?? 0 })} on ${subject} that ${after.requestedBy} asked for`,
  "refund.declined": ({ actor, subject, after }) =>
    `${actor} declined the refund of ${formatPence(after.amountPence)} on ${subject} that ${after.requestedBy} asked for` +
    (after.note ? ` (note: ${after.note})` : ""),

  "dish.availability": ({ actor, subject, before, after, at }) => {
    const clauses: string[] = [];
    if (before.soldOutUntil !== after.soldOutUntil) {
      clauses.push(
        after.soldOutUntil
          ? `marked ${subject} sold out today (back on ${formatDay(after.soldOutUntil, at)})`
          : `put ${subject} back on sale today`,
      );
    }
    if (before.isAvailable !== after.isAvailable) {
      clauses.push(after.isAvailable ? `marked ${subject} available` : `marked ${subject} unavailable`);
    }
    return clauses.length === 0 ? `${actor} left ${subject} as it was` : `${actor} ${clauses.join(" and ")}`;
  },
  "dish.added": ({ actor, subject, after }) =>
    `${actor} added ${subject} to the menu at ${formatPence(Number(after.pricePence))}`,
  "dish.changed": ({ actor, subject, before, after, at }) => {
    const changes = listChanges(before, after, { entryAt: at });
    const onlyPrice = changes.length === 1 && before.pricePence !== after.pricePence;
    if (onlyPrice) {
      return `${actor} changed ${subject} from ${formatPence(Number(before.pricePence))} to ${formatPence(Number(after.pricePence))}`;
    }
    return describeChanges(actor, subject, before, after, at);
  },
  "dish.removed": ({ actor, subject }) => `${actor} removed ${subject} from the menu`,
  "dish.options": ({ actor, subject, after }) =>
    after.groups.length === 0
      ? `${actor} removed the options of ${subject}`
      : `${actor} changed the options of ${subject} (${after.groups.join(", ")})`,
  "menu.reordered": ({ actor }) => `${actor} reordered the menu`,
  "menu-pdf.uploaded": ({ actor, after }) => `${actor} uploaded the menu PDF ${after.fileName}`,

  "ordering.paused": ({ actor, after, at }) =>
    `${actor} paused online ordering until ${formatInstant(after.until, at)}`,
  "ordering.resumed": ({ actor }) => `${actor} resumed online ordering`,
  "prep-time.changed": ({ actor, before, after }) =>
    `${actor} changed the preparation time from ${before.minutes} to ${after.minutes} minutes`,
  "settings.changed": ({ actor, before, after, at }) =>
    describeChanges(actor, "the settings", before, after, at),
  "restaurant-details.changed": ({ actor, before, after, at }) =>
    describeChanges(actor, "the restaurant's details", before, after, at),
  "legal-page.changed": ({ actor, subject }) => `${actor} changed the wording of the ${subject} page`,
  "setup.step-done": ({ actor, after }) => `${actor} finished the setup step "${after.step}"`,
  "sample-menu.cleared": ({ actor, after }) =>
    `${actor} cleared the sample ${after.parts.join(", ")} (${after.removed} removed)`,

  "offer.added": ({ actor, subject }) => `${actor} added the offer ${subject}`,
  "offer.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, `the offer ${subject}`, before, after, at),
  "offer.removed": ({ actor, subject }) => `${actor} removed the offer ${subject}`,
  "offer.flash-sale": ({ actor, subject, after, at }) =>
    `${actor} started the flash sale ${subject}: ${after.percent}% off until ${formatInstant(after.validTo, at)}`,
  "offer.flash-sale-ended": ({ actor, subject, before, after, at }) =>
    `${actor} ended the flash sale ${subject}, which was to run until ${formatInstant(before.validTo, at)}: ${after.replacedBy} replaces it`,
  "chef.added": ({ actor, subject }) => `${actor} added the chef ${subject}`,
  "chef.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, `the chef ${subject}`, before, after, at),
  "chef.removed": ({ actor, subject }) => `${actor} removed the chef ${subject}`,
  "delivery-zone.added": ({ actor, subject }) => `${actor} added the delivery zone ${subject}`,
  "delivery-zone.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, `the delivery zone ${subject}`, before, after, at),
  "delivery-zone.removed": ({ actor, subject }) => `${actor} removed the delivery zone ${subject}`,
  "delivery.paused": ({ actor, after, at }) =>
    `${actor} paused delivery until ${formatInstant(after.until, at)}`,
  "delivery.resumed": ({ actor }) => `${actor} resumed delivery`,
  "delivery.settings": ({ actor, before, after, at }) =>
    describeChanges(actor, "the delivery settings", before, after, at),
  "delivery.driver-role": ({ actor, subject, after }) =>
    after.isDriver ? `${actor} made ${subject} a driver` : `${actor} took the driver role from ${subject}`,
  "delivery.driver-assigned": ({ actor, subject, after }) =>
    after.driver
      ? `${actor} gave delivery ${subject} to ${after.driver}`
      : `${actor} took delivery ${subject} off its driver`,
  "delivery.progress": ({ actor, subject, after }) =>
    after.status === "out"
      ? `${actor} took delivery ${subject} out`
      : after.status === "delivered"
        ? `${actor} delivered ${subject}`
        : `${actor} could not deliver ${subject}: ${after.reason ?? "no reason given"}`,
  "site-content.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, `the site's ${subject}`, before, after, at),
  "menu.imported": ({ actor, subject, after }) =>
    `${actor} imported the menu from ${subject}: ${after.added} dishes added, ${after.changed} changed`,
  "menu.photos-matched": ({ actor, after }) =>
    `${actor} uploaded ${after.matched} dish ${after.matched === 1 ? "photo" : "photos"} at once`,
  "hours.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, `${possessive(subject)} opening hours`, before, after, at, ["dayOfWeek"]),
  "time-period.added": ({ actor, subject, after }) =>
    `${actor} added the opening period ${subject} (${timeRange(after.openTime, after.closeTime)})`,
  "time-period.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, `the opening period ${subject}`, before, after, at, ["dayOfWeek"]),
  "time-period.removed": ({ actor, subject }) => `${actor} removed the opening period ${subject}`,
  "special-hours.added": ({ actor, subject, after, at }) =>
    `${actor} set special hours for ${formatDay(after.date, at)}: ` +
    (after.isClosed ? "closed" : timeRange(after.openTime, after.closeTime)) +
    (subject ? ` (${subject})` : ""),
  "special-hours.removed": ({ actor, before, at }) =>
    `${actor} removed the special hours for ${formatDay(before.date, at)}`,

  "account.added": ({ actor, subject, after }) => `${actor} added the sign-in ${subject} (${after.role})`,
  "account.changed": ({ actor, subject, before, after }) => {
    const clauses: string[] = [];
    if (before.isDisabled !== after.isDisabled) {
      clauses.push(`${after.isDisabled ? "disabled" : "enabled"} the sign-in ${subject}`);
    }
    if (before.role !== after.role) {
      clauses.push(`made ${subject} ${after.role === "owner" ? "an owner" : "a staff member"}`);
    }
    return clauses.length === 0
      ? `${actor} saved the sign-in ${subject} without changes`
      : `${actor} ${clauses.join(" and ")}`;
  },
  "account.password-reset": ({ actor, subject }) => `${actor} reset the password of ${subject}`,
  "account.own-password": ({ actor }) => `${actor} changed their own password`,

  "cash-up.recorded": ({ actor, after, at }) =>
    `${actor} recorded the cash-up for ${formatDay(after.date, at)}: ${lowerFirst(describeCashUpDifference(after.summary as never))}`,
  "cash-up.corrected": ({ actor, before, after, at }) => {
    const changes = listChanges(before, after, { entryAt: at });
    const outcome = lowerFirst(describeCashUpDifference(after.summary as never));
    return changes.length === 0
      ? `${actor} saved the cash-up for ${formatDay(after.date, at)} without changes`
      : `${actor} corrected the cash-up for ${formatDay(after.date, at)}: ${changes.join(", ")}; now ${outcome}`;
  },
  "z-report.printed": ({ actor, subject, at }) =>
    `${actor} sent the Z-report for ${formatDay(subject, at)} to the kitchen printer`,
  "employee.added": ({ actor, subject, after }) =>
    `${actor} added the employee ${subject} (${String(after.position)}, ${formatPence(Number(after.hourlyRatePence))} an hour)`,
  "employee.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(actor, subject, before, after, at),
  "time-entry.added": ({ actor, subject, after, at }) =>
    `${actor} added a shift for ${subject} on ${formatDay(after.date, at)}, ${timeRange(after.clockInTime, after.clockOutTime)}`,
  "time-entry.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(
      actor,
      `${possessive(subject)} shift on ${formatDay(before.date, at)}`,
      before,
      after,
      at,
      TIME_ENTRY_DERIVED,
    ),
  "time-entry.removed": ({ actor, subject, before, at }) =>
    `${actor} deleted ${possessive(subject)} shift on ${formatDay(before.date, at)} (${timeRange(before.clockInTime, before.clockOutTime)})`,
  "purchase.added": ({ actor, subject, after, at }) =>
    `${actor} added a purchase from ${subject} on ${formatDay(after.date, at)} (${formatPence(Number(after.totalAmountPence))})`,
  "purchase.changed": ({ actor, subject, before, after, at }) =>
    describeChanges(
      actor,
      `the purchase from ${subject} on ${formatDay(before.date, at)}`,
      before,
      after,
      at,
    ),
  "purchase.removed": ({ actor, subject, before, at }) =>
    `${actor} deleted the purchase from ${subject} on ${formatDay(before.date, at)} (${formatPence(Number(before.totalAmountPence))})`,

  "booking.added": ({ actor, subject, after, at }) =>
    `${actor} booked a table for ${subject}: ${after.guests} ${after.guests === 1 ? "guest" : "guests"} on ${formatDay(after.date, at)} at ${after.time}`,
  "booking.status": ({ actor, subject, after, at }) =>
    `${actor} ${BOOKING_VERBS[after.status](`${possessive(subject)} booking for ${formatDay(after.date, at)} at ${after.time}`)}`,
  "customer.date-of-birth": ({ actor, subject, before, after }) =>
    before.dateOfBirth === null
      ? `${actor} set the date of birth of ${subject} to ${after.dateOfBirth}`
      : after.dateOfBirth === null
        ? `${actor} removed the date of birth of ${subject} (was ${before.dateOfBirth})`
        : `${actor} corrected the date of birth of ${subject} from ${before.dateOfBirth} to ${after.dateOfBirth}`,
  "newsletter.test": ({ actor, subject, after }) =>
    `${actor} sent a test of the newsletter "${subject}" to ${after.to}`,
  "newsletter.sent": ({ actor, subject, after }) =>
    `${actor} sent the newsletter "${subject}" to ${after.recipients} ${after.recipients === 1 ? "subscriber" : "subscribers"}`,
  "customer.data-exported": ({ actor, subject }) => `${actor} exported the data held about ${subject}`,
  "customer.data-deleted": ({ actor, subject, after }) =>
    `${actor} deleted the data held about ${subject}: ` +
    `${after.accountDeleted ? "account deleted, " : "no account, "}` +
    `${after.ordersAnonymised} order${after.ordersAnonymised === 1 ? "" : "s"} and ` +
    `${after.bookingsAnonymised} booking${after.bookingsAnonymised === 1 ? "" : "s"} anonymised`,
  "review.status": ({ actor, subject, after }) =>
    `${actor} ${after.status === "published" ? "published" : after.status === "hidden" ? "hid" : "reopened"} the review of order ${subject}`,
  "review.reply": ({ actor, subject, after }) =>
    after.reply === null
      ? `${actor} removed the reply to the review of order ${subject}`
      : `${actor} replied to the review of order ${subject}: "${after.reply}"`,
  "order.gift-voucher": ({ actor, subject, after }) =>
    `${actor} took ${formatPence(after.spentPence)} by gift voucher for order ${subject} (${formatPence(after.balancePence)} left on it)`,
  "gift-voucher.cancelled": ({ actor, subject, before }) =>
    `${actor} cancelled gift voucher ${subject} (${formatPence(before.balancePence)} was left on it)`,
  "gift-voucher.extended": ({ actor, subject, before, after }) =>
    `${actor} moved gift voucher ${subject}'s expiry from ${before.expiresOn} to ${after.expiresOn}`,
  "gift-voucher.settings": ({ actor }) => `${actor} changed the gift voucher settings`,
  "catering.confirmed": ({ actor, subject }) => `${actor} confirmed catering request ${subject}`,
  "catering.declined": ({ actor, subject, after }) =>
    `${actor} declined catering request ${subject}: "${after.message}"`,
  "catering.settings": ({ actor }) => `${actor} changed the catering terms`,
  "catering.menu": ({ actor, subject }) => `${actor} changed the catering menu (${subject})`,

  request: ({ actor, summary }) => `${actor}: ${summary}`,
};

/**
 * The entry as one sentence: "sara marked order HH-7VSW9Z ready". A kind this version does not
 * know, or data that does not fit its kind, falls back to the words stored with the row.
 */
export function describeAuditEntry(entry: AuditSentenceInput): string {
  const summary = entry.summary ?? "";
  const fallback = `${entry.username}: ${summary || "made a change"}`;
  const words = AUDIT_WORDS[entry.kind as AuditKind] as ((e: unknown) => string) | undefined;
  if (!words) return fallback;
  try {
    const sentence = words({
      actor: entry.username,
      at: entry.at,
      subject: entry.subject ?? "",
      summary,
      before: entry.before ?? {},
      after: entry.after ?? {},
    });
    // Data of another shape than its kind's (an older row) must not print "undefined" or "£NaN".
    return /\b(undefined|NaN|\[object Object\])\b/.test(sentence) ? fallback : sentence;
  } catch {
    return fallback;
  }
}
