import { asc } from "drizzle-orm";
import type { Chef } from "@shared/chefs/chef.schema";
import type { Db } from "../../db/client";
import { chefs } from "../../db/schema";
import type { AuditActor } from "../audit-log/audit-writer.service";
import { deleteAudited, insertAudited, updateAudited } from "../audit-log/audited-rows.service";

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
  const row = await insertAudited(db, actor, chefs, input, (chef) => ({
    kind: "chef.added",
    subject: chef.name,
    after: toChef(chef),
  }));
  return toChef(row);
}

export async function updateChef(
  db: Db,
  id: number,
  patch: Partial<ChefColumns>,
  actor: AuditActor,
): Promise<Chef> {
  const row = await updateAudited(db, actor, chefs, id, "Chef not found", patch, (before, after) => ({
    kind: "chef.changed",
    subject: before.name,
    before: toChef(before),
    after: toChef(after),
  }));
  return toChef(row);
}

export async function deleteChef(db: Db, id: number, actor: AuditActor): Promise<void> {
  await deleteAudited(db, actor, chefs, id, "Chef not found", (chef) => ({
    kind: "chef.removed",
    subject: chef.name,
    before: toChef(chef),
  }));
}
