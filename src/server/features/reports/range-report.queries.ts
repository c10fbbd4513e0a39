/**
 * The Today view and the reports for any range: a few aggregate queries over paid online orders
 * (by paid_at, on its partial index), refunds (by the day they were made, on
 * order_refunds_created_at_idx), the site's catering payments (by the moment they were paid) and
 * cash-ups, grouped in SQL in Europe/London; the sums become
 * figures in src/shared/reports. Dish lines and promotions are read with jsonb_to_recordset, about
 * twice as fast on PGlite as ->> per field, in the same pass as the orders' sums
 * (scripts/bench-reports.ts measures it).
 */

import { and, gte, lte, sql } from "drizzle-orm";
import { addDays, formatTime, getLondonMoment } from "@shared/opening-hours/london-time";
import type { OrderChannel, OrderPaymentMethod } from "@shared/orders/order.schema";
import {
  buildPeriodFigures,
  CASH_UP_CHANNELS,
  type CashUpChannel,
  fillHours,
  londonDaysToInstants,
  londonHourOf,
  type OnlineTakings,
  sameTimeLastWeek,
} from "@shared/reports/range-report";
import type { RangeReport, TodayReport } from "@shared/reports/range-report.schema";
import type { Db } from "../../db/client";
import { dailySales } from "../../db/schema";
import {
  loadCateringForDay,
  loadCateringTakingsByDay,
  sumCateringTakings,
} from "../catering/catering.queries";
import { getDeliveryMoney, getDeliveryMoneyForRange } from "../delivery/delivery-money.queries";
import { giftVoucherMovements } from "../gift-vouchers/gift-vouchers-owner.service";
import { listUnpaidOrders } from "../payments/unpaid-orders.queries";
import { getTipDay } from "../tips/tips.service";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const LONDON_DAY = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`);

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

function sumOnline(rows: OnlineTakings[]): OnlineTakings[] {
  return rows.map((r) => ({ channel: r.channel, method: r.method, orders: r.orders, pence: r.pence }));
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
  const at = sql.raw("at");
  const amount = sql.raw("amount");
  const within = (w: { start: Date; end: Date }) =>
    sql`${at} >= ${w.start.toISOString()}::timestamptz and ${at} < ${w.end.toISOString()}::timestamptz`;
  const col = sql.raw(table === "online_orders" ? "paid_at" : "created_at");
  const windows = sql`(${col} >= ${p.today.start.toISOString()}::timestamptz and ${col} < ${p.today.end.toISOString()}::timestamptz) or (${col} >= ${p.wholeDay.start.toISOString()}::timestamptz and ${col} < ${p.wholeDay.end.toISOString()}::timestamptz)`;
  // An order's money is split: what gift vouchers paid counts on its own line ("gift_voucher", a
  // sale when spent, issue 38) and the rest on the order's payment line; the order counts once.
  // Refunds are only totalled, so their channel does not matter.
  const moves =
    table === "online_orders"
      ? sql`
        select paid_at as at, payment_method::text as method, channel::text as channel,
          total_pence - gift_voucher_pence as amount, 1 as n
        from online_orders where ${windows}
        union all
        select paid_at, 'gift_voucher', channel::text, gift_voucher_pence, 0
        from online_orders where (${windows}) and gift_voucher_pence > 0`
      : sql`select created_at as at, provider as method, 'online' as channel, amount_pence as amount, 1 as n
        from order_refunds where ${windows}`;
  const result = await db.execute(sql`
    select method, channel,
      coalesce(sum(n) filter (where ${within(p.today)}), 0)::int as today_n,
      coalesce(sum(${amount}) filter (where ${within(p.today)}), 0)::bigint as today_p,
      coalesce(sum(n) filter (where ${within(p.soFar)}), 0)::int as so_far_n,
      coalesce(sum(${amount}) filter (where ${within(p.soFar)}), 0)::bigint as so_far_p,
      coalesce(sum(n) filter (where ${within(p.wholeDay)}), 0)::int as whole_day_n,
      coalesce(sum(${amount}) filter (where ${within(p.wholeDay)}), 0)::bigint as whole_day_p
    from (${moves}) as moves
    group by 1, 2`);
  const rows = rowsOf<Record<string, string | number>>(result);
  const pick = (n: string, pence: string): OnlineTakings[] =>
    rows.map((r) => ({
      channel: r.channel as OrderChannel,
      method: r.method as OrderPaymentMethod,
      orders: Number(r[n]),
      pence: Number(r[pence]),
    }));
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
  const catering = (w: { start: Date; end: Date }) => sumCateringTakings(db, w.start, w.end);
  const [orders, refunds, cashUps, unpaidOrders, tips, delivery, cateringPaid, cateringToday] =
    await Promise.all([
      loadPeriods(db, "online_orders", periods),
      loadPeriods(db, "order_refunds", periods),
      loadCashUps(db, lastWeek.date, moment.date),
      listUnpaidOrders(db, moment.date),
      getTipDay(db, moment.date),
      getDeliveryMoney(db, moment.date),
      Promise.all([catering(periods.today), catering(periods.soFar), catering(periods.wholeDay)]),
      loadCateringForDay(db, moment.date),
    ]);
  const [cateringPaidToday = 0, cateringPaidSoFar = 0, cateringPaidWholeDay = 0] = cateringPaid;
  const cashUpOf = (date: string) => sumCashUps(cashUps.filter((c) => c.date === date));
  // Today's events: the confirmed ones only, as the prep list counts them (a request may be declined).
  const confirmed = cateringToday.filter((c) => c.status === "confirmed");
  return {
    date: moment.date,
    time: formatTime(moment.minutes),
    today: buildPeriodFigures(orders.today, cashUpOf(moment.date), total(refunds.today), cateringPaidToday),
    lastWeek: {
      date: lastWeek.date,
      soFar: buildPeriodFigures(
        orders.soFar,
        cashUpOf(lastWeek.date),
        total(refunds.soFar),
        cateringPaidSoFar,
      ),
      wholeDay: buildPeriodFigures(
        orders.wholeDay,
        cashUpOf(lastWeek.date),
        total(refunds.wholeDay),
        cateringPaidWholeDay,
      ),
    },
    unpaidOrders,
    tipsPence: tips.totalPence,
    delivery,
    catering: {
      orders: confirmed.length,
      guests: confirmed.reduce((n, c) => n + c.guests, 0),
      totalPence: confirmed.reduce((n, c) => n + c.totalPence, 0),
      paidPence: confirmed.reduce((n, c) => n + c.paidPence, 0),
    },
  };
}

/** How many best-selling dishes a report lists. */
const BEST_SELLERS = 15;

interface ScanRow {
  part: "order" | "dish" | "promotion";
  a: string;
  b: string | null;
  c: string | null;
  n: number;
  q: string;
  p: string;
  d: string;
}

/**
 * The range's paid orders read once for everything the report says of them: per UTC hour and
 * payment method (London's offsets are whole hours, so each UTC hour lies in one London hour and
 * the London day and hour are worked out in TypeScript, londonHourOf), per dish (its lines' prices,
 * options included, before any order-wide discount) and per promotion (orders from before
 * promotions were itemised carry only their discount and its label). One pass over the rows is
 * what keeps a month under the target on PGlite, where reading each row costs most.
 */
async function scanOrders(db: Db, start: Date, end: Date): Promise<ScanRow[]> {
  const result = await db.execute(sql`
    select x.part, x.a, x.b, x.c, count(*)::int as n, sum(x.q)::bigint as q, sum(x.p)::bigint as p,
      sum(x.d)::bigint as d
    from online_orders as o
    cross join lateral (
      select 'order' as part, (extract(epoch from o.paid_at)::bigint / 3600)::text as a,
        o.payment_method::text as b, o.channel::text as c, 1 as q,
        o.total_pence - o.gift_voucher_pence as p, o.discount_pence as d
      union all
      -- What gift vouchers paid of a part-paid order: its own line, not another order (q = 0).
      select 'order', (extract(epoch from o.paid_at)::bigint / 3600)::text, 'gift_voucher',
        o.channel::text, 0, o.gift_voucher_pence, 0
      where o.gift_voucher_pence > 0
      union all
      select 'dish', line.name, null, null, line.quantity, line.quantity * line."pricePence", 0
      from jsonb_to_recordset(o.items) as line(name text, quantity int, "pricePence" int)
      union all
      select 'promotion', promo.title, promo.code, promo.kind, 1, promo."amountPence", 0
      from jsonb_to_recordset(
        case when o.promotions = '[]'::jsonb
          then jsonb_build_array(jsonb_build_object('title', coalesce(o.discount_label, 'Discount'),
            'code', o.coupon_code, 'kind', 'unitemised', 'amountPence', o.discount_pence))
          else o.promotions end
      ) as promo(title text, code text, kind text, "amountPence" int)
      where o.promotions <> '[]'::jsonb or o.discount_pence > 0
    ) as x
    where o.paid_at >= ${start.toISOString()}::timestamptz and o.paid_at < ${end.toISOString()}::timestamptz
    group by 1, 2, 3, 4`);
  return rowsOf<ScanRow>(result);
}

/** A report for London days `from` to `to` (validated by RangeQuerySchema: at most a year). */
export async function getRangeReport(db: Db, from: string, to: string): Promise<RangeReport> {
  const { start, end } = londonDaysToInstants(from, to);
  const [scanned, refunds, cashUps, giftVouchers, delivery, cateringByDay] = await Promise.all([
    scanOrders(db, start, end),
    loadRefunds(db, start, end),
    loadCashUps(db, from, to),
    giftVoucherMovements(db, start, end),
    getDeliveryMoneyForRange(db, from, to),
    loadCateringTakingsByDay(db, from, to),
  ]);
  const num = (v: unknown) => Number(v ?? 0);
  // Each UTC hour's London day and hour, worked out once per hour (Intl is the costly part).
  const londonHours = new Map<string, { day: string; hour: number }>();
  const londonHourFor = (utcHour: string) => {
    let found = londonHours.get(utcHour);
    if (!found) {
      const hourStart = new Date(num(utcHour) * 3_600_000);
      found = { day: getLondonMoment(hourStart).date, hour: londonHourOf(hourStart) };
      londonHours.set(utcHour, found);
    }
    return found;
  };
  const online = scanned
    .filter((r) => r.part === "order")
    .map((r) => ({
      ...londonHourFor(r.a),
      method: r.b as OrderPaymentMethod,
      channel: r.c as OrderChannel,
      orders: num(r.q),
      pence: num(r.p),
      discount: num(r.d),
    }));
  const bestSellers = scanned
    .filter((r) => r.part === "dish")
    .map((r) => ({ name: r.a, quantity: num(r.q), salesPence: num(r.p) }))
    .sort((x, y) => y.salesPence - x.salesPence || y.quantity - x.quantity || x.name.localeCompare(y.name))
    .slice(0, BEST_SELLERS);
  const promotions = scanned
    .filter((r) => r.part === "promotion")
    .map((r) => ({ title: r.a, code: r.b, kind: r.c ?? "unitemised", uses: num(r.n), costPence: num(r.p) }))
    .sort((x, y) => y.costPence - x.costPence || x.title.localeCompare(y.title));

  const refundsPence = refunds.reduce((s, r) => s + r.pence, 0);
  const totals = {
    ...buildPeriodFigures(
      sumOnline(online),
      sumCashUps(cashUps),
      refundsPence,
      [...cateringByDay.values()].reduce((s, p) => s + p, 0),
    ),
    discountsPence: online.reduce((s, r) => s + r.discount, 0),
  };
  const paidByDay = new Map<string, { pence: number; orders: number }>();
  for (const r of online) {
    const day = paidByDay.get(r.day) ?? { pence: 0, orders: 0 };
    day.pence += r.pence;
    day.orders += r.orders;
    paidByDay.set(r.day, day);
  }
  const refundsByDay = new Map(refunds.map((r) => [r.day, r.pence]));
  const cashUpByDay = new Map(cashUps.map((c) => [c.date, CASH_UP_CHANNELS.reduce((s, ch) => s + c[ch], 0)]));
  const days: RangeReport["days"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const paid = paidByDay.get(date);
    days.push({
      date,
      grossPence: (paid?.pence ?? 0) + (cashUpByDay.get(date) ?? 0) + (cateringByDay.get(date) ?? 0),
      orders: paid?.orders ?? 0,
      refundsPence: refundsByDay.get(date) ?? 0,
    });
  }
  return {
    from,
    to,
    totals,
    days,
    bestSellers,
    byHour: fillHours(online),
    promotions,
    refunds: { count: refunds.reduce((s, r) => s + r.refunds, 0), totalPence: refundsPence },
    giftVouchers,
    delivery,
  };
}
