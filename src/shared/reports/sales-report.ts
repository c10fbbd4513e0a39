import { calculateShares, dividePence } from "./percentages";

export const SALES_CHANNELS = [
  "counterCard",
  "counterCash",
  "uberEats",
  "justEat",
  "deliveroo",
  "catering",
  "online",
  "phone",
] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = {
  counterCard: "Counter card",
  counterCash: "Counter cash",
  uberEats: "Uber Eats",
  justEat: "Just Eat",
  deliveroo: "Deliveroo",
  catering: "Catering",
  online: "Online orders",
  phone: "Phone orders",
};

/**
 * One day's takings: a cash-up's lines (daily_sales) plus the orders paid that day through the
 * site, online and by phone (a phone order paid at the counter counts here, by the order).
 */
export interface DaySales {
  date: string;
  /** Whether the day had a cash-up (a day with online orders only still counts as trading). */
  cashedUp: boolean;
  channels: Record<SalesChannel, number>;
  cashOutPence: number;
  tipsPence: number;
  refundsPence: number;
  discountsPence: number;
}

export interface SalesReport {
  days: { date: string; revenuePence: number; channels: Record<SalesChannel, number> }[];
  channelTotals: Record<SalesChannel, number>;
  /** Basis points per channel; they add up to 10000 whenever there was revenue. */
  channelShares: Record<SalesChannel, number>;
  totalRevenuePence: number;
  totalCashOutPence: number;
  totalTipsPence: number;
  totalRefundsPence: number;
  totalDiscountsPence: number;
  /** Revenue less refunds and cash taken out of the till. */
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
    phone: 0,
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
  let totalDiscountsPence = 0;
  let tradingDays = 0;
  for (const day of days) {
    for (const c of SALES_CHANNELS) channelTotals[c] += day.channels[c];
    totalCashOutPence += day.cashOutPence;
    totalTipsPence += day.tipsPence;
    totalRefundsPence += day.refundsPence;
    totalDiscountsPence += day.discountsPence;
    if (day.cashedUp || sumChannels(day.channels) > 0) tradingDays += 1;
  }
  const totalRevenuePence = sumChannels(channelTotals);
  const shares = calculateShares(SALES_CHANNELS.map((c) => channelTotals[c]));
  const channelShares = emptyChannels();
  SALES_CHANNELS.forEach((c, i) => {
    channelShares[c] = shares[i] ?? 0;
  });
  return {
    days: days.map((d) => ({ date: d.date, revenuePence: sumChannels(d.channels), channels: d.channels })),
    channelTotals,
    channelShares,
    totalRevenuePence,
    totalCashOutPence,
    totalTipsPence,
    totalRefundsPence,
    totalDiscountsPence,
    netCashFlowPence: totalRevenuePence - totalRefundsPence - totalCashOutPence,
    tradingDays,
    averageDailySalesPence: dividePence(totalRevenuePence, tradingDays),
  };
}
