/** The owner's catering menu: add, change and take off dishes, each audited. */
import { eq } from "drizzle-orm";
import {
  type CateringItem,
  type CateringItemInput,
  CateringItemInputSchema,
} from "@shared/catering/catering.schema";
import type { Db } from "../../db/client";
import { cateringItems } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

export async function saveCateringItem(
  db: Db,
  id: number | null,
  body: CateringItemInput,
  actor: AuditActor,
): Promise<CateringItem> {
  const input = CateringItemInputSchema.parse(body);
  const values = { ...input, serves: input.pricing === "tray" ? input.serves : null, updatedAt: actor.at };
  return db.transaction(async (tx) => {
    const [row] =
      id === null
        ? await tx.insert(cateringItems).values(values).returning()
        : await tx.update(cateringItems).set(values).where(eq(cateringItems.id, id)).returning();
    if (!row || row.archivedAt) throw new HttpError(404, "Catering dish not found");
    await writeAudit(tx, {
      actor,
      kind: "catering.menu",
      subject: row.name,
      entityId: row.id,
      after: values,
    });
    const { archivedAt: _archived, createdAt: _created, updatedAt: _updated, ...item } = row;
    return item;
  });
}

/** Takes a dish off the menu; requests already made keep their lines as priced. */
export async function archiveCateringItem(db: Db, id: number, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cateringItems)
      .set({ archivedAt: actor.at, updatedAt: actor.at })
      .where(eq(cateringItems.id, id))
      .returning();
    if (!row) throw new HttpError(404, "Catering dish not found");
    await writeAudit(tx, {
      actor,
      kind: "catering.menu",
      subject: row.name,
      entityId: id,
      after: { removed: true },
    });
  });
}
