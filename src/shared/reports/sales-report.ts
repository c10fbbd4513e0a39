import { COUNTER_TAKINGS_LABELS, netOnlineSalesPence, type OnlineTakings } from "../payments/online-takings";
import { calculateShares, dividePence } from "./percentages";

export const SALES_CHANNELS = [
  "counterCard",
  "counterCash",
  "uberEats",
  "justEat",
  "deliveroo",
  "catering",
  "online",
  "onlineCard",
  "onlineCash",
  "phoneCard",
  "phoneCash",
  "giftVoucher",
] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = {
  counterCard: "Counter card",
  counterCash: "Counter cash",
  uberEats: "Uber Eats",
  justEat: "Just Eat",
  deliveroo: "Deliveroo",
  // The cash-up's catering (taken at the till) and the site's catering payments that day.
  catering: "Catering (at the till and paid on the site)",
  online: "Online orders paid online, after refunds",
  // Each net of its refunds made that day.
  ...COUNTER_TAKINGS_LABELS,
  // A voucher's sale is money held; it becomes a sale when spent (UK multi-purpose vouchers).
  giftVoucher: "Gift vouchers taken (sales when spent)",
};

/**
 * One day's takings: a cash-up's lines (daily_sales) plus the orders paid that day through the
 * site, paid online or at the counter, by channel and method (decisions 0026 and 0035), each net of
 * its refunds made that day (channels.online and the counter lines are the nets: see daySalesOnline).
 * channels.catering is the cash-up's catering line plus the catering payments the site took that day.
 */
export interface DaySales {
  date: string;
  /** Whether the day had a cash-up (a day with online orders only still counts as trading). */
  cashedUp: boolean;
  channels: Record<SalesChannel, number>;
  /** Online orders paid that day before refunds. */
  onlineGrossPence: number;
  /** Refunds of online orders made that day (given back through the provider). */
  onlineRefundsPence: number;
  cashOutPence: number;
  tipsPence: number;
  /** Refunds paid in cash from the drawer (the cash-up's line). */
  refundsPence: number;
  discountsPence: number;
}

/** The site's fields of a day from its takings: each channel holds the net. */
export function daySalesOnline(day: OnlineTakings) {
  return {
    online: netOnlineSalesPence(day),
    ...day.counter,
    giftVoucher: day.giftVoucherPence,
    onlineGrossPence: day.grossPence,
    onlineRefundsPence: day.refundsPence,
  };
}

export interface SalesReport {
  days: {
    date: string;
    revenuePence: number;
    channels: Record<SalesChannel, number>;
    onlineGrossPence: number;
    onlineRefundsPence: number;
  }[];
  channelTotals: Record<SalesChannel, number>;
  /** Basis points per channel; they add up to 10000 whenever there was revenue. */
  channelShares: Record<SalesChannel, number>;
  /** Every channel, online net of its refunds. */
  totalRevenuePence: number;
  /** Online orders paid in the period, before refunds. */
  onlineGrossPence: number;
  /** Online refunds made in the period: their own line, already taken off the online channel. */
  totalOnlineRefundsPence: number;
  totalCashOutPence: number;
  totalTipsPence: number;
  /** Refunds paid from the drawer (the cash-ups' line). */
  totalRefundsPence: number;
  totalDiscountsPence: number;
  /** Revenue (online already net of its refunds) less drawer refunds and cash taken out. */
  netCashFlowPence: number;
  /** Days with takings (a cash-up or an online order). */
  tradingDays: number;
  /** Revenue per trading day (a closed day does not pull the average down). */
  averageDailySalesPence: number;
}

export function emptyChannels(): Record<SalesChannel, number> {
  return {
    counterCard: 0,
    counterCash: 0,
    uberEats: 0,
    justEat: 0,
    deliveroo: 0,
    catering: 0,
    online: 0,
    onlineCard: 0,
    onlineCash: 0,
    phoneCard: 0,
    phoneCash: 0,
    giftVoucher: 0,
  };
}

export function sumChannels(channels: Record<SalesChannel, number>): number {
  return SALES_CHANNELS.reduce((sum, c) => sum + channels[c], 0);
}

/** The week's sales from its days (any days given; the caller picks the week). */
export function buildSalesReport(days: DaySales[]): SalesReport {
  const channelTotals = emptyChannels();
  let totalCashOutPence = 0;
  let totalTipsPence = 0;
  let totalRefundsPence = 0;
  let onlineGrossPence = 0;
  let totalOnlineRefundsPence = 0;
  let totalDiscountsPence = 0;
  let tradingDays = 0;
  for (const day of days) {
    for (const c of SALES_CHANNELS) channelTotals[c] += day.channels[c];
    totalCashOutPence += day.cashOutPence;
    totalTipsPence += day.tipsPence;
    totalRefundsPence += day.refundsPence;
    onlineGrossPence += day.onlineGrossPence;
    totalOnlineRefundsPence += day.onlineRefundsPence;
    totalDiscountsPence += day.discountsPence;
    if (day.cashedUp || sumChannels(day.channels) > 0 || day.onlineGrossPence > 0) tradingDays += 1;
  }
  const totalRevenuePence = sumChannels(channelTotals);
  const shares = calculateShares(SALES_CHANNELS.map((c) => Math.max(0, channelTotals[c])));
  const channelShares = emptyChannels();
  SALES_CHANNELS.forEach((c, i) => {
    channelShares[c] = shares[i] ?? 0;
  });
  return {
    days: days.map((d) => ({
      date: d.date,
      revenuePence: sumChannels(d.channels),
      channels: d.channels,
      onlineGrossPence: d.onlineGrossPence,
      onlineRefundsPence: d.onlineRefundsPence,
    })),
    channelTotals,
    channelShares,
    totalRevenuePence,
    onlineGrossPence,
    totalOnlineRefundsPence,
    totalCashOutPence,
    totalTipsPence,
    totalRefundsPence,
    totalDiscountsPence,
    netCashFlowPence: totalRevenuePence - totalRefundsPence - totalCashOutPence,
    tradingDays,
    averageDailySalesPence: dividePence(totalRevenuePence, tradingDays),
  };
}
