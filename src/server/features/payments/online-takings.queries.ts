/**
 * Online takings per London calendar day of a date range (src/shared/payments/online-takings.ts):
 * orders by the instant their payment was verified, refunds by the instant they were made. The
 * cash-up and the reports read them here, so both count the same pence on the same day.
 */
import { sql } from "drizzle-orm";
import type { OrderChannel, OrderPaymentMethod } from "@shared/orders/order.schema";
import {
  counterTakingsLine,
  NO_ONLINE_TAKINGS,
  noCounterTakings,
  type OnlineTakings,
} from "@shared/payments/online-takings";
import type { Db } from "../../db/client";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Days with any online payment or refund in [from, to] (London dates), keyed by date. */
export async function loadOnlineTakings(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, OnlineTakings>> {
  const start = sql`(${from}::date::timestamp at time zone 'Europe/London')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/London')`;
  // Each order's money counts on its line: paid online, or at the counter by channel and method;
  // what gift vouchers paid counts on its own line, never as card, cash or a provider's money.
  // A refund's part put back on vouchers (the ledger's "returned", same instant as the refund) is
  // taken off the vouchers' line and not off the order's payment line.
  const result = await db.execute(sql`
    select day, channel, payment_method, sum(gross)::int as gross, sum(refunds)::int as refunds,
           sum(voucher)::int as voucher from (
      select to_char(paid_at at time zone 'Europe/London', 'YYYY-MM-DD') as day, channel,
             payment_method::text as payment_method, total_pence - gift_voucher_pence as gross,
             0 as refunds, gift_voucher_pence as voucher
      from online_orders
      where paid_at >= ${start} and paid_at < ${end}
      union all
      select to_char(r.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day, o.channel,
             o.payment_method::text as payment_method, 0 as gross, r.amount_pence as refunds, 0 as voucher
      from order_refunds r join online_orders o on o.id = r.order_id
      where r.created_at >= ${start} and r.created_at < ${end}
      union all
      select to_char(l.at at time zone 'Europe/London', 'YYYY-MM-DD') as day, o.channel,
             o.payment_method::text as payment_method, 0 as gross, -l.amount_pence as refunds,
             -l.amount_pence as voucher
      from gift_voucher_ledger l join online_orders o on o.id = l.order_id
      where l.kind = 'returned' and l.at >= ${start} and l.at < ${end}
    ) as moves
    group by day, channel, payment_method`);
  const days = new Map<string, OnlineTakings>();
  type Row = {
    day: string;
    channel: OrderChannel;
    payment_method: OrderPaymentMethod | null;
    gross: number;
    refunds: number;
    voucher: number;
  };
  for (const r of rowsOf<Row>(result)) {
    const day = days.get(r.day) ?? {
      grossPence: 0,
      refundsPence: 0,
      counter: noCounterTakings(),
      giftVoucherPence: 0,
    };
    const line = counterTakingsLine(r.channel, r.payment_method);
    if (line) day.counter[line] += Number(r.gross) - Number(r.refunds);
    else {
      day.grossPence += Number(r.gross);
      day.refundsPence += Number(r.refunds);
    }
    day.giftVoucherPence += Number(r.voucher);
    days.set(r.day, day);
  }
  return days;
}

/** One London day's online takings. */
export async function getOnlineTakings(db: Db, date: string): Promise<OnlineTakings> {
  return (await loadOnlineTakings(db, date, date)).get(date) ?? NO_ONLINE_TAKINGS;
}
