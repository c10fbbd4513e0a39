/**
 * Delivery's money over London days (issue 35 item 5; the rule: src/shared/delivery/delivery-money.ts):
 * the fees in the paid delivery orders of each collection date, the cash each driver took on the
 * doorstep (cash-on-delivery orders paid in cash), and the delivery fees the refunds made each day
 * gave back. The cash is already in the online-counter cash line (payment method "cash"); this says
 * whose it is. Today and the cash-up read one day, the range and weekly reports and the daily-sales
 * CSV a range: the same query, so a range's figures are its days' sums.
 */
import { sql } from "drizzle-orm";
import {
  type DeliveryDayRow,
  type DeliveryFeeRefunds,
  sumDeliveryMoney,
} from "@shared/delivery/delivery-money";
import type { DeliveryMoney } from "@shared/delivery/drivers.schema";
import type { Db } from "../../db/client";

interface OrderRow extends Record<string, unknown> {
  day: string;
  driver_id: number | null;
  username: string | null;
  deliveries: number;
  fees: string | number;
  cash: string | number;
  tips: string | number;
}

/** The delivery money of London days `from` to `to`, per day: orders by driver and fee refunds. */
export async function loadDeliveryMoney(
  db: Db,
  from: string,
  to: string,
): Promise<{ orders: DeliveryDayRow[]; refunds: DeliveryFeeRefunds[] }> {
  const start = sql`(${from}::date::timestamp at time zone 'Europe/London')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/London')`;
  const [orders, refunds] = await Promise.all([
    db.execute(sql`
      select to_char(o.collection_date, 'YYYY-MM-DD') as day, o.driver_id, u.username,
        count(*)::int as deliveries,
        coalesce(sum(o.delivery_fee_pence), 0)::bigint as fees,
        coalesce(sum(case when o.pay_on_delivery and o.payment_method = 'cash'
          then o.total_pence - o.refunded_pence else 0 end), 0)::bigint as cash,
        coalesce(sum(case when o.pay_on_delivery and o.payment_method = 'cash'
          then o.tip_pence else 0 end), 0)::bigint as tips
      from online_orders o
      left join users u on u.id = o.driver_id
      where o.fulfilment = 'delivery' and o.collection_date >= ${from} and o.collection_date <= ${to}
        and o.payment_status <> 'pending' and o.order_status <> 'cancelled'
      group by 1, o.driver_id, u.username`),
    db.execute(sql`
      select to_char(r.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day,
        sum(r.delivery_fee_pence)::bigint as fees
      from order_refunds r join online_orders o on o.id = r.order_id
      where o.fulfilment = 'delivery' and r.delivery_fee_pence <> 0
        and r.created_at >= ${start} and r.created_at < ${end}
      group by 1`),
  ]);
  return {
    orders: (orders as unknown as { rows: OrderRow[] }).rows.map((r) => ({
      date: r.day,
      driverId: r.driver_id,
      username: r.username,
      deliveries: Number(r.deliveries),
      feesPence: Number(r.fees),
      cashPence: Number(r.cash),
      tipsPence: Number(r.tips),
    })),
    refunds: (refunds as unknown as { rows: { day: string; fees: string | number }[] }).rows.map((r) => ({
      date: r.day,
      feesRefundedPence: Number(r.fees),
    })),
  };
}

/** The delivery money of London days `from` to `to` (the range report). */
export async function getDeliveryMoneyForRange(db: Db, from: string, to: string): Promise<DeliveryMoney> {
  const { orders, refunds } = await loadDeliveryMoney(db, from, to);
  return sumDeliveryMoney(orders, refunds);
}

/** One London day's delivery money (Today and the cash-up). */
export function getDeliveryMoney(db: Db, date: string): Promise<DeliveryMoney> {
  return getDeliveryMoneyForRange(db, date, date);
}
