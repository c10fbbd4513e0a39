/**
 * A staff edit of one row named by its id (a chef, an offer, a time period, a dish): the change and
 * its audit entry in one transaction, so neither outlives the other, and 404 when the row is not
 * there. The entry is about that row, by `actor`; the caller says its kind, subject and data.
 */
import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AuditKind, AuditPayloads } from "@shared/audit-log/audit-kinds";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "./audit-writer.service";

type TableWithId = PgTable & { id: PgColumn };
type Row<T extends TableWithId> = T["$inferSelect"];

/** What an entry about one row says beyond who and which row: its kind, the row's name, the data. */
type RowEntry = { [K in AuditKind]: { kind: K; subject: string } & AuditPayloads[K] }[AuditKind];

/** Inserts `values` and records `entry(row)` about the new row; returns the row. */
export async function insertAudited<T extends TableWithId>(
  db: Db,
  actor: AuditActor,
  table: T,
  values: PgInsertValue<T>,
  entry: (row: Row<T>) => RowEntry,
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    // drizzle cannot type the returning of an insert into a generic table: the cast says what it is.
    const inserted = await tx.insert(table).values(values).returning();
    const [row] = inserted as Row<T>[];
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, { ...entry(row), actor, entityId: (row as { id: number }).id });
    return row;
  });
}

/** Deletes the row with this `id` and records `entry(removed)`; 404 with `notFound` when there is none. */
export async function deleteAudited<T extends TableWithId>(
  db: Db,
  actor: AuditActor,
  table: T,
  id: number,
  notFound: string,
  entry: (removed: Row<T>) => RowEntry,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!removed) throw new HttpError(404, notFound);
    await writeAudit(tx, { ...entry(removed), actor, entityId: id });
  });
}

/**
 * Applies `patch` to the row with this `id` and records `entry(before, after)`; returns the row as
 * it is now. The row is locked first, so `check` (which may refuse the change by throwing) and the
 * entry see it as it was. 404 with `notFound` when there is none.
 */
export async function updateAudited<T extends TableWithId>(
  db: Db,
  actor: AuditActor,
  table: T,
  id: number,
  notFound: string,
  patch: PgUpdateSetSource<T>,
  entry: (before: Row<T>, after: Row<T>) => RowEntry,
  check?: (before: Row<T>) => void,
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    // drizzle cannot type a select from, or an update's returning of, a generic table: the casts
    // say what the rows are.
    const locked = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update");
    const [before] = locked as Row<T>[];
    if (!before) throw new HttpError(404, notFound);
    check?.(before);
    const updated = await tx.update(table).set(patch).where(eq(table.id, id)).returning();
    const [after] = updated as Row<T>[];
    if (!after) throw new HttpError(404, notFound);
    await writeAudit(tx, { ...entry(before, after), actor, entityId: id });
    return after;
  });
}
