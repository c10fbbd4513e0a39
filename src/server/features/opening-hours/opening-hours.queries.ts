import { asc, eq } from "drizzle-orm";
import type {
  HoursData,
  OperatingHours,
  SpecialHours,
  TimePeriod,
} from "../../../shared/opening-hours/opening-hours.schema";
import {
  getUpcomingSpecialDays,
  getWeeklyHoursSummary,
  type OpeningHoursSummary,
} from "../../../shared/opening-hours/weekly-hours";
import type { Db } from "../../db/client";
import { operatingHours, operatingTimePeriods, specialHours } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

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
  now: Date,
): Promise<OperatingHours> {
  const [row] = await db
    .insert(operatingHours)
    .values({ dayOfWeek, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: operatingHours.dayOfWeek, set: { ...input, updatedAt: now } })
    .returning();
  if (!row) throw new Error("upsert returned nothing");
  const { updatedAt: _updatedAt, ...hours } = row;
  return hours;
}

export async function createTimePeriod(
  db: Db,
  input: Omit<TimePeriod, "id" | "lastOrderTime"> & { lastOrderTime?: string | null },
): Promise<TimePeriod> {
  const [row] = await db
    .insert(operatingTimePeriods)
    .values({ ...input, lastOrderTime: input.lastOrderTime ?? input.closeTime })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  const { createdAt: _createdAt, ...period } = row;
  return period;
}

export async function updateTimePeriod(
  db: Db,
  id: number,
  patch: Partial<Omit<TimePeriod, "id" | "dayOfWeek">>,
): Promise<TimePeriod> {
  const [row] = await db
    .update(operatingTimePeriods)
    .set(patch)
    .where(eq(operatingTimePeriods.id, id))
    .returning();
  if (!row) throw new HttpError(404, "Time period not found");
  const { createdAt: _createdAt, ...period } = row;
  return period;
}

export async function deleteTimePeriod(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(operatingTimePeriods)
    .where(eq(operatingTimePeriods.id, id))
    .returning({ id: operatingTimePeriods.id });
  if (rows.length === 0) throw new HttpError(404, "Time period not found");
}

export async function createSpecialHours(db: Db, input: Omit<SpecialHours, "id">): Promise<SpecialHours> {
  const values = input.isClosed
    ? { ...input, openTime: null, closeTime: null, lastOrderTime: null, isOrderingEnabled: false }
    : input;
  const [row] = await db.insert(specialHours).values(values).onConflictDoNothing().returning();
  if (!row) throw new HttpError(409, `Special hours already exist for ${input.date}`);
  const { createdAt: _createdAt, ...special } = row;
  return special;
}

export async function deleteSpecialHours(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(specialHours)
    .where(eq(specialHours.id, id))
    .returning({ id: specialHours.id });
  if (rows.length === 0) throw new HttpError(404, "Special hours not found");
}
