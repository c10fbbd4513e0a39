/**
 * Reads a date range's records in a handful of indexed range queries and hands them to the pure
 * report rules in src/shared/reports: nothing is summed in SQL, so the arithmetic lives once and
 * is unit-tested in pence.
 */
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import {
  type DeliveryDayRow,
  type DeliveryFeeRefunds,
  deliveryFiguresByDay,
  hasDeliveryMoney,
  NO_DELIVERY_FIGURES,
  sumDeliveryMoney,
} from "@shared/delivery/delivery-money";
import { DEFAULT_PAY_RULES, getWeekStart, type PayRules } from "@shared/employees/pay";
import { addDays } from "@shared/opening-hours/london-time";
import { NO_ONLINE_TAKINGS, type OnlineTakings } from "@shared/payments/online-takings";
import {
  buildLabourReport,
  calculateEmployeeWeeks,
  type LabourEmployee,
  type LabourShift,
  priceShifts,
} from "@shared/reports/labour";
import { buildPurchasesReport, type PurchaseLine } from "@shared/reports/purchases-report";
import { getWeekDates, getWeekEnd } from "@shared/reports/report-week";
import type { Trend, WeeklyReport } from "@shared/reports/reports.schema";
import {
  buildSalesReport,
  type DaySales,
  daySalesOnline,
  emptyChannels,
  sumChannels,
} from "@shared/reports/sales-report";
import type { Db } from "../../db/client";
import {
  dailySales,
  employeePayRates,
  employees,
  employeeTimeEntries,
  purchaseReceipts,
  restaurantSettings,
} from "../../db/schema";
import { loadCateringTakingsByDay } from "../catering/catering.queries";
import { loadDeliveryMoney } from "../delivery/delivery-money.queries";
import { loadOnlineTakings } from "../payments/online-takings.queries";

interface RangeData {
  days: Map<string, DaySales>;
  cashUps: Map<string, typeof dailySales.$inferSelect>;
  purchases: (PurchaseLine & { date: string })[];
  employees: LabourEmployee[];
  shifts: LabourShift[];
  payRules: PayRules;
  /** Deliveries by collection date and driver, fee refunds by the day they were made. */
  delivery: { orders: DeliveryDayRow[]; refunds: DeliveryFeeRefunds[] };
}

async function loadRange(db: Db, from: string, to: string): Promise<RangeData> {
  const [cashUps, online, receipts, staff, entries, settings, rates, delivery, catering] = await Promise.all([
    db
      .select()
      .from(dailySales)
      .where(and(gte(dailySales.date, from), lte(dailySales.date, to))),
    loadOnlineTakings(db, from, to),
    db
      .select({
        date: purchaseReceipts.date,
        category: purchaseReceipts.category,
        paymentMethod: purchaseReceipts.paymentMethod,
        totalAmountPence: purchaseReceipts.totalAmountPence,
        vatAmountPence: purchaseReceipts.vatAmountPence,
      })
      .from(purchaseReceipts)
      .where(and(gte(purchaseReceipts.date, from), lte(purchaseReceipts.date, to))),
    db
      .select({ id: employees.id, position: employees.position, hourlyRatePence: employees.hourlyRatePence })
      .from(employees),
    db
      .select({
        id: employeeTimeEntries.id,
        employeeId: employeeTimeEntries.employeeId,
        date: employeeTimeEntries.date,
        clockInTime: employeeTimeEntries.clockInTime,
        clockOutTime: employeeTimeEntries.clockOutTime,
        breakDuration: employeeTimeEntries.breakDuration,
      })
      .from(employeeTimeEntries)
      .where(and(gte(employeeTimeEntries.date, from), lte(employeeTimeEntries.date, to))),
    // The same overtime settings the time entries are priced with.
    db
      .select({
        overtimeThresholdMinutes: restaurantSettings.overtimeThresholdMinutes,
        overtimeRatePercent: restaurantSettings.overtimeRatePercent,
      })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.id, 1)),
    // Each shift is priced at the rate in force on its date (issue 40).
    db
      .select({
        employeeId: employeePayRates.employeeId,
        fromDate: employeePayRates.fromDate,
        hourlyRatePence: employeePayRates.hourlyRatePence,
      })
      .from(employeePayRates),
    loadDeliveryMoney(db, from, to),
    loadCateringTakingsByDay(db, from, to),
  ]);

  const days = new Map<string, DaySales>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = withOnline(emptyDay(date), online.get(date) ?? NO_ONLINE_TAKINGS);
    // The site's catering payments that day (deposits and balances); the cash-up's catering is added.
    day.channels.catering = catering.get(date) ?? 0;
    days.set(date, day);
  }
  for (const c of cashUps) {
    const day = days.get(c.date);
    if (!day) continue;
    day.cashedUp = true;
    day.channels.counterCard = c.counterSalesCardPence;
    day.channels.counterCash = c.counterSalesCashPence;
    day.channels.uberEats = c.uberEatsSalesPence;
    day.channels.justEat = c.justEatSalesPence;
    day.channels.deliveroo = c.deliverooSalesPence;
    day.channels.catering += c.cateringSalesPence;
    day.cashOutPence = c.cashOutAmountPence;
    day.tipsPence = c.tipsPence;
    day.refundsPence = c.refundsPence;
    day.discountsPence = c.discountsPence;
  }
  return {
    days,
    cashUps: new Map(cashUps.map((c) => [c.date, c])),
    purchases: receipts,
    employees: staff.map((e) => ({ ...e, rates: rates.filter((r) => r.employeeId === e.id) })),
    shifts: entries,
    payRules: settings[0] ?? DEFAULT_PAY_RULES,
    delivery,
  };
}

