import { desc, eq } from "drizzle-orm";
import { isFutureDate, summariseCashUp } from "@shared/cash-up/cash-up";
import {
  type CashUp,
  type CashUpInput,
  cashUpExistsMessage,
  FUTURE_CASH_UP_MESSAGE,
  type OnlineSales,
} from "@shared/cash-up/cash-up.schema";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { netOnlineSalesPence, type OnlineTakings } from "@shared/payments/online-takings";
import type { Db } from "../../db/client";
import { dailySales } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { refuseDuplicate } from "../../lib/transactions";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { getDeliveryMoney } from "../delivery/delivery-money.queries";
import { getOnlineTakings } from "../payments/online-takings.queries";
import { listUnpaidOrders } from "../payments/unpaid-orders.queries";

type DailySalesRow = typeof dailySales.$inferSelect;

function toCashUp(row: DailySalesRow): CashUp {
  const { createdAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), summary: summariseCashUp(row) };
}

/** The cash-up's lines taken from the orders (never typed): paid and refunded that London day. */
function linesFromOrders(day: OnlineTakings) {
  return {
    onlineSalesPence: day.grossPence,
    onlineRefundsPence: day.refundsPence,
    phoneCardSalesPence: day.counter.phoneCard,
    phoneCashSalesPence: day.counter.phoneCash,
    onlineCounterCardSalesPence: day.counter.onlineCard,
    onlineCounterCashSalesPence: day.counter.onlineCash,
    giftVoucherSalesPence: day.giftVoucherPence,
  };
}

/**
 * A day's takings through the site for the cash-up: paid that day and refunded that day (London),
 * with the day's orders still unpaid, to resolve before the day is closed.
 */
export async function getOnlineSales(db: Db, date: string): Promise<OnlineSales> {
  const [day, unpaidOrders, delivery] = await Promise.all([
    getOnlineTakings(db, date),
    listUnpaidOrders(db, date),
    getDeliveryMoney(db, date),
  ]);
  return {
    date,
    ...linesFromOrders(day),
    netOnlineSalesPence: netOnlineSalesPence(day),
    unpaidOrders,
    delivery,
  };
}

/**
 * What a cash-up stores: the owner's counted lines, who entered them, and the online and phone lines
 * from the orders (never taken from the owner's body).
 */
async function cashUpValues(db: Db, input: CashUpInput, actor: AuditActor) {
  const fromOrders = linesFromOrders(await getOnlineTakings(db, input.date));
  return { ...input, ...fromOrders, enteredBy: actor.username };
}

export async function listCashUps(db: Db, limit = 60): Promise<CashUp[]> {
  const rows = await db.select().from(dailySales).orderBy(desc(dailySales.date)).limit(limit);
  return rows.map(toCashUp);
}

/** The day's cash-up with its summary (the one arithmetic), or null before it is entered. */
export async function findCashUp(db: Db, date: string): Promise<CashUp | null> {
  const [row] = await db.select().from(dailySales).where(eq(dailySales.date, date));
  return row ? toCashUp(row) : null;
}

function assertNotFuture(date: string, now: Date): void {
  if (isFutureDate(date, getLondonMoment(now).date)) throw new HttpError(400, FUTURE_CASH_UP_MESSAGE);
}

/** One cash-up per date: the unique index decides under concurrency, answered 409. */
export async function createCashUp(db: Db, input: CashUpInput, actor: AuditActor): Promise<CashUp> {
  assertNotFuture(input.date, actor.at);
  return refuseDuplicate(cashUpExistsMessage(input.date), () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dailySales)
        .values(await cashUpValues(tx, input, actor))
        .returning();
      const cashUp = toCashUp(row as DailySalesRow);
      await writeAudit(tx, {
        actor,
        kind: "cash-up.recorded",
        subject: cashUp.date,
        entityId: cashUp.date,
        after: cashUp,
      });
      return cashUp;
    }),
  );
}

/** A correction by an owner: the online and phone lines are taken again from the orders, never from the body. */
export async function correctCashUp(
  db: Db,
  input: { date: string; cashUp: CashUpInput },
  actor: AuditActor,
): Promise<CashUp> {
  if (input.cashUp.date !== input.date) throw new HttpError(400, "The date of a cash-up cannot be changed");
  return db.transaction(async (tx) => {
    const [beforeRow] = await tx
      .select()
      .from(dailySales)
      .where(eq(dailySales.date, input.date))
      .for("update");
    if (!beforeRow) throw new HttpError(404, `No cash-up for ${input.date}`);
    assertNotFuture(input.date, actor.at);
    const [row] = await tx
      .update(dailySales)
      .set(await cashUpValues(tx, input.cashUp, actor))
      .where(eq(dailySales.date, input.date))
      .returning();
    const before = toCashUp(beforeRow);
    const after = toCashUp(row as DailySalesRow);
    await writeAudit(tx, {
      actor,
      kind: "cash-up.corrected",
      subject: after.date,
      entityId: after.date,
      before,
      after,
    });
    return after;
  });
}
