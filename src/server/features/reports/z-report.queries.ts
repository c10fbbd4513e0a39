/**
 * The Z-report of one London day (decision 0035), put together from the queries and rules the
 * screens already use, never worked out again: the takings are the day's range report (the figures
 * Today shows, buildPeriodFigures), the drawer is the cash-up with its summary (summariseCashUp),
 * the cash taken on the board is the cash-up's own lines from the orders (loadOnlineTakings), and
 * the unpaid orders are the list Today and the cash-up show.
 */
import { counterCashPence } from "@shared/payments/online-takings";
import type { ZReport } from "@shared/reports/z-report";
import type { Db } from "../../db/client";
import { findCashUp } from "../cash-up/cash-up.service";
import { getOnlineTakings } from "../payments/online-takings.queries";
import { listUnpaidOrders } from "../payments/unpaid-orders.queries";
import { getRangeReport } from "./range-report.queries";

export async function getZReport(db: Db, date: string, now: Date): Promise<ZReport> {
  const [range, cashUp, site, unpaidOrders] = await Promise.all([
    getRangeReport(db, date, date),
    findCashUp(db, date),
    getOnlineTakings(db, date),
    listUnpaidOrders(db, date),
  ]);
  const { discountsPence: ordersDiscountsPence, ...takings } = range.totals;
  const counterDiscountsPence = cashUp?.discountsPence ?? 0;
  const siteCashPence = counterCashPence(site.counter);
  return {
    date,
    generatedAt: now.toISOString(),
    takings,
    discounts: {
      ordersPence: ordersDiscountsPence,
      counterPence: counterDiscountsPence,
      totalPence: ordersDiscountsPence + counterDiscountsPence,
    },
    tipsPence: cashUp?.tipsPence ?? null,
    cash: cashUp
      ? {
          openingBalancePence: cashUp.openingBalancePence,
          counterCashPence: cashUp.counterSalesCashPence,
          siteCashPence: cashUp.phoneCashSalesPence + cashUp.onlineCounterCashSalesPence,
          cashOutPence: cashUp.cashOutAmountPence,
          drawerRefundsPence: cashUp.refundsPence,
          expectedCashPence: cashUp.summary.expectedCashPence,
          countedCashPence: cashUp.closingBalancePence,
          differencePence: cashUp.summary.differencePence,
          outcome: cashUp.summary.outcome,
          enteredBy: cashUp.enteredBy,
        }
      : null,
    siteCashPence,
    unpaidOrders,
  };
}
