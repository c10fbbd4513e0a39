/**
 * Whether a promotion can be used now by this diner, whatever is in the cart, and why not in the
 * diner's words: the checkout, the account page and the free-delivery rule ask the same question.
 */
import type { Fulfilment } from "../delivery/delivery-order.schema";
import { getLondonMoment, parseTime } from "../opening-hours/london-time";
import type { CustomerFacts, OrderingChannel, Promotion } from "./promotion";
import { describeWhen } from "./promotion-terms";

export const PROMOTION_MESSAGES = {
  unknown: "This coupon code is not valid.",
  notOnline: "This code is not for online orders.",
  notCatering: "This code is not for catering orders.",
  inactive: "This coupon is no longer active.",
  notYet: "This coupon is not valid yet.",
  expired: "This coupon has expired.",
  usedUp: "This coupon has reached its usage limit.",
  notApplicable: "This coupon does not apply to the dishes in your order.",
  signIn: "Please sign in to use this code.",
  firstOrder: "This code is for your first order only.",
  alreadyUsed: "You have already used this code.",
  birthday: "This code is valid in your birthday week. Add your date of birth in your account.",
  worseThanOffer: "Your order already has a better discount, so the code was not applied.",
  collectionOnly: "This offer is for collection orders only.",
} as const;

function toTime(value: Date | string | null): number | null {
  return value === null ? null : new Date(value).getTime();
}

/** Whether a birth date's anniversary falls within 3 days either side of today's London date. */
export function isBirthdayWeek(dateOfBirth: string, now: Date): boolean {
  const today = getLondonMoment(now).date;
  const [y] = today.split("-").map(Number);
  const md = dateOfBirth.slice(5);
  for (const year of [(y ?? 0) - 1, y ?? 0, (y ?? 0) + 1]) {
    // 29 February is celebrated on 28 February in other years.
    const candidate = md === "02-29" && !isLeap(year) ? `${year}-02-28` : `${year}-${md}`;
    const days = (Date.parse(`${candidate}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000;
    if (Math.abs(days) <= 3) return true;
  }
  return false;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Whether the promotion can be used now by this customer, ignoring the cart; the reason otherwise,
 * worded for the diner.
 */
export function checkPromotionAvailable(
  p: Promotion,
  now: Date,
  customer: CustomerFacts | null,
  fulfilment: Fulfilment = "collection",
  channel: OrderingChannel = "online",
): string | null {
  const c = p.conditions;
  const t = now.getTime();
  if (!p.isActive) return PROMOTION_MESSAGES.inactive;
  if (p.channel !== channel)
    return channel === "online" ? PROMOTION_MESSAGES.notOnline : PROMOTION_MESSAGES.notCatering;
  if (c.collectionOnly && fulfilment === "delivery") return PROMOTION_MESSAGES.collectionOnly;
  const from = toTime(c.validFrom);
  const to = toTime(c.validTo);
  if (from !== null && t < from) return PROMOTION_MESSAGES.notYet;
  if (to !== null && t >= to) return PROMOTION_MESSAGES.expired;
  if (c.totalUses !== null && p.usedCount >= c.totalUses) return PROMOTION_MESSAGES.usedUp;
  const moment = getLondonMoment(now);
  const when = describeWhen(c);
  if (c.daysOfWeek && c.daysOfWeek.length > 0 && !c.daysOfWeek.includes(moment.dayOfWeek)) return when;
  if (c.startTime && c.endTime) {
    const start = parseTime(c.startTime);
    const end = parseTime(c.endTime);
    if (moment.minutes < start || moment.minutes >= end) return when;
  }
  const needsAccount = c.signedInOnly || c.firstOrderOnly || c.birthdayWeek || c.usesPerCustomer !== null;
  if (needsAccount && !customer) return PROMOTION_MESSAGES.signIn;
  if (customer) {
    if (c.firstOrderOnly && customer.earlierOrders > 0) return PROMOTION_MESSAGES.firstOrder;
    if (c.usesPerCustomer !== null && (customer.usesByPromotion[p.id] ?? 0) >= c.usesPerCustomer) {
      return PROMOTION_MESSAGES.alreadyUsed;
    }
    if (c.birthdayWeek && !(customer.dateOfBirth && isBirthdayWeek(customer.dateOfBirth, now))) {
      return PROMOTION_MESSAGES.birthday;
    }
  }
  return null;
}
