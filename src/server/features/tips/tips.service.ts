/**
 * Tips shared (issue 40, decision 0051): the owner's checkout percentages, the tip priced on an
 * order, and each day's tips (online and counter) shared to the staff who worked it.
 */
import { and, asc, eq, gte, isNotNull, lte, ne, sql } from "drizzle-orm";
import { getWeekStart, getWorkedMinutes } from "@shared/employees/pay";
import { addDays } from "@shared/opening-hours/london-time";
import { shareTips, tipPence } from "@shared/tips/tips";
import type { TipDay, TipDaySplitInput, TipOptions, TipSettings, TipWeek } from "@shared/tips/tips.schema";
import type { Db, DbOrTx } from "../../db/client";
import {
  dailySales,
  employees,
  employeeTimeEntries,
  onlineOrders,
  tipDaySplits,
  tipSettings,
} from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

const DEFAULT_SETTINGS: TipSettings = { enabled: false, percentages: [10] };

export async function readTipSettings(db: DbOrTx): Promise<TipSettings> {
  const [row] = await db.select().from(tipSettings).where(eq(tipSettings.id, 1));
  return row ? { enabled: row.enabled, percentages: row.percentages } : DEFAULT_SETTINGS;
}

const auditRecord = (s: TipSettings) => ({
  tipsAtCheckout: s.enabled,
  tipPercentages: s.percentages.map((p) => `${p}%`).join(", "),
});

export async function saveTipSettings(db: Db, input: TipSettings, actor: AuditActor): Promise<TipSettings> {
  return db.transaction(async (tx) => {
    const before = await readTipSettings(tx);
    const values = { enabled: input.enabled, percentages: input.percentages, updatedAt: actor.at };
    await tx
      .insert(tipSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: tipSettings.id, set: values });
    const after = await readTipSettings(tx);
    await writeAudit(tx, {
      actor,
      kind: "settings.changed",
      before: auditRecord(before),
      after: auditRecord(after),
    });
    return after;
  });
}

/** What checkout offers: nothing while tips are off. */
export async function readTipOptions(db: DbOrTx): Promise<TipOptions> {
  const s = await readTipSettings(db);
  return { percentages: s.enabled ? s.percentages : [] };
}

/**
 * The tip of an order: the diner picks one of the owner's percentages; the server prices it on
 * the order's total. Any other percentage (or any tip while tips are off) is refused.
 */
export async function priceTip(db: DbOrTx, totalPence: number, percent: number): Promise<number> {
  if (percent === 0) return 0;
  const { percentages } = await readTipOptions(db);
  if (!percentages.includes(percent)) {
    throw new HttpError(400, `Tip: ${percent}% is not one of the tips offered`);
  }
  return tipPence(totalPence, percent);
}

/* ------------------------------------------------------------------ a day's tips shared */

interface DayFacts {
  onlineTipsPence: number;
  counterTipsPence: number;
}

async function dayTipTotals(db: DbOrTx, date: string): Promise<DayFacts> {
  // Online tips belong to the day the order was collected (the staff who cooked and served it),
  // once paid, less what refunds gave back of it (a tip goes back only when staff refund it or
  // everything); a cancelled order's is not shared.
  const [online] = await db
    .select({
      pence: sql<string>`coalesce(sum(${onlineOrders.tipPence} - ${onlineOrders.tipRefundedPence}), 0)`,
    })
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.collectionDate, date),
        isNotNull(onlineOrders.paidAt),
        ne(onlineOrders.orderStatus, "cancelled"),
      ),
    );
  const [counter] = await db
    .select({ pence: dailySales.tipsPence })
    .from(dailySales)
    .where(eq(dailySales.date, date));
  return { onlineTipsPence: Number(online?.pence ?? 0), counterTipsPence: counter?.pence ?? 0 };
}

