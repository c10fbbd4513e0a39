import { asc, eq } from "drizzle-orm";
import type { Chef } from "@shared/chefs/chef.schema";
import type { Db } from "../../db/client";
import { chefs } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

export async function listChefs(db: Db): Promise<Chef[]> {
  const rows = await db.select().from(chefs).orderBy(asc(chefs.order), asc(chefs.id));
  return rows.map(toChef);
}

type ChefColumns = Omit<typeof chefs.$inferInsert, "id" | "createdAt">;
type ChefRow = typeof chefs.$inferSelect;

function toChef({ createdAt: _createdAt, ...chef }: ChefRow): Chef {
  return chef;
}

export async function createChef(db: Db, input: ChefColumns, actor: AuditActor): Promise<Chef> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chefs).values(input).returning();
    if (!row) throw new Error("insert returned nothing");
    const chef = toChef(row);
    await writeAudit(tx, { actor, kind: "chef.added", subject: chef.name, entityId: chef.id, after: chef });
    return chef;
  });
}

export async function updateChef(
  db: Db,
  id: number,
  patch: Partial<ChefColumns>,
  actor: AuditActor,
): Promise<Chef> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(chefs).where(eq(chefs.id, id)).for("update");
    if (!before) throw new HttpError(404, "Chef not found");
    const [row] = await tx.update(chefs).set(patch).where(eq(chefs.id, id)).returning();
    if (!row) throw new HttpError(404, "Chef not found");
    const chef = toChef(row);
    await writeAudit(tx, {
      actor,
      kind: "chef.changed",
      subject: before.name,
      entityId: id,
      before: toChef(before),
      after: chef,
    });
    return chef;
  });
}

export async function deleteChef(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(chefs).where(eq(chefs.id, id)).returning();
    if (!removed) throw new HttpError(404, "Chef not found");
    await writeAudit(tx, {
      actor,
      kind: "chef.removed",
      subject: removed.name,
      entityId: id,
      before: toChef(removed),
    });
  });
}
