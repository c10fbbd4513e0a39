/**
 * The rules behind the Today view and the reports for any range: which instants a London day
 * covers, which hour of the day an instant falls in, what "the same time last week" is, and how a
 * period's takings add up. All in Europe/London, whatever the machine's time zone, so the BST/GMT
 * changes give the answers a person at the till would.
 */
import { addDays, getLondonMoment, londonWallTimeToInstant } from "../opening-hours/london-time";
import {
  type OrderChannel,
  type OrderPaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../orders/order.schema";
import {
  COUNTER_TAKINGS_LABELS,
  COUNTER_TAKINGS_LINES,
  type CounterTakingsLine,
  counterTakingsLine,
} from "../payments/online-takings";
import { dividePence } from "./percentages";

/** The longest range one report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

/** Days from `from` to `to`, both included (1 for a single day). */
export function countDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** The instants London's days `from` to `to` cover: [start, end). A spring day is 23 h, an autumn one 25 h. */
export function londonDaysToInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: londonWallTimeToInstant(from, 0), end: londonWallTimeToInstant(addDays(to, 1), 0) };
}

/** The hour of the London day (0-23) an instant falls in: both 01:xx of the autumn change are hour 1. */
export function londonHourOf(instant: Date): number {
  return Math.floor(getLondonMoment(instant).minutes / 60);
}

/**
 * The same weekday last week at the same London wall-clock time as `now` (the comparison the owner
 * makes: "this Friday by 8 pm against last Friday by 8 pm"). Across a clock change the two instants
 * are 7 days and one hour apart, not 168 hours. A time that did not exist last week (01:xx on the
 * spring change) is read as GMT, as londonWallTimeToInstant does.
 */
export function sameTimeLastWeek(now: Date): { date: string; instant: Date; dayStart: Date; dayEnd: Date } {
  const moment = getLondonMoment(now);
  const date = addDays(moment.date, -7);
  const { start, end } = londonDaysToInstants(date, date);
  const instant = new Date(londonWallTimeToInstant(date, moment.minutes).getTime() + moment.seconds * 1000);
  return { date, instant: instant < end ? instant : end, dayStart: start, dayEnd: end };
}

/**
 * How a paid order's money reached us, as the owner names it: the diners' online payments by
 * provider, then the orders paid at the counter by channel and method (decisions 0026 and 0035).
 */
const ONLINE_PAYMENT_LABELS: Record<PaymentMethod, string> = {
  stripe: "Online card",
  paypal: "PayPal",
  test: "Simulated payment (demo)",
};

/**
 * The line a paid order's money counts on: its provider when paid online, else its counter line;
 * what gift vouchers paid of it counts on "giftVoucher" (a sale when the voucher is spent, issue 38).
 */
type SiteTakingsLine = PaymentMethod | CounterTakingsLine | "giftVoucher";
const SITE_TAKINGS_LINES: readonly SiteTakingsLine[] = [
  ...PAYMENT_METHODS,
  ...COUNTER_TAKINGS_LINES,
  "giftVoucher",
];
const SITE_TAKINGS_LABELS: Record<SiteTakingsLine, string> = {
  ...ONLINE_PAYMENT_LABELS,
  ...COUNTER_TAKINGS_LABELS,
  giftVoucher: "Gift vouchers taken",
};

function siteTakingsLine(channel: OrderChannel, method: OrderPaymentMethod): SiteTakingsLine {
  if (method === "gift_voucher") return "giftVoucher";
  return counterTakingsLine(channel, method) ?? (method as PaymentMethod);
}

/**
 * A cash-up's channels (the counter, the delivery apps and catering taken at the till), entered at
 * the end of the day. Catering also holds the site's catering payments of the period (deposits and
 * balances, by the moment they were paid): the cash-up's line is only what the till took.
 */
const CASH_UP_CHANNEL_LABELS = {
  counterCard: "Counter card",
  counterCash: "Counter cash",
  uberEats: "Uber Eats",
  justEat: "Just Eat",
  deliveroo: "Deliveroo",
  catering: "Catering (at the till and paid on the site)",
} as const;
export type CashUpChannel = keyof typeof CASH_UP_CHANNEL_LABELS;
export const CASH_UP_CHANNELS = Object.keys(CASH_UP_CHANNEL_LABELS) as CashUpChannel[];