function reportWeek(data: RangeData, weekStart: string): WeeklyReport {
  const dates = getWeekDates(weekStart);
  const weekEnd = getWeekEnd(weekStart);
  const inWeek = (r: { date: string }) => r.date >= weekStart && r.date <= weekEnd;
  const sales = {
    ...buildSalesReport(dates.map((d) => data.days.get(d) ?? emptyDay(d))),
    delivery: sumDeliveryMoney(data.delivery.orders.filter(inWeek), data.delivery.refunds.filter(inWeek)),
  };
  const purchases = buildPurchasesReport(
    data.purchases.filter((p) => p.date >= weekStart && p.date <= weekEnd),
  );
  const weeks = calculateEmployeeWeeks(
    data.employees,
    data.shifts.filter((s) => s.date >= weekStart && s.date <= weekEnd),
    data.payRules,
  );
  return { weekStart, weekEnd, sales, purchases, labour: buildLabourReport(weeks, sales.totalRevenuePence) };
}

function withOnline(day: DaySales, online: OnlineTakings): DaySales {
  const { onlineGrossPence, onlineRefundsPence, ...channels } = daySalesOnline(online);
  return { ...day, onlineGrossPence, onlineRefundsPence, channels: { ...day.channels, ...channels } };
}

function emptyDay(date: string): DaySales {
  return {
    date,
    cashedUp: false,
    channels: emptyChannels(),
    onlineGrossPence: 0,
    onlineRefundsPence: 0,
    cashOutPence: 0,
    tipsPence: 0,
    refundsPence: 0,
    discountsPence: 0,
  };
}

export async function getWeeklyReport(db: Db, weekStart: string): Promise<WeeklyReport> {
  return reportWeek(await loadRange(db, weekStart, getWeekEnd(weekStart)), weekStart);
}

/** The `weeks` weeks ending with the week starting `weekStart`, oldest first. */
export async function getTrend(db: Db, weekStart: string, weeks: number): Promise<Trend> {
  const first = addDays(weekStart, -7 * (weeks - 1));
  const data = await loadRange(db, first, getWeekEnd(weekStart));
  return {
    weeks: Array.from({ length: weeks }, (_, i) => {
      const report = reportWeek(data, addDays(first, 7 * i));
      return {
        weekStart: report.weekStart,
        revenuePence: report.sales.totalRevenuePence,
        labourCostPence: report.labour.totalCostPence,
        purchasesPence: report.purchases.totalPurchasesPence,
        labourCostShare: report.labour.labourCostShare,
      };
    }),
  };
}

/* ------------------------------------------------------------------ raw records for the accountant */

/**
 * The daily-sales file's days: every day of the range with a cash-up, a payment or refund through
 * the site (online or at the counter) or delivery money, from the same data and rule as the report
 * (each line net of the refunds made that day; deliveries by collection date, fee refunds by the
 * refund's day), so its columns add up to the report's lines.
 */
export async function listDailySales(db: Db, from: string, to: string) {
  const data = await loadRange(db, from, to);
  const delivery = deliveryFiguresByDay(data.delivery.orders, data.delivery.refunds);
  return [...data.days.values()]
    .map((day) => ({
      day,
      cashUp: data.cashUps.get(day.date) ?? null,
      delivery: delivery.get(day.date) ?? NO_DELIVERY_FIGURES,
    }))
    .filter(
      ({ day: d, delivery: m }) =>
        d.cashedUp ||
        d.onlineGrossPence !== 0 ||
        d.onlineRefundsPence !== 0 ||
        sumChannels(d.channels) !== 0 ||
        hasDeliveryMoney(m),
    );
}

export async function listPurchaseRecords(db: Db, from: string, to: string) {
  return db
    .select()
    .from(purchaseReceipts)
    .where(and(gte(purchaseReceipts.date, from), lte(purchaseReceipts.date, to)))
    .orderBy(asc(purchaseReceipts.date), asc(purchaseReceipts.id));
}

/**
 * The time-entry file's rows with hours, overtime and pay by the report's rule. Overtime is weekly,
 * so the whole London weeks around the range are priced and the range's entries are kept.
 */
export async function listTimeEntryRecords(db: Db, from: string, to: string) {
  const weeksFrom = getWeekStart(from);
  const weeksTo = addDays(getWeekStart(to), 6);
  const data = await loadRange(db, weeksFrom, weeksTo);
  const priced = priceShifts(data.employees, data.shifts, data.payRules);
  const rows = await db
    .select({
      id: employeeTimeEntries.id,
      date: employeeTimeEntries.date,
      employeeId: employeeTimeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      position: employees.position,
      hourlyRatePence: employees.hourlyRatePence,
      clockInTime: employeeTimeEntries.clockInTime,
      clockOutTime: employeeTimeEntries.clockOutTime,
      breakDuration: employeeTimeEntries.breakDuration,
      notes: employeeTimeEntries.notes,
    })
    .from(employeeTimeEntries)
    .innerJoin(employees, sql`${employees.id} = ${employeeTimeEntries.employeeId}`)
    .where(and(gte(employeeTimeEntries.date, from), lte(employeeTimeEntries.date, to)))
    .orderBy(asc(employeeTimeEntries.date), asc(employeeTimeEntries.employeeId));
  return rows.map((r) => {
    const p = priced.get(r.id) ?? null;
    // The rate the shift was paid at, not today's.
    return { ...r, hourlyRatePence: p?.hourlyRatePence ?? r.hourlyRatePence, priced: p };
  });
}