const fullName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`;

/** Minutes each employee worked on `date` (finished shifts only), in name order. */
async function minutesWorked(db: DbOrTx, date: string) {
  const rows = await db
    .select({
      employeeId: employeeTimeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      date: employeeTimeEntries.date,
      clockInTime: employeeTimeEntries.clockInTime,
      clockOutTime: employeeTimeEntries.clockOutTime,
      breakDuration: employeeTimeEntries.breakDuration,
    })
    .from(employeeTimeEntries)
    .innerJoin(employees, eq(employees.id, employeeTimeEntries.employeeId))
    .where(and(eq(employeeTimeEntries.date, date), isNotNull(employeeTimeEntries.clockOutTime)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const byEmployee = new Map<number, { name: string; minutes: number }>();
  for (const r of rows) {
    if (r.clockOutTime === null) continue;
    const worked = getWorkedMinutes({ ...r, clockOutTime: r.clockOutTime });
    const minutes = "minutes" in worked ? worked.minutes : 0;
    const entry = byEmployee.get(r.employeeId) ?? { name: fullName(r), minutes: 0 };
    entry.minutes += minutes;
    byEmployee.set(r.employeeId, entry);
  }
  return byEmployee;
}

export async function getTipDay(db: DbOrTx, date: string): Promise<TipDay> {
  const totals = await dayTipTotals(db, date);
  const totalPence = totals.onlineTipsPence + totals.counterTipsPence;
  const split = await db
    .select({
      employeeId: tipDaySplits.employeeId,
      weight: tipDaySplits.weight,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(tipDaySplits)
    .innerJoin(employees, eq(employees.id, tipDaySplits.employeeId))
    .where(eq(tipDaySplits.date, date))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const names = new Map<number, string>();
  let people: { employeeId: number; weight: number }[];
  let basis: TipDay["basis"];
  if (split.length > 0) {
    basis = "owner";
    people = split.map((s) => {
      names.set(s.employeeId, fullName(s));
      return { employeeId: s.employeeId, weight: s.weight };
    });
  } else {
    basis = "hours";
    const worked = await minutesWorked(db, date);
    people = [...worked].map(([employeeId, w]) => {
      names.set(employeeId, w.name);
      return { employeeId, weight: w.minutes };
    });
  }
  const shares = shareTips(totalPence, people);
  const shared = shares.reduce((a, s) => a + s.sharePence, 0);
  return {
    date,
    ...totals,
    totalPence,
    basis,
    unsharedPence: totalPence - shared,
    shares: shares.map((s) => ({ ...s, name: names.get(s.employeeId) ?? "" })),
  };
}

/** The owner's own split of a day (an empty list: back to hours worked). */
export async function saveTipDaySplit(
  db: Db,
  date: string,
  input: TipDaySplitInput,
  actor: AuditActor,
): Promise<TipDay> {
  return db.transaction(async (tx) => {
    const ids = input.weights.map((w) => w.employeeId);
    if (ids.length > 0) {
      const known = await tx.select({ id: employees.id }).from(employees);
      const knownIds = new Set(known.map((k) => k.id));
      const missing = ids.find((id) => !knownIds.has(id));
      if (missing !== undefined) throw new HttpError(404, `Employee ${missing} not found`);
    }
    const before = await getTipDay(tx, date);
    await tx.delete(tipDaySplits).where(eq(tipDaySplits.date, date));
    if (input.weights.length > 0) {
      await tx.insert(tipDaySplits).values(input.weights.map((w) => ({ date, ...w })));
    }
    const after = await getTipDay(tx, date);
    const describe = (d: TipDay) =>
      d.basis === "hours" ? "by hours worked" : d.shares.map((s) => `${s.name} ${s.weight}`).join(", ");
    await writeAudit(tx, {
      actor,
      kind: "settings.changed",
      before: { tipSplit: `${date} ${describe(before)}` },
      after: { tipSplit: `${date} ${describe(after)}` },
    });
    return after;
  });
}

/** Each employee's week: the stored pay of their shifts and their share of each day's tips. */
export async function getTipWeek(db: DbOrTx, date: string): Promise<TipWeek> {
  const weekStart = getWeekStart(date);
  const weekEnd = addDays(weekStart, 6);
  const pay = await db
    .select({
      employeeId: employeeTimeEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      payPence: sql<string>`coalesce(sum(${employeeTimeEntries.totalPayPence}), 0)`,
    })
    .from(employeeTimeEntries)
    .innerJoin(employees, eq(employees.id, employeeTimeEntries.employeeId))
    .where(and(gte(employeeTimeEntries.date, weekStart), lte(employeeTimeEntries.date, weekEnd)))
    .groupBy(employeeTimeEntries.employeeId, employees.firstName, employees.lastName);
  const rows = new Map<number, TipWeek["employees"][number]>();
  for (const p of pay) {
    rows.set(p.employeeId, {
      employeeId: p.employeeId,
      name: fullName(p),
      payPence: Number(p.payPence),
      tipsPence: 0,
    });
  }
  let tips = 0;
  let unshared = 0;
  for (let i = 0; i < 7; i++) {
    const day = await getTipDay(db, addDays(weekStart, i));
    tips += day.totalPence;
    unshared += day.unsharedPence;
    for (const s of day.shares) {
      const row = rows.get(s.employeeId) ?? {
        employeeId: s.employeeId,
        name: s.name,
        payPence: 0,
        tipsPence: 0,
      };
      row.tipsPence += s.sharePence;
      rows.set(s.employeeId, row);
    }
  }
  return {
    weekStart,
    weekEnd,
    employees: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name)),
    tipsPence: tips,
    unsharedPence: unshared,
  };
}
