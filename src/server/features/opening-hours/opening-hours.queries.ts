import { asc } from "drizzle-orm";
import type {
  HoursData,
  OperatingHours,
  SpecialHours,
  TimePeriod,
} from "../../../shared/opening-hours/opening-hours.schema";
import type { Db } from "../../db/client";
import { operatingHours, operatingTimePeriods, specialHours } from "../../db/schema";

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
