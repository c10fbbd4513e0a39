import { asc, eq } from "drizzle-orm";
import { WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import type {
  HoursData,
  OperatingHours,
  SpecialHours,
  TimePeriod,
} from "@shared/opening-hours/opening-hours.schema";
import {
  getUpcomingSpecialDays,
  getWeeklyHoursSummary,
  type OpeningHoursSummary,
} from "@shared/opening-hours/weekly-hours";
import type { Db } from "../../db/client";
import { operatingHours, operatingTimePeriods, specialHours } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { deleteAudited, insertAudited, updateAudited } from "../audit-log/audited-rows.service";

export async function listOperatingHours(db: Db): Promise<OperatingHours[]> {
  const rows = await db.select().from(operatingHours).orderBy(asc(operatingHours.dayOfWeek));
  return rows.map(({ updatedAt: _updatedAt, ...row }) => row);
}

export async function listTimePeriods(db: Db): Promise<TimePeriod[]> {
  const rows = await db
    .select()
    .from(operatingTimePeriods)
    .orderBy(asc(operatingTimePeriods.dayOfWeek), asc(operatingTimePeriods.openTime));
  return rows.map(({ createdAt: _createdAt, ...row }) => row);
}

export async function listSpecialHours(db: Db): Promise<SpecialHours[]> {
  const rows = await db.select().from(specialHours).orderBy(asc(specialHours.date));
  return rows.map(({ createdAt: _createdAt, ...row }) => row);
}

/** Everything the schedule rules (src/shared/opening-hours) need, in one read. */
export async function loadHoursData(db: Db): Promise<HoursData> {
  const [hours, periods, special] = await Promise.all([
    listOperatingHours(db),
    listTimePeriods(db),
    listSpecialHours(db),
  ]);
  return { hours, periods, specialHours: special };
}

/** The hours the public pages state: the regular week and the special dates coming up. */
export async function loadOpeningHoursSummary(db: Db, now: Date): Promise<OpeningHoursSummary> {
  const data = await loadHoursData(db);
  return { weekly: getWeeklyHoursSummary(data), specialDays: getUpcomingSpecialDays(now, data) };
}

export async function updateOperatingHours(
  db: Db,
  dayOfWeek: number,
  input: Omit<OperatingHours, "id" | "dayOfWeek">,
  actor: AuditActor,
): Promise<OperatingHours> {
  const now = actor.at;
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(operatingHours)
      .where(eq(operatingHours.dayOfWeek, dayOfWeek))
      .for("update");
    const [row] = await tx
      .insert(operatingHours)
      .values({ dayOfWeek, ...input, updatedAt: now })
      .onConflictDoUpdate({ target: operatingHours.dayOfWeek, set: { ...input, updatedAt: now } })
      .returning();
    if (!row) throw new Error("upsert returned nothing");
    const { updatedAt: _updatedAt, ...hours } = row;
    const before = previous ? (({ updatedAt: _u, ...rest }) => rest)(previous) : {};
    await writeAudit(tx, {
      actor,
      kind: "hours.changed",
      subject: WEEKDAY_NAMES[dayOfWeek] ?? String(dayOfWeek),
      entityId: row.id,
      before,
      after: hours,
    });
    return hours;
  });
}

type PeriodRow = typeof operatingTimePeriods.$inferSelect;
const toPeriod = ({ createdAt: _createdAt, ...period }: PeriodRow): TimePeriod => period;
/** "Monday Lunch": a period is named with its day, as the hours screen lists it. */
const periodName = (p: TimePeriod) => `${WEEKDAY_NAMES[p.dayOfWeek] ?? p.dayOfWeek} ${p.periodName}`;

export async function createTimePeriod(
  db: Db,
  input: Omit<TimePeriod, "id" | "lastOrderTime"> & { lastOrderTime?: string | null },
  actor: AuditActor,
): Promise<TimePeriod> {
  const values = { ...input, lastOrderTime: input.lastOrderTime ?? input.closeTime };
  const row = await insertAudited(db, actor, operatingTimePeriods, values, (added) => {
    const period = toPeriod(added);
    return { kind: "time-period.added", subject: periodName(period), after: period };
  });
  return toPeriod(row);
}

export async function updateTimePeriod(
  db: Db,
  id: number,
  patch: Partial<Omit<TimePeriod, "id" | "dayOfWeek">>,
  actor: AuditActor,
): Promise<TimePeriod> {
  const row = await updateAudited(
    db,
    actor,
    operatingTimePeriods,
    id,
    "Time period not found",
    patch,
    periodChanged,
  );
  return toPeriod(row);
}

function periodChanged(from: PeriodRow, to: PeriodRow) {
  const before = toPeriod(from);
  return { kind: "time-period.changed", subject: periodName(before), before, after: toPeriod(to) } as const;
}

export async function deleteTimePeriod(db: Db, id: number, actor: AuditActor): Promise<void> {
  await deleteAudited(db, actor, operatingTimePeriods, id, "Time period not found", (removed) => {
    const period = toPeriod(removed);
    return { kind: "time-period.removed", subject: periodName(period), before: period };
  });
}

type SpecialRow = typeof specialHours.$inferSelect;
const toSpecial = ({ createdAt: _createdAt, ...special }: SpecialRow): SpecialHours => special;

export async function createSpecialHours(
  db: Db,
  input: Omit<SpecialHours, "id">,
  actor: AuditActor,
): Promise<SpecialHours> {
  const values = input.isClosed
    ? { ...input, openTime: null, closeTime: null, lastOrderTime: null, isOrderingEnabled: false }
    : input;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(specialHours).values(values).onConflictDoNothing().returning();
    if (!row) throw new HttpError(409, `Special hours already exist for ${input.date}`);
    const special = toSpecial(row);
    await writeAudit(tx, {
      actor,
      kind: "special-hours.added",
      subject: special.reason,
      entityId: special.id,
      after: special,
    });
    return special;
  });
}

export async function deleteSpecialHours(db: Db, id: number, actor: AuditActor): Promise<void> {
  await deleteAudited(db, actor, specialHours, id, "Special hours not found", (special) => ({
    kind: "special-hours.removed",
    subject: special.reason,
    before: toSpecial(special),
  }));
}
