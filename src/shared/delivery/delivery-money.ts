/**
 * Delivery's money over London days (issue 35 item 5), the one rule Today, the cash-up, the range
 * and weekly reports and the daily-sales CSV use: a delivery, its fee and the cash its driver took
 * count on the delivery's day (its collection date), the part of a refund that gave back a delivery
 * fee on the day the refund was made. A day's figures and a range's are the same sums, so the CSV's
 * days add up to the reports.
 */
import type { DeliveryMoney } from "./drivers.schema";

/** A day's paid, not cancelled delivery orders of one driver (or of nobody yet), as read. */
export interface DeliveryDayRow {
  date: string;
  driverId: number | null;
  username: string | null;
  deliveries: number;
  feesPence: number;
  /** Cash on delivery paid in cash (what the driver hands in), net of refunds. */
  cashPence: number;
  /** The diners' tips taken in that cash (handed in with it; tips, not takings). */
  tipsPence: number;
}

/** The delivery fees given back by the refunds made on a London day. */
export interface DeliveryFeeRefunds {
  date: string;
  feesRefundedPence: number;
}

/** A day's delivery figures (the daily-sales CSV's columns). */
export interface DeliveryDayFigures {
  deliveries: number;
  deliveryFeesPence: number;
  feesRefundedPence: number;
  cashCollectedPence: number;
}

export const DELIVERY_FIGURES = [
  "deliveries",
  "deliveryFeesPence",
  "feesRefundedPence",
  "cashCollectedPence",
] as const satisfies readonly (keyof DeliveryDayFigures)[];

/** The figures' words in the CSVs (the daily-sales columns, the weekly sales file's lines). */
export const DELIVERY_FIGURE_LABELS: Record<keyof DeliveryDayFigures, string> = {
  deliveries: "Deliveries",
  deliveryFeesPence: "Delivery fees (in online orders)",
  feesRefundedPence: "Delivery fees refunded",
  cashCollectedPence: "Cash collected by drivers",
};

export const NO_DELIVERY_FIGURES: DeliveryDayFigures = {
  deliveries: 0,
  deliveryFeesPence: 0,
  feesRefundedPence: 0,
  cashCollectedPence: 0,
};

const NO_DRIVER = "No driver";

/** The days' delivery money: the totals and each driver's deliveries and cash. */
export function sumDeliveryMoney(rows: DeliveryDayRow[], refunds: DeliveryFeeRefunds[]): DeliveryMoney {
  const byDriver = new Map<number | null, DeliveryMoney["drivers"][number]>();
  for (const r of rows) {
    const driver = byDriver.get(r.driverId) ?? {
      driverId: r.driverId,
      username: r.username ?? NO_DRIVER,
      deliveries: 0,
      cashCollectedPence: 0,
      tipsCollectedPence: 0,
    };
    driver.deliveries += r.deliveries;
    driver.cashCollectedPence += r.cashPence;
    driver.tipsCollectedPence += r.tipsPence;
    byDriver.set(r.driverId, driver);
  }
  const drivers = [...byDriver.values()].sort(
    (a, b) =>
      Number(a.driverId === null) - Number(b.driverId === null) || a.username.localeCompare(b.username),
  );
  return {
    deliveries: rows.reduce((n, r) => n + r.deliveries, 0),
    deliveryFeesPence: rows.reduce((n, r) => n + r.feesPence, 0),
    feesRefundedPence: refunds.reduce((n, r) => n + r.feesRefundedPence, 0),
    // Orders nobody drove are listed only when someone took cash for them.
    drivers: drivers.filter((d) => d.cashCollectedPence > 0 || d.driverId !== null),
    cashCollectedPence: drivers.reduce((n, d) => n + d.cashCollectedPence, 0),
  };
}

/** Each day's figures, keyed by London date (days without any are absent). */
export function deliveryFiguresByDay(
  rows: DeliveryDayRow[],
  refunds: DeliveryFeeRefunds[],
): Map<string, DeliveryDayFigures> {
  const days = new Map<string, DeliveryDayFigures>();
  const day = (date: string) => {
    const found = days.get(date) ?? { ...NO_DELIVERY_FIGURES };
    days.set(date, found);
    return found;
  };
  for (const r of rows) {
    const d = day(r.date);
    d.deliveries += r.deliveries;
    d.deliveryFeesPence += r.feesPence;
    d.cashCollectedPence += r.cashPence;
  }
  for (const r of refunds) day(r.date).feesRefundedPence += r.feesRefundedPence;
  return days;
}

/** Whether any delivery figure is not zero (a day with only a fee refund counts). */
export function hasDeliveryMoney(m: DeliveryDayFigures): boolean {
  return (
    m.deliveries !== 0 || m.deliveryFeesPence !== 0 || m.feesRefundedPence !== 0 || m.cashCollectedPence !== 0
  );
}

/** The label of a driver's cash in the reports and their CSVs. */
export function driverCashLabel(driver: { driverId: number | null; username: string }): string {
  return driver.driverId === null
    ? "Cash collected with no driver assigned"
    : `Cash collected by driver ${driver.username}`;
}
