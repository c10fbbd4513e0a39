import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { isFutureDate, summariseCashUp } from "../../../shared/cash-up/cash-up";
import {
  type CashUp,
  type CashUpInput,
  cashUpExistsMessage,
  FUTURE_CASH_UP_MESSAGE,
} from "../../../shared/cash-up/cash-up.schema";
import { addDays, getLondonMoment, londonWallTimeToInstant } from "../../../shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { dailySales, onlineOrders } from "../../db/schema";
import { isUniqueViolation } from "../../lib/database-errors";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

type DailySalesRow = typeof dailySales.$inferSelect;

function toCashUp(row: DailySalesRow): CashUp {
  const { createdAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), summary: summariseCashUp(row) };
}

/**
 * Online orders whose payment the server verified during that London day (midnight to midnight,
 * 23 or 25 hours on the days the clocks change), at the amount paid.
 */
export async function getOnlineSalesPence(db: Db, date: string): Promise<number> {
  const start = londonWallTimeToInstant(date, 0);
  const end = londonWallTimeToInstant(addDays(date, 1), 0);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${onlineOrders.totalPence}), 0)` })
    .from(onlineOrders)
    .where(
      and(isNotNull(onlineOrders.paidAt), gte(onlineOrders.paidAt, start), lt(onlineOrders.paidAt, end)),
    );
  return Number(row?.total ?? 0);
}

export async function listCashUps(db: Db, limit = 60): Promise<CashUp[]> {
  const rows = await db.select().from(dailySales).orderBy(desc(dailySales.date)).limit(limit);
  return rows.map(toCashUp);
}

export async function getCashUp(db: Db, date: string): Promise<CashUp> {
  const [row] = await db.select().from(dailySales).where(eq(dailySales.date, date));
  if (!row) throw new HttpError(404, `No cash-up for ${date}`);
  return toCashUp(row);
}

function assertNotFuture(date: string, now: Date): void {
  if (isFutureDate(date, getLondonMoment(now).date)) throw new HttpError(400, FUTURE_CASH_UP_MESSAGE);
}

/** One cash-up per date: the unique index decides under concurrency, answered 409. */
export async function createCashUp(db: Db, input: CashUpInput, actor: AuditActor): Promise<CashUp> {
  assertNotFuture(input.date, actor.at);
  try {
    return await db.transaction(async (tx) => {
      const onlineSalesPence = await getOnlineSalesPence(tx, input.date);
      const [row] = await tx
        .insert(dailySales)
        .values({ ...input, onlineSalesPence, enteredBy: actor.username })
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, cashUpExistsMessage(input.date));
    throw error;
  }
}

/** A correction by an owner: the online line is taken again from the orders, never from the body. */
export async function correctCashUp(
  db: Db,
  input: { date: string; cashUp: CashUpInput },
  actor: AuditActor,
): Promise<{ before: CashUp; after: CashUp }> {
  if (input.cashUp.date !== input.date) throw new HttpError(400, "The date of a cash-up cannot be changed");
  return db.transaction(async (tx) => {
    const [beforeRow] = await tx
      .select()
      .from(dailySales)
      .where(eq(dailySales.date, input.date))
      .for("update");
    if (!beforeRow) throw new HttpError(404, `No cash-up for ${input.date}`);
    assertNotFuture(input.date, actor.at);
    const onlineSalesPence = await getOnlineSalesPence(tx, input.date);
    const [row] = await tx
      .update(dailySales)
      .set({ ...input.cashUp, onlineSalesPence, enteredBy: actor.username })
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
    return { before, after };
  });
}
