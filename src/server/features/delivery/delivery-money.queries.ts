/**
 * Delivery's money for a London day (issue 35 item 5): the fees in the day's paid delivery orders
 * and the cash each driver took on the doorstep (cash-on-delivery orders paid in cash). The cash is
 * already in the day's online-counter cash line (payment method "cash"); this says whose it is.
 */
import { sql } from "drizzle-orm";
import type { DeliveryMoney } from "@shared/delivery/drivers.schema";
import type { Db } from "../../db/client";

interface Row extends Record<string, unknown> {
  driver_id: number | null;
  username: string | null;
  deliveries: number;
  fees: string | number;
  cash: string | number;
  cash_orders: number;
}

export async function getDeliveryMoney(db: Db, date: string): Promise<DeliveryMoney> {
  const result = await db.execute(sql`
    select o.driver_id, u.username, count(*)::int as deliveries,
      coalesce(sum(o.delivery_fee_pence), 0)::bigint as fees,
      coalesce(sum(case when o.pay_on_delivery and o.payment_method = 'cash'
        then o.total_pence - o.refunded_pence else 0 end), 0)::bigint as cash,
      count(*) filter (where o.pay_on_delivery and o.payment_method = 'cash')::int as cash_orders
    from online_orders o
    left join users u on u.id = o.driver_id
    where o.fulfilment = 'delivery' and o.collection_date = ${date}
      and o.payment_status <> 'pending' and o.order_status <> 'cancelled'
    group by o.driver_id, u.username
    order by u.username nulls last`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const drivers = rows.map((r) => ({
    driverId: r.driver_id,
    username: r.username ?? "No driver",
    deliveries: r.deliveries,
    cashCollectedPence: Number(r.cash),
  }));
  return {
    deliveries: rows.reduce((n, r) => n + r.deliveries, 0),
    deliveryFeesPence: rows.reduce((n, r) => n + Number(r.fees), 0),
    drivers: drivers.filter((d) => d.cashCollectedPence > 0 || d.driverId !== null),
    cashCollectedPence: drivers.reduce((n, d) => n + d.cashCollectedPence, 0),
  };
}
