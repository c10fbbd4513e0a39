/**
 * Online takings per London calendar day of a date range (src/shared/payments/online-takings.ts):
 * orders by the instant their payment was verified, refunds by the instant they were made. The
 * cash-up and the reports read them here, so both count the same pence on the same day.
 */
import { sql } from "drizzle-orm";
import type { OnlineTakings } from "../../../shared/payments/online-takings";
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
  const result = await db.execute(sql`
    select day, sum(gross)::int as gross, sum(refunds)::int as refunds from (
      select to_char(paid_at at time zone 'Europe/London', 'YYYY-MM-DD') as day,
             total_pence as gross, 0 as refunds
      from online_orders
      where paid_at >= ${start} and paid_at < ${end}
      union all
      select to_char(created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day,
             0 as gross, amount_pence as refunds
      from order_refunds
      where created_at >= ${start} and created_at < ${end}
    ) as moves
    group by day`);
  return new Map(
    rowsOf<{ day: string; gross: number; refunds: number }>(result).map((r) => [
      r.day,
      { grossPence: Number(r.gross), refundsPence: Number(r.refunds) },
    ]),
  );
}

/** One London day's online takings. */
export async function getOnlineTakings(db: Db, date: string): Promise<OnlineTakings> {
  return (await loadOnlineTakings(db, date, date)).get(date) ?? { grossPence: 0, refundsPence: 0 };
}