interface ChannelTakings {
  channel: SiteTakingsLine | CashUpChannel;
  label: string;
  pence: number;
}

/** Paid orders of one channel and payment method in a period. */
export interface OnlineTakings {
  channel: OrderChannel;
  method: OrderPaymentMethod;
  orders: number;
  pence: number;
}

export interface PeriodFigures {
  /**
   * Paid online by provider, then the orders paid at the counter by channel and method, then each
   * cash-up channel; only lines with money.
   */
  channels: ChannelTakings[];
  grossPence: number;
  /** Online refunds made in the period (by the day of the refund, whatever day the order was). */
  refundsPence: number;
  netPence: number;
  /** Paid online orders (the diners' own, paid online or at the counter). */
  orders: number;
  /** Their takings per order (the counter's and the phone's tickets are not counted one by one). */
  averageOrderPence: number;
  /** Whether a cash-up was entered for the period's days (counter figures come only with one). */
  cashedUp: boolean;
}

/**
 * A period's figures from its online takings, its cash-ups' channel totals, its refunds and what
 * the site took for catering orders in it (added to the cash-up's catering, never instead of it).
 */
export function buildPeriodFigures(
  online: OnlineTakings[],
  cashUp: Record<CashUpChannel, number> | null,
  refundsPence: number,
  cateringPaidPence: number,
): PeriodFigures {
  const channels: ChannelTakings[] = [];
  let onlinePence = 0;
  let orders = 0;
  let counterPence = 0;
  for (const line of SITE_TAKINGS_LINES) {
    const rows = online.filter((o) => siteTakingsLine(o.channel, o.method) === line);
    const pence = rows.reduce((s, o) => s + o.pence, 0);
    // The order count and average are the diners' online orders (paid online or at the counter);
    // phone orders add to the takings.
    if (rows.every((o) => o.channel === "online")) {
      orders += rows.reduce((s, o) => s + o.orders, 0);
      onlinePence += pence;
    } else counterPence += pence;
    if (pence > 0) channels.push({ channel: line, label: SITE_TAKINGS_LABELS[line], pence });
  }
  for (const c of CASH_UP_CHANNELS) {
    const pence = (cashUp?.[c] ?? 0) + (c === "catering" ? cateringPaidPence : 0);
    counterPence += pence;
    if (pence > 0) channels.push({ channel: c, label: CASH_UP_CHANNEL_LABELS[c], pence });
  }
  const grossPence = onlinePence + counterPence;
  return {
    channels,
    grossPence,
    refundsPence,
    netPence: grossPence - refundsPence,
    orders,
    averageOrderPence: dividePence(onlinePence, orders),
    cashedUp: cashUp !== null,
  };
}

/** Each of the 24 hours of the London day, with its paid orders and takings (zero where none). */
export function fillHours(rows: { hour: number; orders: number; pence: number }[]) {
  return Array.from({ length: 24 }, (_, hour) => {
    const found = rows.filter((r) => r.hour === hour);
    return {
      hour,
      orders: found.reduce((s, r) => s + r.orders, 0),
      salesPence: found.reduce((s, r) => s + r.pence, 0),
    };
  });
}

/** "18:00-19:00": an hour of the day as a label. */
export function formatHourRange(hour: number): string {
  const two = (h: number) => String(h % 24).padStart(2, "0");
  return `${two(hour)}:00-${two(hour + 1)}:00`;
}

/** The change from last week's figure, in basis points; null when last week had nothing. */
export function changeFromLastWeek(now: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((now - before) * 10_000) / before);
}

export const REPORT_PERIODS = ["day", "week", "month", "custom"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The day, the Monday-to-Sunday week or the calendar month holding `date`. */
export function getPeriodRange(
  period: Exclude<ReportPeriod, "custom">,
  date: string,
): { from: string; to: string } {
  if (period === "day") return { from: date, to: date };
  if (period === "week") {
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    const from = addDays(date, day === 0 ? -6 : 1 - day);
    return { from, to: addDays(from, 6) };
  }
  const from = `${date.slice(0, 8)}01`;
  const nextMonth = addDays(from, 31);
  return { from, to: addDays(`${nextMonth.slice(0, 8)}01`, -1) };
}
