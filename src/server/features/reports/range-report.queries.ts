/**
 * The Today view and the reports for any range: a few aggregate queries over paid online orders
 * (by paid_at, on its partial index), refunds (by the day they were made, on
 * order_refunds_created_at_idx) and cash-ups, grouped in SQL in Europe/London; the sums become
 * figures in src/shared/reports. Dish lines and promotions are read with jsonb_to_recordset, about
 * twice as fast on PGlite as ->> per field (scripts/bench-reports.ts measures it).
 */
import { and, gte, lte, sql } from "drizzle-orm";
import { addDays, formatTime, getLondonMoment } from "../../../shared/opening-hours/london-time";
import type { PaymentMethod } from "../../../shared/orders/order.schema";
import {
  buildPeriodFigures,
  CASH_UP_CHANNELS,
  type CashUpChannel,
  fillHours,
  londonDaysToInstants,
  type OnlineTakings,
  sameTimeLastWeek,
} from "../../../shared/reports/range-report";
import type { RangeReport, TodayReport } from "../../../shared/reports/range-report.schema";
import type { Db } from "../../db/client";
import { dailySales } from "../../db/schema";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const LONDON_DAY = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`);

/**
 * Paid online orders in [start, end) by London day, hour of the day and payment method: one pass,
 * one time-zone conversion per order (the conversion is what costs on PGlite).
 */
async function loadOnline(db: Db, start: Date, end: Date) {
  const result = await db.execute(sql`
    select to_char(local, 'YYYY-MM-DD') as day, extract(hour from local)::int as hour, method,
      count(*)::int as orders, sum(total)::bigint as pence, sum(discount)::bigint as discount
    from (
      select paid_at at time zone 'Europe/London' as local, payment_method as method,
        total_pence as total, discount_pence as discount
      from online_orders
      where paid_at >= ${start.toISOString()}::timestamptz and paid_at < ${end.toISOString()}::timestamptz
    ) as paid
    group by local::date, 1, 2, 3`);
  return rowsOf<{
    day: string;
    hour: number;
    method: PaymentMethod;
    orders: number;
    pence: string;
    discount: string;
  }>(result).map((r) => ({
    day: r.day,
    hour: Number(r.hour),
    method: r.method,
    orders: Number(r.orders),
    pence: Number(r.pence),
    discount: Number(r.discount),
  }));
}

/** Online refunds made in [start, end), by the London day they were made. */
async function loadRefunds(db: Db, start: Date, end: Date) {
  const result = await db.execute(sql`
    select ${LONDON_DAY("created_at")} as day, count(*)::int as refunds, sum(amount_pence)::bigint as pence
    from order_refunds
    where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
    group by 1`);
  return rowsOf<{ day: string; refunds: number; pence: string }>(result).map((r) => ({
    day: r.day,
    refunds: Number(r.refunds),
    pence: Number(r.pence),
  }));
}

/** The cash-ups of London days `from` to `to`: their channels summed (null when none was entered). */
async function loadCashUps(db: Db, from: string, to: string) {
  const rows = await db
    .select({
      date: dailySales.date,
      counterCard: dailySales.counterSalesCardPence,
      counterCash: dailySales.counterSalesCashPence,
      uberEats: dailySales.uberEatsSalesPence,
      justEat: dailySales.justEatSalesPence,
      deliveroo: dailySales.deliverooSalesPence,
      catering: dailySales.cateringSalesPence,
    })
    .from(dailySales)
    .where(and(gte(dailySales.date, from), lte(dailySales.date, to)));
  return rows;
}

function sumCashUps(rows: Awaited<ReturnType<typeof loadCashUps>>): Record<CashUpChannel, number> | null {
  if (rows.length === 0) return null;
  const total = Object.fromEntries(CASH_UP_CHANNELS.map((c) => [c, 0])) as Record<CashUpChannel, number>;
  for (const row of rows) for (const c of CASH_UP_CHANNELS) total[c] += row[c];
  return total;
}

function sumOnline(rows: { method: PaymentMethod; orders: number; pence: number }[]): OnlineTakings[] {
  return rows.map((r) => ({ method: r.method, orders: r.orders, pence: r.pence }));
}

/** Takings of three periods at once (today so far, last week so far, last week's whole day). */
interface Periods {
  today: { start: Date; end: Date };
  soFar: { start: Date; end: Date };
  wholeDay: { start: Date; end: Date };
}

/**
 * One scan for the three periods' orders and one for their refunds: the periods are two windows
 * (today's, last week's day), each period counted with a filter, so Today costs two index range
 * scans rather than six.
 */
async function loadPeriods(db: Db, table: "online_orders" | "order_refunds", p: Periods) {
  const at = sql.raw(table === "online_orders" ? "paid_at" : "created_at");
  const amount = sql.raw(table === "online_orders" ? "total_pence" : "amount_pence");
  const method = sql.raw(table === "online_orders" ? "payment_method" : "provider");
  const within = (w: { start: Date; end: Date }) =>
    sql`${at} >= ${w.start.toISOString()}::timestamptz and ${at} < ${w.end.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select ${method} as method,
      count(*) filter (where ${within(p.today)})::int as today_n,
      coalesce(sum(${amount}) filter (where ${within(p.today)}), 0)::bigint as today_p,
      count(*) filter (where ${within(p.soFar)})::int as so_far_n,
      coalesce(sum(${amount}) filter (where ${within(p.soFar)}), 0)::bigint as so_far_p,
      count(*) filter (where ${within(p.wholeDay)})::int as whole_day_n,
      coalesce(sum(${amount}) filter (where ${within(p.wholeDay)}), 0)::bigint as whole_day_p
    from ${sql.raw(table)}
    where (${within(p.today)}) or (${within(p.wholeDay)})
    group by 1`);
  const rows = rowsOf<Record<string, string | number>>(result);
  const pick = (n: string, pence: string): OnlineTakings[] =>
    rows.map((r) => ({ method: r.method as PaymentMethod, orders: Number(r[n]), pence: Number(r[pence]) }));
  return {
    today: pick("today_n", "today_p"),
    soFar: pick("so_far_n", "so_far_p"),
    wholeDay: pick("whole_day_n", "whole_day_p"),
  };
}

const total = (rows: OnlineTakings[]) => rows.reduce((s, r) => s + r.pence, 0);

/**
 * Today so far on the server's clock, against the same weekday last week up to the same London
 * time and over the whole of that day. A cash-up has no time of day: when one exists it counts whole.
 */
export async function getTodayReport(db: Db, now: Date): Promise<TodayReport> {
  const moment = getLondonMoment(now);
  const { start } = londonDaysToInstants(moment.date, moment.date);
  const lastWeek = sameTimeLastWeek(now);
  // Orders paid at this very instant count: the windows end just after it.
  const justAfter = (d: Date) => new Date(d.getTime() + 1);
  const periods: Periods = {
    today: { start, end: justAfter(now) },
    soFar: { start: lastWeek.dayStart, end: justAfter(lastWeek.instant) },
    wholeDay: { start: lastWeek.dayStart, end: lastWeek.dayEnd },
  };
  const [orders, refunds, cashUps] = await Promise.all([
    loadPeriods(db, "online_orders", periods),
    loadPeriods(db, "order_refunds", periods),
    loadCashUps(db, lastWeek.date, moment.date),
  ]);
  const cashUpOf = (date: string) => sumCashUps(cashUps.filter((c) => c.date === date));
  return {
    date: moment.date,
    time: formatTime(moment.minutes),
    today: buildPeriodFigures(orders.today, cashUpOf(moment.date), total(refunds.today)),
    lastWeek: {
      date: lastWeek.date,
      soFar: buildPeriodFigures(orders.soFar, cashUpOf(lastWeek.date), total(refunds.soFar)),
      wholeDay: buildPeriodFigures(orders.wholeDay, cashUpOf(lastWeek.date), total(refunds.wholeDay)),
    },
  };
}

/** How many best-selling dishes a report lists. */
const BEST_SELLERS = 15;

/** A report for London days `from` to `to` (validated by RangeQuerySchema: at most a year). */
export async function getRangeReport(db: Db, from: string, to: string): Promise<RangeReport> {
  const { start, end } = londonDaysToInstants(from, to);
  const window = sql`paid_at >= ${start.toISOString()}::timestamptz and paid_at < ${end.toISOString()}::timestamptz`;
  const [online, refunds, cashUps, dishes, promotions, unitemised] = await Promise.all([
    loadOnline(db, start, end),
    loadRefunds(db, start, end),
    loadCashUps(db, from, to),
    // A dish's sales are its lines' prices (options included) before any order-wide discount.
    db.execute(sql`
      select line.name, sum(line.quantity)::bigint as quantity,
        sum(line.quantity * line."pricePence")::bigint as pence
      from online_orders, jsonb_to_recordset(items) as line(name text, quantity int, "pricePence" int)
      where ${window}
      group by 1 order by 3 desc, 2 desc, 1 limit ${BEST_SELLERS}`),
    db.execute(sql`
      select promo.title, promo.code, promo.kind, count(*)::int as uses, sum(promo."amountPence")::bigint as pence
      from online_orders,
        jsonb_to_recordset(promotions) as promo(title text, code text, kind text, "amountPence" int)
      where ${window} and promotions <> '[]'::jsonb
      group by 1, 2, 3 order by 5 desc, 1`),
    // Orders from before promotions were itemised carry only their discount and its label.
    db.execute(sql`
      select coalesce(discount_label, 'Discount') as title, coupon_code as code, count(*)::int as uses,
        sum(discount_pence)::bigint as pence
      from online_orders
      where ${window} and discount_pence > 0 and promotions = '[]'::jsonb
      group by 1, 2 order by 4 desc, 1`),
  ]);

  const refundsPence = refunds.reduce((s, r) => s + r.pence, 0);
  const totals = {
    ...buildPeriodFigures(sumOnline(online), sumCashUps(cashUps), refundsPence),
    discountsPence: online.reduce((s, r) => s + r.discount, 0),
  };
  const days: RangeReport["days"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const paid = online.filter((r) => r.day === date);
    const cashUp = cashUps.find((c) => c.date === date);
    days.push({
      date,
      grossPence:
        paid.reduce((s, r) => s + r.pence, 0) +
        (cashUp ? CASH_UP_CHANNELS.reduce((s, c) => s + cashUp[c], 0) : 0),
      orders: paid.reduce((s, r) => s + r.orders, 0),
      refundsPence: refunds.filter((r) => r.day === date).reduce((s, r) => s + r.pence, 0),
    });
  }
  const num = (v: unknown) => Number(v ?? 0);
  return {
    from,
    to,
    totals,
    days,
    bestSellers: rowsOf<{ name: string; quantity: string; pence: string }>(dishes).map((r) => ({
      name: r.name,
      quantity: num(r.quantity),
      salesPence: num(r.pence),
    })),
    byHour: fillHours(online),
    promotions: [
      ...rowsOf<{ title: string; code: string | null; kind: string; uses: number; pence: string }>(
        promotions,
      ).map((r) => ({
        title: r.title,
        code: r.code,
        kind: r.kind,
        uses: num(r.uses),
        costPence: num(r.pence),
      })),
      ...rowsOf<{ title: string; code: string | null; uses: number; pence: string }>(unitemised).map((r) => ({
        title: r.title,
        code: r.code,
        kind: "unitemised",
        uses: num(r.uses),
        costPence: num(r.pence),
      })),
    ],
    refunds: { count: refunds.reduce((s, r) => s + r.refunds, 0), totalPence: refundsPence },
  };
}
